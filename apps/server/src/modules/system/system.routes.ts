import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { bindArea } from '../../plugins/contract.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/database-errors.ts';

export const systemRoutes = (deps: Deps) =>
  bindArea(contract.system, {
    health: async () => ({ status: 'ok' as const }),
    ready: async () => {
      try {
        await deps.database.ping();
      } catch {
        // Asked again, the pool opens new connections: the answer turns ready by itself once the database is back.
        throw new AppError(503, 'NOT_READY', 'The database does not answer.', undefined, {
          'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
        });
      }
      return { status: 'ready' as const };
    },
  });

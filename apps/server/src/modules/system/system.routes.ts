import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { bindArea } from '../../plugins/contract.ts';

export const systemRoutes = (deps: Deps) =>
  bindArea(contract.system, {
    health: async () => ({ status: 'ok' as const }),
    ready: async () => {
      try {
        await deps.database.ping();
      } catch {
        throw new AppError(503, 'NOT_READY', 'The database does not answer.');
      }
      return { status: 'ready' as const };
    },
  });

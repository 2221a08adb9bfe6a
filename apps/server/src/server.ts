import { type DatabaseHandle, inScope, openDatabase, seedDemo, syncCatalogue } from '@curbside/db';
import type { Config } from './config.ts';
import type { Deps, Principal } from './context.ts';
import { EventHub } from './events.ts';
import { createStripeCardProvider } from './integrations/payments/stripe.ts';
import { hashPassword } from './lib/passwords.ts';
import { ServerMemory } from './memory.ts';

/**
 * Opens the database, migrates it (once, under a lock), syncs the catalogues and, when asked, seeds the
 * demo platform. Returns what every service needs.
 */
export async function prepareDeps(
  config: Config,
  options: {
    database?: DatabaseHandle;
    seed?: boolean;
    /**
     * The database given is migrated already: a test file's copy of its run's migrated database. Looking at its
     * migrations again found nothing to do and cost a test file a quarter of its start (more on a busy machine).
     */
    migrated?: boolean;
  } = {},
): Promise<Deps & { seeded: boolean }> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    }));
  if (!options.migrated) await database.migrate();
  await inScope(database.db, { kind: 'platform' }, (tx) => syncCatalogue(tx));
  const seeded = options.seed
    ? await seedDemo(database.db, { hashPassword, password: config.demoPassword })
    : false;
  if (seeded) await database.refreshStatistics();
  const events = new EventHub();
  await events.start(database);
  const memory = new ServerMemory<Principal>();
  memory.watch(events, database.db);
  const cardProvider = createStripeCardProvider(config.stripeApiUrl);
  return { config, database, db: database.db, events, memory, cardProvider, seeded };
}

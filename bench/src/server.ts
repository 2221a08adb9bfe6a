import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareDeps } from '../../apps/server/src/server.ts';
import { openBenchDatabase } from './database.ts';

/** The demo accounts' password in a bench's database. */
export const BENCH_PASSWORD = 'bench-password';

/**
 * The whole server on a port of its own, over a fresh seeded bench database (openBenchDatabase), without the
 * sign-in rate limit a bench would hit at once. `stop` closes the server, its events and the database.
 */
export async function startBenchServer() {
  const database = await openBenchDatabase();
  const config = {
    ...loadConfig({ APP_SECRET: 'bench-key', DEMO_PASSWORD: BENCH_PASSWORD }),
    signInRateLimit: 1_000_000,
  };
  const deps = await prepareDeps(config, { database, seed: true });
  const app = await buildApp(deps, { logger: false, serveWeb: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    database,
    config,
    deps,
    address,
    async stop() {
      await app.close();
      await deps.events.stop();
      await database.close();
    },
  };
}

import { createHash } from 'node:crypto';
import { inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadPrincipal } from '../../apps/server/src/modules/login/sessions.ts';
import { type Figures, measure, table } from './measure.ts';
import { getHealth, signIn, startBenchServer } from './server.ts';

/**
 * The cost of a signed-in request: every API call loads its session (one transaction, three queries) before
 * its handler runs. Measured beside two baselines from the same run: a bare Fastify route (the HTTP floor)
 * and a raw SQL loop reading one session row by its key (the database floor).
 *
 *   npm run bench                     # embedded database (PGlite)
 *   DATABASE_URL=postgres://... APP_SECRET=... npm run bench   # or TEST_DATABASE_URL
 */
const TOTAL = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const { database, config, deps, address, stop } = await startBenchServer();

const bare = Fastify();
bare.get('/api/health', async () => ({ data: { status: 'ok' } }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

const { cookie, token } = await signIn(address, 'admin@harborview.example');

const options = { total: TOTAL, concurrency: CONCURRENCY };
const rows: Figures[] = [];
rows.push(await measure('baseline: bare Fastify route over HTTP', getHealth(bareAddress), options));
const sessionId = createHash('sha256').update(token).digest('hex');
rows.push(
  await measure(
    'baseline: one session row by key, raw SQL loop',
    () => deps.db.execute(sql`select * from sessions where id = ${sessionId}`),
    options,
  ),
);
rows.push(
  await measure(
    'session lookup (transaction as app role + principal)',
    () => inScope(deps.db, { kind: 'platform' }, (tx) => loadPrincipal(tx, config, token)),
    options,
  ),
);
rows.push(await measure('GET /api/health (no session)', getHealth(address), options));
rows.push(
  await measure(
    'GET /api/Login/GetCurrentSession (signed in)',
    () => fetch(`${address}/api/Login/GetCurrentSession`, { headers: { cookie } }).then((r) => r.text()),
    options,
  ),
);

process.stdout.write(
  `\nCurbside session bench — ${database.kind}, ${TOTAL} operations, ${CONCURRENCY} at once, node ${process.version}\n\n${table(rows)}\n\n`,
);
await bare.close();
await stop();

import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { startFailed } from './start-failed.ts';
import { superviseWorkers } from './workers.ts';

/**
 * Process entry. With `WORKERS` above 1 (PostgreSQL only) this process is the cluster's primary and starts that
 * many server processes (ADR 163); otherwise, and in each worker, it is the server itself (`serve.ts`), loaded
 * only then so that the primary stays small.
 */
const workers = (() => {
  try {
    return loadConfig().workers;
  } catch (error) {
    return startFailed(error);
  }
})();
if (cluster.isPrimary && workers > 1) superviseWorkers(workers);
else await import('./serve.ts');

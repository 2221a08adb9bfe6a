import { DEMO_ACCOUNTS } from '@curbside/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createCompanyEmail, createSmsRouter } from './integrations/company-senders.ts';
import { createSmtpSender } from './integrations/email/email.ts';
import { OutboxWorker } from './jobs/outbox-worker.ts';
import { sendDuePushes } from './jobs/push-worker.ts';
import { sweepQuietKiosks } from './jobs/quiet-kiosks.ts';
import { runSftpExports } from './jobs/sftp-exports.ts';
import { billLastMonth } from './modules/billing/invoices.service.ts';
import { purgePositions } from './modules/tracking/tracking.service.ts';
import { sweepWaitList } from './modules/wait-list/wait-list.guest.ts';
import { collectAtRest } from './plugins/collect-at-rest.ts';
import { loggableError } from './plugins/logging.ts';
import { prepareDeps } from './server.ts';
import { startFailed } from './start-failed.ts';
import { RUNS_JOBS } from './workers.ts';

/**
 * One server process (`main.ts` starts it, or several of it, ADR 163): configuration, database, listen, the
 * background jobs where this process runs them, graceful shutdown.
 */
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return startFailed(error);
  }
})();
const embedded = !config.databaseUrl;
const deps = await prepareDeps(config, { seed: embedded }).catch(startFailed);
const app = await buildApp(deps).catch(startFailed);
// Whatever escapes a handler or a worker is logged the same careful way, never by Node's default report.
process.on('unhandledRejection', (reason) => app.log.error(loggableError(reason), 'unhandled rejection'));
process.on('uncaughtException', (error) => {
  app.log.fatal(loggableError(error), 'uncaught exception');
  process.exit(1);
});
await app.listen({ port: config.port, host: config.host }).catch(startFailed);
/**
 * The background jobs: the outboxes, the sweeps, monthly billing and the SFTP exports. Of several server
 * processes one runs them (ADR 163); each job also holds its rows against another process (SKIP LOCKED, a unique
 * invoice per month), so two at once would still send nothing twice.
 */
function startJobs(): { stop(): Promise<void> } {
  // Always runs: SMS go through each company's provider, else the platform's, else the log provider; e-mails
  // through the company's own SMTP details, else the platform's saved ones, else SMTP_URL when set (ADR 118).
  const outbox = new OutboxWorker(
    deps.db,
    config.smtpUrl ? createSmtpSender(config.smtpUrl, config.mailFrom) : null,
    app.log,
    config.outboxPollMs,
    createSmsRouter(deps.db, config, app.log),
    createCompanyEmail(deps.db, config),
  );
  outbox.start();
  // Each sweep on its own clock; what is running when the server stops is waited for, so it ends before the
  // database closes.
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const every = (ms: number, what: string, sweep: () => Promise<unknown>) => {
    const timer = setInterval(() => {
      const run = sweep().catch((error: unknown) => app.log.error(loggableError(error), `${what} failed`));
      running.add(run);
      void run.finally(() => running.delete(run));
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  // Web Push (ADR 111): the push outbox, polled as often as the message outbox.
  every(config.outboxPollMs, 'push worker', () => sendDuePushes(deps, app.log));
  // The wait list's no-shows after the hold time and its clock-driven alerts: a sweep every half minute (the
  // sweep itself takes the time as an argument, so tests call it with the moment they choose).
  every(30_000, 'wait-list sweep', () => sweepWaitList(deps));
  // Drivers' position history past each company's retention days (ADR 74): deleted every hour.
  every(3_600_000, 'position retention sweep', () => purgePositions(deps));
  // Kiosks that reported and went quiet: the console and the administrators told once per silence (ADR 82).
  every(30_000, 'quiet-kiosk sweep', () => sweepQuietKiosks(deps));
  // The month just ended billed to each company on a priced package, once (ADR 103): checked every hour.
  every(3_600_000, 'monthly billing', () => billLastMonth(deps));
  // The companies' nightly SFTP exports whose hour has come, and the retries of failed ones (ADR 0101).
  every(300_000, 'SFTP export sweep', () => runSftpExports(deps));
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await outbox.stop();
      await Promise.all(running);
    },
  };
}
const jobs = process.env[RUNS_JOBS] === '0' ? null : startJobs();
// The garbage of a burst of requests given back once they stop (ADR 160): `gc` is there when the production
// start gives `--expose-gc` (scripts/server-build.mjs).
const stopCollecting = globalThis.gc ? collectAtRest(app.server, { collect: globalThis.gc }) : () => {};

const hv = DEMO_ACCOUNTS.harborView;
// Said once, by the process that runs the jobs: the only one, or the first of several.
if (jobs) {
  process.stdout.write(
    [
      '',
      `  Curbside is running at ${config.siteUrl}`,
      ...(config.workers > 1 ? [`  Processes: ${config.workers} (WORKERS), sharing the port`] : []),
      `  Database: ${embedded ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  E-mail:   each company's SMTP, else the platform's (/SuperAdmin/ApplicationSettings), else ${config.smtpUrl ? 'SMTP_URL' : 'none: kept in the outbox (set SMTP_URL or save the platform SMTP details to send)'}`,
      "  SMS:      each company's provider, else the platform's (/SuperAdmin/ApplicationSettings); with neither, only logged (not sent)",
      ...(embedded
        ? [
            '',
            `  Demo sign-ins (password: ${config.demoPassword})`,
            `    Harbor View Hotel  administrator  ${hv.admin}`,
            `                       dispatcher     ${hv.dispatcher}`,
            `                       drivers        ${hv.driver1}, ${hv.driver2}`,
            `    Lakeside Resort    administrator  ${DEMO_ACCOUNTS.lakeside.admin}`,
            `    Platform           super-admin    ${DEMO_ACCOUNTS.superadmin}`,
          ]
        : []),
      '',
    ].join('\n'),
  );
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  const jobsStopped = jobs?.stop();
  stopCollecting();
  await app.drain.begin();
  await jobsStopped;
  await deps.events.stop();
  await deps.database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

import { loggableError } from './plugins/logging.ts';

/**
 * A failure before the logger exists (a database out of reach at start-up, a bad setting), as one log line:
 * Node's own report would print the error's properties, and a driver's error can hold the connection string.
 */
export function startFailed(error: unknown): never {
  process.stderr.write(
    `${JSON.stringify({ level: 60, time: Date.now(), msg: 'start-up failed', ...loggableError(error) })}\n`,
  );
  process.exit(1);
}

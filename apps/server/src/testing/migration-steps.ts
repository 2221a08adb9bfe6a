import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MIGRATIONS = join(import.meta.dirname, '../../../../packages/db/migrations');
const MARK = '-- hand-written:';

/**
 * The statements of the migrations' hand-written step that starts with `-- hand-written: <opening>`, up to the
 * next hand-written step: a test runs the data change on rows it made the old way.
 */
export function handWrittenStep(opening: string): string[] {
  for (const name of readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql'))) {
    const text = readFileSync(join(MIGRATIONS, name), 'utf8');
    const at = text.indexOf(`${MARK} ${opening}`);
    if (at < 0) continue;
    const next = text.indexOf(MARK, at + MARK.length);
    const step = text.slice(at, next < 0 ? undefined : next);
    return step.split('--> statement-breakpoint').filter((statement) => statement.trim() !== '');
  }
  throw new Error(`no migration has a hand-written step "${opening}"`);
}

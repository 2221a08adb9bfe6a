import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * An entry named as a value through the whole contract (`contract.<area>.<entry>`), not to read its
 * schema or permission and not as a type: a call, which goes through its route.
 */
const CALL_BY_CONTRACT = /(?<!typeof )\bcontract\.\w+\.\w+\b(?!\.(?:body|query|response|permission)\b)/g;

describe('calls named one way (ADR 0031, 0056)', () => {
  it('names every call `routes.<area>.<entry>`, so a screen that only calls never downloads the schemas', () => {
    const found = sourceFiles(WEB).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(CALL_BY_CONTRACT)].map(
        (match) => `${relative(WEB, path)}: ${match[0]} → routes.${match[0].slice('contract.'.length)}`,
      ),
    );
    expect(found, "call through `routes` from '@curbside/contract/routes'").toEqual([]);
  });
});

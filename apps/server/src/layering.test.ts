import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's rooms, bottom first (ADR 57, docs/architecture.md): a file may import files of its own room
 * and of the rooms listed before it, never of one listed after. A room is a file or folder of `src/`, and
 * each module folder is a room of its own, so the order of the modules is part of the rule.
 */
const ROOMS = [
  'errors.ts',
  'config.ts',
  'lib/',
  'integrations/',
  'events.ts',
  'memo.ts',
  'memory.ts',
  'context.ts',
  'party-access.ts',
  'plugins/',
  'resources/',
  'modules/files/',
  'modules/system/',
  'modules/account-types/',
  'modules/company/',
  'modules/packages/',
  'modules/push/',
  'modules/notices/',
  'modules/content/',
  'modules/locations/',
  'modules/login/',
  'modules/messaging/',
  'modules/platform-settings/',
  'modules/pricing/',
  'modules/users/',
  'modules/menu/',
  'modules/vehicles/',
  'modules/dispatch/',
  'modules/page-settings/',
  'modules/tracking/',
  'modules/wait-list/',
  'modules/parking/',
  'modules/confirmations/',
  'modules/feedback/',
  'modules/kiosks/',
  'modules/companies/',
  'modules/search/',
  'modules/guests/',
  'modules/usage/',
  'modules/billing/',
  'modules/ftp-connection/',
  'jobs/',
  'server.ts',
  'seed-demo.ts',
  'app.ts',
  'start-failed.ts',
  'workers.ts',
  'serve.ts',
  'main.ts',
  'testing/',
] as const;

const SRC = import.meta.dirname;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

const isTest = (file: string) => file.endsWith('.test.ts');
const isProduct = (file: string) => !isTest(file) && !file.startsWith('testing/');

/** The room of a file: its module folder under `modules/`, else the first part of its path. */
function roomOf(file: string): string {
  const [first, second] = file.split('/');
  if (first === 'modules' && second) return `modules/${second}/`;
  return file.includes('/') ? `${first}/` : (first ?? file);
}

/** Each file's imports of other files of `src/` (type-only imports and re-exports too), as paths under `src/`. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(SRC, resolve(SRC, dirname(file), specifier)))
    .filter((target) => !target.startsWith('..'));
}

const files = filesUnder(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const rank = (room: string) => ROOMS.indexOf(room as (typeof ROOMS)[number]);

/** The imports of product files and test helpers (a test itself stands above everything). */
const edges = [...graph].flatMap(([from, targets]) =>
  isTest(from) ? [] : targets.map((to) => ({ from, to, line: `${from} -> ${to}` })),
);

/** Circles of files: the strongly connected components of more than one file, or a file importing itself. */
function circles(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1 || graph.get(file)?.includes(file)) found.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** Drizzle's statements: a query begun on a transaction or database, or SQL written in a `sql` template. */
const STATEMENTS = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute']);

function holdsSql(file: string): boolean {
  const source = ts.createSourceFile(file, readFileSync(join(SRC, file), 'utf8'), ts.ScriptTarget.Latest);
  const found = (node: ts.Node): boolean => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql')
      return true;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      STATEMENTS.has(node.expression.name.text) &&
      /^(tx|db|deps\.db)$/.test(node.expression.expression.getText(source))
    ) {
      return true;
    }
    return ts.forEachChild(node, found) ?? false;
  };
  return found(source);
}

describe("the server's layering", () => {
  it('reads the imports it judges (a relative import names a file that is there)', () => {
    const missing = edges.filter(({ to }) => !existsSync(join(SRC, to))).map(({ line }) => line);
    expect(missing).toEqual([]);
    expect(edges.length).toBeGreaterThan(300);
  });

  it('places every file of src/ in a room of the order', () => {
    const unplaced = [...new Set(files.filter((file) => !isTest(file)).map(roomOf))].filter(
      (room) => rank(room) < 0,
    );
    expect(unplaced).toEqual([]);
  });

  it('has no import running back up to a room above (a module above another, a plugin on a module...)', () => {
    const upward = edges
      .filter(({ from, to }) => rank(roomOf(to)) > rank(roomOf(from)))
      .map(({ line }) => line);
    expect(upward).toEqual([]);
  });

  it('has no plugin importing a module', () => {
    const found = edges.filter(({ from, to }) => from.startsWith('plugins/') && to.startsWith('modules/'));
    expect(found.map(({ line }) => line)).toEqual([]);
  });

  it('has no product file importing a test helper (they live under testing/ only)', () => {
    const found = edges.filter(({ from, to }) => isProduct(from) && !isProduct(to));
    expect(found.map(({ line }) => line)).toEqual([]);
    expect(files.filter((file) => file.endsWith('.testing.ts'))).toEqual([]);
  });

  it('has no circle of files', () => {
    expect(circles()).toEqual([]);
  });

  it('keeps SQL in repositories (ADR 57): no other module file holds any', () => {
    const holding = files.filter(
      (file) =>
        file.startsWith('modules/') && !isTest(file) && !file.endsWith('.repository.ts') && holdsSql(file),
    );
    expect(holding).toEqual([]);
  });

  it('names each repository one way, and `repo` only the one named after its module folder', () => {
    const aliases = new Map<string, Set<string>>();
    for (const file of files) {
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const [, alias = '', target = ''] of text.matchAll(
        /import \* as (\w+) from '([^']+\.repository\.ts)'/g,
      )) {
        const repository = relative(SRC, resolve(SRC, dirname(file), target));
        aliases.set(repository, (aliases.get(repository) ?? new Set<string>()).add(alias));
      }
    }
    const ownRepository = (repository: string) => {
      const module = repository.split('/')[1];
      return repository === `modules/${module}/${module}.repository.ts`;
    };
    const misnamed = [...aliases]
      .filter(([repository, names]) => names.size > 1 || (names.has('repo') && !ownRepository(repository)))
      .map(([repository, names]) => `${repository}: ${[...names].join(', ')}`);
    expect(misnamed).toEqual([]);
    expect(aliases.size).toBeGreaterThan(10);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ERROR_CODES, type ErrorCode } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { fromDatabaseError } from './plugins/database-errors.ts';
import { fromFrameworkError } from './plugins/errors.ts';

const SOURCE = import.meta.dirname;
const DECLARE = (code: string, status: string) =>
  `${code}: declare \`${code}: ${status}\` in ERROR_CODES (packages/contract/src/error-codes.ts) and give it its ` +
  'English and Arabic text in `codes` of apps/web/src/locales/errors-en.ts and errors-ar.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The status each error helper answers with (`apps/server/src/errors.ts`). */
const HELPER_STATUS: Record<string, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unprocessable: 422,
};

interface Thrown {
  code: string;
  /** The status written at the call, or the helper's; null where the call takes it from a variable. */
  status: number | null;
  where: string;
}

/** Every upper-case code in the arguments of an error call (`new AppError(409, 'X')`, `conflict('…', 'X')`). */
function thrownCodes(): Thrown[] {
  const call =
    /\b(AppError|badRequest|unauthorized|forbidden|notFound|conflict|unprocessable|sendProblem)\(/g;
  return sourceFiles(SOURCE).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    return [...text.matchAll(call)].flatMap((match) => {
      const start = (match.index ?? 0) + match[0].length;
      let depth = 1;
      let end = start;
      while (depth > 0 && end < text.length) {
        if (text[end] === '(') depth += 1;
        if (text[end] === ')') depth -= 1;
        end += 1;
      }
      const args = text.slice(start, end - 1);
      const helper = match[1] ?? '';
      const written = /^\s*(?:reply,\s*)?([1-5]\d\d)\b/.exec(args)?.[1];
      const status = HELPER_STATUS[helper] ?? (written ? Number(written) : null);
      const line = text.slice(0, match.index).split('\n').length;
      return [...args.matchAll(/'([A-Z][A-Z0-9_]{2,})'/g)].map((code) => ({
        code: code[1] ?? '',
        status,
        where: `${relative(SOURCE, path)}:${line}`,
      }));
    });
  });
}

describe('the error-code registry (ADR 0056)', () => {
  const thrown = thrownCodes();

  it('finds the codes the server throws', () => {
    expect(thrown.map((item) => item.code)).toEqual(
      expect.arrayContaining(['IN_USE', 'DRIVER_NOT_ASSIGNABLE', 'FOREIGN_COMPANY', 'INVALID_JSON']),
    );
  });

  it('declares every code the server throws, with the status it is thrown with', () => {
    const problems = thrown.flatMap(({ code, status, where }) => {
      if (!Object.hasOwn(ERROR_CODES, code))
        return [`${where} ${DECLARE(code, String(status ?? '<status>'))}`];
      const declared = ERROR_CODES[code as ErrorCode];
      return status !== null && status !== declared
        ? [`${where} ${code} is thrown with ${status} but declared with ${declared} in error-codes.ts`]
        : [];
    });
    expect(problems).toEqual([]);
  });

  it('declares no code the server never answers', () => {
    const sources = sourceFiles(SOURCE)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = Object.keys(ERROR_CODES).filter((code) => !sources.includes(`'${code}'`));
    expect(unused, 'remove them from packages/contract/src/error-codes.ts and the locales').toEqual([]);
  });

  it('answers a framework refusal with a declared code at its declared status', () => {
    const precondition = fromFrameworkError({ statusCode: 412 });
    expect([precondition.status, precondition.code]).toEqual([412, 'PRECONDITION_FAILED']);
    const unlisted = fromFrameworkError({ statusCode: 418 });
    expect([unlisted.status, unlisted.code]).toEqual([400, 'BAD_REQUEST']);
    for (const answer of [
      precondition,
      unlisted,
      fromFrameworkError({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
    ]) {
      expect(answer.status).toBe(ERROR_CODES[answer.code]);
    }
  });
});

describe('what the database refuses', () => {
  const refused = (code: string) => fromDatabaseError(Object.assign(new Error('refused'), { code }));

  it('answers a check constraint and a data exception as a 400, never a 500', () => {
    expect(refused('23514')?.status).toBe(400);
    expect(refused('22003')?.status).toBe(400);
    expect(refused('23505')?.status).toBe(409);
  });

  it('answers a deadlock or serialization failure as a conflict to try again, and a stopped statement as 503', () => {
    for (const code of ['40P01', '40001']) {
      expect([refused(code)?.status, refused(code)?.code]).toEqual([409, 'CONFLICT']);
    }
    const stopped = refused('57014');
    expect([stopped?.status, stopped?.code]).toEqual([503, 'DATABASE_TIMEOUT']);
    expect(stopped?.headers?.['retry-after']).toBe('5');
  });
});

import { describe, expect, it } from 'vitest';
import { PREPARED_USES, PreparedStatements } from './prepared.ts';

const SELECT = 'select "id" from "guests" where "name" = $1';

describe('statements prepared on a connection (ADRs 181, 184)', () => {
  it('prepares a statement on its first use and executes it by name thereafter', () => {
    const prepared = new PreparedStatements();
    expect(prepared.executeText(SELECT, ["O'Hara"])).toEqual({
      text: `prepare curbside_1 as ${SELECT};\nexecute curbside_1('O''Hara')`,
      results: 2,
      fresh: SELECT,
    });
    expect(prepared.executeText(SELECT, ['Ng'])).toEqual({ text: "execute curbside_1('Ng')", results: 1 });
  });

  it('prepares it again, its old plan deallocated, once it has been executed PREPARED_USES times', () => {
    const prepared = new PreparedStatements();
    for (let use = 1; use <= PREPARED_USES; use += 1) {
      expect(prepared.executeText(SELECT, [`guest ${use}`])?.results).toBe(use === 1 ? 2 : 1);
    }
    expect(prepared.executeText(SELECT, ['Ng'])).toEqual({
      text: `deallocate curbside_1;\nprepare curbside_1 as ${SELECT};\nexecute curbside_1('Ng')`,
      results: 3,
      fresh: SELECT,
    });
    // The count starts again from there.
    for (let use = 2; use <= PREPARED_USES; use += 1) {
      expect(prepared.executeText(SELECT, ['Ng'])?.results).toBe(1);
    }
    expect(prepared.executeText(SELECT, ['Ng'])?.results).toBe(3);
  });

  it('does not prepare a statement with a long in-list, which is planned for its values every time (ADR 194)', () => {
    const prepared = new PreparedStatements();
    const list = (n: number) => Array.from({ length: n }, (_, at) => `$${at + 2}`).join(', ');
    const shortList = `select "id" from "parties" where "company_id" = $1 and "id" in (${list(15)})`;
    const longList = `select "id" from "parties" where "company_id" = $1 and "id" in (${list(16)})`;
    expect(
      prepared.executeText(
        shortList,
        Array.from({ length: 16 }, (_, at) => `v${at}`),
      )?.results,
    ).toBe(2);
    expect(
      prepared.executeText(
        longList,
        Array.from({ length: 17 }, (_, at) => `v${at}`),
      ),
    ).toBeUndefined();
  });

  it('prepares under a new name a statement whose simple query failed', () => {
    const prepared = new PreparedStatements();
    const first = prepared.executeText(SELECT, ['Ng']);
    prepared.forget([first]);
    expect(prepared.executeText(SELECT, ['Ng'])?.text).toBe(
      `prepare curbside_2 as ${SELECT};\nexecute curbside_2('Ng')`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { datesInOrder } from './common.ts';
import { login } from './login.ts';
import { userManagement } from './user-management.ts';

describe('a date range', () => {
  it('is in order when its end is not before its start', () => {
    expect(datesInOrder({ fromDate: '2026-01-01', toDate: '2026-01-01' })).toBe(true);
    expect(datesInOrder({ fromDate: '2026-01-01', toDate: '2026-01-02' })).toBe(true);
    expect(datesInOrder({ fromDate: '2026-01-02', toDate: '2026-01-01' })).toBe(false);
  });

  it('is bounded by nothing at an end left out', () => {
    expect(datesInOrder({ fromDate: '2026-01-02' })).toBe(true);
    expect(datesInOrder({ toDate: '2026-01-01' })).toBe(true);
    expect(datesInOrder({})).toBe(true);
  });

  it('refuses an end before the start at toDate, on the calls whose ends are optional', () => {
    const backwards = { fromDate: '2026-02-01', toDate: '2026-01-01' };
    for (const schema of [
      login.getUserLoginHistory.body,
      userManagement.getAuditLog.query,
      userManagement.getDriversPerformance.body,
    ]) {
      const issues = schema.safeParse(backwards).error?.issues ?? [];
      expect(issues.map(({ path, message }) => ({ path, message }))).toEqual([
        { path: ['toDate'], message: 'notBeforeFromDate' },
      ]);
      expect(schema.safeParse({ fromDate: '2026-02-01' }).success).toBe(true);
    }
  });
});

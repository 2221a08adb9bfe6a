import { describe, expect, it } from 'vitest';
import { monthsFrom, monthsUntil, shiftMonth } from './months.ts';

describe('calendar months', () => {
  it('shifts across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
  });

  it('counts the months between two, both counted', () => {
    expect(monthsFrom('2025-11', '2026-02')).toBe(4);
    expect(monthsFrom('2026-02', '2026-02')).toBe(1);
    expect(monthsFrom('2026-03', '2026-02')).toBe(0);
  });

  it('lists the months up to one, oldest first', () => {
    expect(monthsUntil('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});

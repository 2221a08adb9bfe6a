/** Calendar months written `YYYY-MM`, as a company's usage is counted (ADR 89). */

/** The month `by` months after `month` (before for a negative `by`). */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + by;
  const shiftedYear = Math.floor(total / 12);
  return `${String(shiftedYear).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both counted; 0 when `to` is before `from`. */
export function monthsFrom(from: string, to: string): number {
  const index = (month: string) => {
    const [year, number] = month.split('-').map(Number) as [number, number];
    return year * 12 + number - 1;
  };
  return Math.max(0, index(to) - index(from) + 1);
}

/** `count` months ending with `last`, oldest first. */
export const monthsUntil = (last: string, count: number): string[] =>
  Array.from({ length: count }, (_, offset) => shiftMonth(last, offset - count + 1));

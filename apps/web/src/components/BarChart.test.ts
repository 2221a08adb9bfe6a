import { describe, expect, it } from 'vitest';
import { labelStep } from './BarChart.tsx';

const hours = Array.from({ length: 24 }, (_, hour) => String(hour));
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('labelStep', () => {
  it('shows every label where each fits under its bar', () => {
    expect(labelStep(1000, months)).toBe(1);
    expect(labelStep(1000, hours)).toBe(1);
  });

  it("skips labels on a phone rather than cut them (a 390 px screen's chart is about 326 px wide)", () => {
    expect(labelStep(326, months)).toBe(2);
    expect(labelStep(326, hours)).toBe(2);
    expect(labelStep(160, hours)).toBe(4);
  });

  it('falls back to every label, or every other of many, before the row is measured', () => {
    expect(labelStep(0, months)).toBe(1);
    expect(labelStep(0, hours)).toBe(2);
  });
});

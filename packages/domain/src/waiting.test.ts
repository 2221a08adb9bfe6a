import { describe, expect, it } from 'vitest';
import { waitLevel } from './waiting.ts';

describe('waitLevel', () => {
  it('flags a long wait even when no wait was quoted', () => {
    expect(waitLevel(345, null)).toBe('late');
    expect(waitLevel(30, null)).toBe('late');
    expect(waitLevel(15, null)).toBe('atRisk');
    expect(waitLevel(14, null)).toBe('onTime');
  });

  it('measures a quoted wait against its quote', () => {
    expect(waitLevel(21, 20)).toBe('late');
    expect(waitLevel(20, 20)).toBe('atRisk');
    expect(waitLevel(16, 20)).toBe('atRisk');
    expect(waitLevel(15, 20)).toBe('onTime');
    expect(waitLevel(0, 0)).toBe('atRisk');
  });
});

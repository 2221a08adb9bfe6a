import { describe, expect, it } from 'vitest';
import { relativeMinutes } from './relative.ts';

const now = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('relativeMinutes', () => {
  it('says minutes ahead and behind, then hours and days', () => {
    expect(relativeMinutes(at(12), now, 'en')).toBe('in 12 minutes');
    expect(relativeMinutes(at(-40), now, 'en')).toBe('40 minutes ago');
    expect(relativeMinutes(at(-345), now, 'en')).toBe('6 hours ago');
    expect(relativeMinutes(at(60 * 50), now, 'en')).toBe('in 2 days');
  });

  it("speaks the user's language", () => {
    expect(relativeMinutes(at(12), now, 'ar')).toMatch(/دقيقة/);
  });
});

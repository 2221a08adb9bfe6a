import { describe, expect, it } from 'vitest';
import { alertsReached, mayText, messageKindOf, usagePercent } from './message-quota.ts';

describe('message quota', () => {
  it('counts the feedback request as feedback and the ride texts as service', () => {
    expect(messageKindOf('party.dropped-off')).toBe('feedback');
    expect(messageKindOf('party.dispatched')).toBe('service');
    expect(messageKindOf('valet.car-ready')).toBe('service');
    expect(messageKindOf('conversation.reply')).toBe('service');
  });

  it('pauses feedback and marketing from 90 % of the allowance, never service', () => {
    expect(mayText('feedback', 89, 100)).toBe(true);
    expect(mayText('feedback', 90, 100)).toBe(false);
    expect(mayText('marketing', 500, 100)).toBe(false);
    expect(mayText('service', 500, 100)).toBe(true);
    expect(mayText('feedback', 10_000, null)).toBe(true);
  });

  it('tells 80 % and 100 % once reached, nothing without an allowance', () => {
    expect(alertsReached(79, 100)).toEqual([]);
    expect(alertsReached(80, 100)).toEqual([80]);
    expect(alertsReached(120, 100)).toEqual([80, 100]);
    expect(alertsReached(120, null)).toEqual([]);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(0, 0)).toBe(100);
  });
});

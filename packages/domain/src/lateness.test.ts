import { describe, expect, it } from 'vitest';
import { partyLateness } from './lateness.ts';

const at = Date.parse('2026-03-04T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(at - minutes * 60_000).toISOString();

describe('partyLateness', () => {
  it('measures a pending party against its quoted wait', () => {
    const pending = (waited: number) => ({
      status: 1,
      scheduledAt: minutesAgo(waited),
      quotedWaitMinutes: 20,
    });
    expect(partyLateness(pending(5), at)).toBe('onTime');
    expect(partyLateness(pending(17), at)).toBe('atRisk');
    expect(partyLateness(pending(21), at)).toBe('late');
  });

  it('still flags a long wait when no wait was quoted', () => {
    const unquoted = (waited: number) => ({
      status: 1,
      scheduledAt: minutesAgo(waited),
      quotedWaitMinutes: null,
    });
    expect(partyLateness(unquoted(5), at)).toBe('onTime');
    expect(partyLateness(unquoted(16), at)).toBe('atRisk');
    expect(partyLateness(unquoted(345), at)).toBe('late');
  });

  it('measures a reservation against its time, at risk only without a driver', () => {
    const reservation = (minutes: number, driverName: string | null) => ({
      status: 7,
      scheduledAt: minutesAgo(minutes),
      quotedWaitMinutes: null,
      driverName,
    });
    expect(partyLateness(reservation(-60, null), at)).toBe('onTime');
    expect(partyLateness(reservation(-5, null), at)).toBe('atRisk');
    expect(partyLateness(reservation(-5, 'Sam'), at)).toBe('onTime');
    expect(partyLateness(reservation(11, 'Sam'), at)).toBe('late');
  });

  it('never flags a party on the road or ended', () => {
    for (const status of [3, 4, 5, 6, 10]) {
      expect(partyLateness({ status, scheduledAt: minutesAgo(500), quotedWaitMinutes: 5 }, at)).toBe(
        'onTime',
      );
    }
  });
});

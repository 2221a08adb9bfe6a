import { describe, expect, it } from 'vitest';
import { timeZoneOptions, zoneName } from './timeZones.ts';

// In January: no summer time in either hemisphere's zones named here.
const WINTER = new Date('2026-01-15T12:00:00Z');
const SERVER_LIST = [
  { id: 'America/New_York', offset: '-05:00', offsetMinutes: -300 },
  { id: 'Asia/Dubai', offset: '+04:00', offsetMinutes: 240 },
  { id: 'Europe/Paris', offset: '+01:00', offsetMinutes: 60 },
  { id: 'UTC', offset: '+00:00', offsetMinutes: 0 },
];

const labelOf = (options: { value: string; label: string }[], id: string) =>
  options.find((option) => option.value === id)?.label;

describe('timeZoneOptions', () => {
  it('names each zone in English with its offset and city, keeping the IANA id as the value', () => {
    const options = timeZoneOptions('en-GB', SERVER_LIST, WINTER);
    expect(options.map((option) => option.value)).toEqual([
      'America/New_York',
      'UTC',
      'Europe/Paris',
      'Asia/Dubai',
    ]);
    expect(labelOf(options, 'Asia/Dubai')).toBe('(UTC+04:00) Gulf Standard Time – Dubai');
    expect(labelOf(options, 'America/New_York')).toBe('(UTC-05:00) Eastern Time – New York');
    // The browser has only an offset for UTC: the id says more.
    expect(labelOf(options, 'UTC')).toBe('(UTC+00:00) UTC');
  });

  it('names each zone in Arabic, the offset and the Latin city kept left to right', () => {
    const options = timeZoneOptions('ar', SERVER_LIST, WINTER);
    expect(labelOf(options, 'Asia/Dubai')).toBe('\u2066(UTC+04:00)\u2069 توقيت الخليج – \u2066Dubai\u2069');
    expect(labelOf(options, 'Europe/Paris')).toBe(
      '\u2066(UTC+01:00)\u2069 توقيت وسط أوروبا – \u2066Paris\u2069',
    );
  });

  it('is searchable by the IANA id as written and with spaces', () => {
    const dubai = timeZoneOptions('ar', SERVER_LIST, WINTER).find((option) => option.value === 'Asia/Dubai');
    expect(dubai?.keywords).toContain('Asia/Dubai');
    const newYork = timeZoneOptions('en-GB', SERVER_LIST, WINTER).find(
      (option) => option.value === 'America/New_York',
    );
    expect(newYork?.keywords).toContain('America/New York');
  });

  it("without the server's list, offers every zone the browser knows, with the browser's offsets", () => {
    const options = timeZoneOptions('en-GB', undefined, WINTER);
    expect(options.length).toBeGreaterThan(300);
    expect(labelOf(options, 'Asia/Dubai')).toBe('(UTC+04:00) Gulf Standard Time – Dubai');
    expect(labelOf(options, 'America/Los_Angeles')).toBe('(UTC-08:00) Pacific Time – Los Angeles');
    // Sorted by offset: west to east.
    expect(options.findIndex((option) => option.value === 'America/Los_Angeles')).toBeLessThan(
      options.findIndex((option) => option.value === 'Asia/Dubai'),
    );
  });
});

describe('zoneName', () => {
  it('names a zone as people read it, never by its IANA id', () => {
    expect(zoneName('America/New_York', 'en-US', WINTER)).toBe('Eastern Time – New York');
    expect(zoneName('America/Argentina/Buenos_Aires', 'en-US', WINTER)).toBe(
      'Argentina Standard Time – Buenos Aires',
    );
    expect(zoneName('Asia/Dubai', 'ar', WINTER)).toBe('توقيت الخليج – \u2066Dubai\u2069');
    // The browser has only an offset for UTC: the id says more.
    expect(zoneName('UTC', 'en-US', WINTER)).toBe('UTC');
  });
});

import { zoneOffsetMs } from './time.ts';

let zones: readonly string[] | undefined;

/**
 * The IANA time zones this runtime knows (the same tz database the server and the browser compute with), and
 * UTC. A company's zone is one of them, so every clock and day range the product computes has rules to follow.
 */
export function timeZoneNames(): readonly string[] {
  if (!zones) {
    const known = Intl.supportedValuesOf('timeZone');
    zones = known.includes('UTC') ? known : ['UTC', ...known];
  }
  return zones;
}

/**
 * Whether a company may keep this zone: one of the list, or a current IANA name the runtime knows under an
 * older one (ICU lists `Asia/Calcutta`; `Asia/Kolkata` is the same zone). Written as the tz database writes it,
 * so a name in another case is not taken.
 */
export function isKnownTimeZone(name: string): boolean {
  if (timeZoneNames().includes(name)) return true;
  if (!/^[A-Z][A-Za-z]*(?:\/[A-Z][A-Za-z0-9_+-]*)+$/.test(name)) return false;
  try {
    return timeZoneNames().includes(
      new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone,
    );
  } catch {
    return false;
  }
}

/** `+05:30`, `-04:00`: a zone's distance from UTC at an instant, as people write it. */
export function utcOffsetText(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const sign = offsetMs < 0 ? '-' : '+';
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The zone's offset from UTC at this instant, in minutes. */
export const zoneOffsetMinutes = (timeZone: string, instant: Date): number =>
  Math.round(zoneOffsetMs(instant, timeZone) / 60_000);

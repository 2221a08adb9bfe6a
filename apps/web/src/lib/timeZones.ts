import type { OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from './i18n.ts';

/** A zone as the server lists it (`Company/GetTimeZoneList`): the IANA id and its distance from UTC now. */
export interface ListedZone {
  id: string;
  offset?: string;
  offsetMinutes?: number;
}

/** A select's choice of a time zone: the IANA id is what is stored; the label and keywords are what is read. */
export interface TimeZoneOption {
  value: string;
  label: string;
  /** Also searched: the IANA id as written and with spaces, so `Asia/Dubai` and `new york` both find theirs. */
  keywords: string;
}

const LEFT_TO_RIGHT = (text: string) => `\u2066${text}\u2069`;

/** The distance from UTC of `zone` at `now`, as `+04:00` and in minutes (the browser's tz database). */
function offsetOf(zone: string, now: Date): { offset: string; minutes: number } {
  const named =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /([+-])(\d{2}):(\d{2})/.exec(named);
  if (!match) return { offset: '+00:00', minutes: 0 };
  const minutes = (Number(match[2]) * 60 + Number(match[3])) * (match[1] === '-' ? -1 : 1);
  return { offset: `${match[1]}${match[2]}:${match[3]}`, minutes };
}

/**
 * The zone's name in `locale` ("Gulf Standard Time", "توقيت الخليج"), or null where the browser has only an
 * offset for it (UTC, `Etc/GMT+5`): the id says more then.
 */
function genericNameOf(zone: string, locale: string, now: Date): string | null {
  try {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && !/[\d\u0660-\u0669]/.test(name) ? name : null;
  } catch {
    return null;
  }
}

/** The city of an IANA id, as people write it: `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
const cityOf = (zone: string) =>
  zone.includes('/') ? (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ') : null;

/** Offsets and Latin ids keep their own direction inside an Arabic text. */
const ownDirection = (locale: string) => (locale.startsWith('ar') ? LEFT_TO_RIGHT : (text: string) => text);

/**
 * A zone as people read it, in `locale`: its name and city (`Eastern Time – New York`, `توقيت الخليج – Dubai`),
 * or the id with spaces where the browser has only an offset for it (`Etc/GMT+5`). Never the bare IANA id
 * (`America/New_York`), which is a code.
 */
export function zoneName(zone: string, locale: string, now: Date = new Date()): string {
  const own = ownDirection(locale);
  const name = genericNameOf(zone, locale, now);
  const city = cityOf(zone);
  return name ? [name, city && own(city)].filter(Boolean).join(' – ') : own(zone.replaceAll('_', ' '));
}

/** `zoneName` in the interface's language. */
export function useZoneName(): (zone: string) => string {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (zone) => zoneName(zone, locale);
}

/**
 * The time zones as a select's choices, named in the interface's language with their offset and city
 * (`(UTC+04:00) Gulf Standard Time – Dubai`), sorted by offset then label. `zones` are the server's list;
 * without it, every zone the browser knows. Offsets the server gives are kept (its tz database decides what
 * it accepts); the others are the browser's, at `now`.
 */
export function timeZoneOptions(
  locale: string,
  zones: readonly ListedZone[] = browserZones(),
  now: Date = new Date(),
): TimeZoneOption[] {
  return zones
    .map((zone) => {
      const local =
        zone.offset === undefined || zone.offsetMinutes === undefined ? offsetOf(zone.id, now) : null;
      const offset = local?.offset ?? zone.offset ?? '+00:00';
      const minutes = local?.minutes ?? zone.offsetMinutes ?? 0;
      const label = `${ownDirection(locale)(`(UTC${offset})`)} ${zoneName(zone.id, locale, now)}`;
      return { value: zone.id, label, keywords: `${zone.id} ${zone.id.replaceAll('_', ' ')}`, minutes };
    })
    .sort((a, b) => a.minutes - b.minutes || a.label.localeCompare(b.label, locale))
    .map(({ minutes: _minutes, ...option }) => option);
}

/** Every IANA zone the browser knows; UTC alone where it cannot say. */
function browserZones(): ListedZone[] {
  try {
    return Intl.supportedValuesOf('timeZone').map((id) => ({ id }));
  } catch {
    return [{ id: 'UTC' }];
  }
}

/** Typing narrows the zones by their label or their IANA id (`asia/dub`, `new york`). */
export function byLabelOrId(options: readonly TimeZoneOption[]): OptionsFilter {
  const keywords = new Map(options.map((option) => [option.value, option.keywords]));
  return ({ options: shown, search, limit }) => {
    const wanted = search.trim().toLowerCase();
    return shown
      .filter(
        (item) =>
          'group' in item || `${item.label} ${keywords.get(item.value) ?? ''}`.toLowerCase().includes(wanted),
      )
      .slice(0, limit);
  };
}

/**
 * A select field's choice of time zone in the interface's language, built once a language and list (a few
 * hundred formatters: not on every render): `{ name: 'timeZone', label, ...useTimeZoneField() }`. Without
 * `zones`, the browser's own list.
 */
export function useTimeZoneField(zones?: readonly ListedZone[]) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const options = timeZoneOptions(locale, zones);
    return { kind: 'select' as const, options, filter: byLabelOrId(options) };
  }, [locale, zones]);
}

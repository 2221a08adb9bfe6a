import type { KioskDeviceSetup } from '@curbside/contract';
import { formatMoment, type MomentStyle } from '../lib/dates.ts';
import type { KioskLanguage } from './words.ts';

/**
 * How the kiosk writes a time (ADR 139): the company's zone and 12- or 24-hour clock from the device's setup, in
 * the guest's language, whatever zone the device itself was set to.
 */
export const kioskTimes = (setup: Pick<KioskDeviceSetup, 'timeZone' | 'clock'>, language: KioskLanguage) => {
  const style: MomentStyle = { locale: language, timeZone: setup.timeZone, clock: setup.clock };
  /** A wall-clock time of the company's day, given as minutes after midnight. */
  const ofMinute = (minute: number) =>
    formatMoment(Date.UTC(2000, 0, 1, Math.floor(minute / 60), minute % 60), { ...style, timeZone: 'UTC' });
  return {
    /** An instant's time of day in the company's zone ("2:05 PM", "14:05"). */
    time: (instant: string) => formatMoment(instant, style),
    /** An instant's date and time in the company's zone. */
    dateTime: (instant: string) => formatMoment(instant, style, true),
    ofMinute,
    /** A wall-clock time written `HH:MM` (a shuttle's departure), in the company's clock. */
    ofClock: (time: string) => {
      const [hours, minutes] = time.split(':').map(Number);
      return hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)
        ? time
        : ofMinute(hours * 60 + minutes);
    },
    /** The company's day `offset` days from today, named ("Tuesday, 2 Dec"). */
    dayName: (offset: number, now = Date.now()) =>
      dayFormat(language, setup.timeZone).format(new Date(now + offset * 86_400_000)),
    /** A date `YYYY-MM-DD` of the company's calendar, named as `dayName` does. */
    date: (isoDay: string) => dayFormat(language, 'UTC').format(new Date(`${isoDay}T12:00:00Z`)),
  };
};

/** A day's name in the zone; in the device's own zone when the browser does not know the company's. */
function dayFormat(language: KioskLanguage, timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'short' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(language, options);
  }
}

export type KioskTimes = ReturnType<typeof kioskTimes>;

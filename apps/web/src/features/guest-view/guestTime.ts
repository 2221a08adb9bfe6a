import { formatMomentInContext } from '../../lib/dates.ts';

/** How often the guest's page asks for news: 4 calls a minute, well within the guest link's limit (ADR 20). */
export const GUEST_POLL_MS = 15_000;

/**
 * A time a guest reads: in the company's zone when the answer names it (else the browser's), with the date
 * when it is not today, on the clock of the guest's language (the guest's answers do not carry the company's).
 */
export const timeOfDay = (value: string | number, locale: string, timeZone?: string) =>
  formatMomentInContext(new Date(value).toISOString(), { locale, timeZone });

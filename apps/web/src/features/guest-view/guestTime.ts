import { formatMoment } from '../../lib/dates.ts';

/** How often the guest's page asks for news: 4 calls a minute, well within the guest link's limit (ADR 20). */
export const GUEST_POLL_MS = 15_000;

/**
 * A time of day in the guest's own browser (they are on property, so its zone is the company's), with the
 * clock of the guest's language: the guest's answers do not carry the company's clock.
 */
export const timeOfDay = (value: string | number, locale: string) => formatMoment(value, { locale });

/** How often the guest's page asks for news: 4 calls a minute, well within the guest link's limit (ADR 20). */
export const GUEST_POLL_MS = 15_000;

/** A time of day in the guest's own browser (they are on property, so its zone is the company's). */
export const timeOfDay = (value: string | number, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(value));

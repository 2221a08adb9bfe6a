/** What a kiosk does for a guest: its type decides its screens and the only calls its devices may make. */
export const KIOSK_TYPES = ['dispatch', 'map', 'reservation', 'parking', 'guest'] as const;
export type KioskType = (typeof KIOSK_TYPES)[number];

/**
 * The letters of a pairing code: no 0/O, 1/I/L, 2/Z, 5/S or 8/B, so a code read off a console and typed on a
 * lobby screen has one spelling. 24 letters, 10 of them: about 46 bits, for a code that lives ten minutes and is
 * tried under a rate limit.
 */
export const PAIRING_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY3467';
export const PAIRING_CODE_LENGTH = 10;
export const PAIRING_MINUTES = 10;

/** A code as a person typed it: capitals, without the spaces or dashes they grouped it with. */
export const normalisePairingCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** A kiosk that has not reported for this long is shown as offline in the console. */
export const KIOSK_OFFLINE_AFTER_SECONDS = 120;
/** How often a kiosk reports (well within the offline limit, so one lost heartbeat does not alarm anyone). */
export const KIOSK_HEARTBEAT_SECONDS = 30;

/** Whether a kiosk last seen at `lastSeen` counts as online at `now`. */
export const kioskOnline = (lastSeen: Date | null, now: Date): boolean =>
  lastSeen !== null && now.getTime() - lastSeen.getTime() <= KIOSK_OFFLINE_AFTER_SECONDS * 1000;

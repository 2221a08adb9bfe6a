/**
 * The names content is written with, without zod: the web's field components import them from
 * `@curbside/contract/content-names` so that a form's chunk does not pull in the whole contract (ADR 61).
 */

/** The languages a company writes its guests' words in; every localized text holds one entry for each. */
export const CONTENT_LANGUAGES = ['en', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** A text a company writes once per language and a guest reads in theirs, stored as one JSON value (ADR 61). */
export type LocalizedText = Record<ContentLanguage, string>;

/**
 * The icons a company may pick for its content (a kiosk button, a menu entry): names of Tabler icons the web
 * ships in its icon picker, so a stored name always has a picture.
 */
export const ICON_NAMES = [
  'car',
  'carSuv',
  'bus',
  'motorbike',
  'bike',
  'parking',
  'key',
  'ticket',
  'clock',
  'calendar',
  'mapPin',
  'building',
  'home',
  'phone',
  'message',
  'mail',
  'info',
  'help',
  'star',
  'heart',
  'user',
  'users',
  'wheelchair',
  'luggage',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

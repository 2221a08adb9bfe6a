import { z } from 'zod';

/** The languages a company writes its guests' words in; every localized text holds one entry for each. */
export const CONTENT_LANGUAGES = ['en', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** A text a company writes once per language and a guest reads in theirs, stored as one JSON value (ADR 61). */
export type LocalizedText = Record<ContentLanguage, string>;

/**
 * The schema of a text in every supported language, `{ en, ar }`, each trimmed and at most `max` characters.
 * `required` asks for the English text (the one shown when a language is left empty); Arabic may wait.
 */
export function localizedText({ max, required = false }: { max: number; required?: boolean }) {
  const english = z.string().trim().max(max);
  return z.object({
    en: required ? english.min(1, 'required') : english,
    ar: z.string().trim().max(max),
  });
}

/** The text in one language, or the English one where that language was left empty. */
export function textIn(text: LocalizedText, language: string): string {
  const chosen = CONTENT_LANGUAGES.find((known) => language.startsWith(known)) ?? 'en';
  return text[chosen].trim() === '' ? text.en : text[chosen];
}

/** A colour as `#RRGGBB`, the only form a stored colour takes (what a colour box writes). */
export const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'colour')
  .transform((value) => value.toLowerCase());

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
export const iconName = z.enum(ICON_NAMES, { error: 'icon' });

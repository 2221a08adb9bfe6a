import { z } from 'zod';
import { CONTENT_LANGUAGES, ICON_NAMES, type LocalizedText } from './content-names.ts';

export * from './content-names.ts';

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

/** A localized text as it is kept and answered: both languages, each possibly empty. */
export const storedText = z.object({ en: z.string(), ar: z.string() }) satisfies z.ZodType<LocalizedText>;

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

/** An icon name the web can draw; anything else is "not one of the choices". */
export const iconName = z.enum(ICON_NAMES);

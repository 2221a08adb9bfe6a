import { type AskedField, type CustomValue, type CustomValues, textIn } from '@curbside/contract';
import type { TFunction } from 'i18next';
import { formatDay } from '../../lib/dates.ts';

/*
 * A party's answers to the company's own fields (ADR 0085): kept by field id; shown with the field's label and,
 * for a choice, the choice's label, in the reader's language.
 */

/** What a form holds while it is edited: an answer, or null where it is blank. */
export type CustomDraft = Record<string, CustomValue | null>;

/** Whether a party answered any of the company's fields (so the answers' chunk is worth loading). */
export const hasAnswers = (values: CustomValues | undefined) => !!values && Object.keys(values).length > 0;

/** One answer in words: a choice's label, yes or no, a day in the reader's calendar, the text or the number. */
export function answerText(field: AskedField, value: CustomValue, t: TFunction, language: string): string {
  if (field.kind === 'choice') {
    const chosen = field.choices.find((choice) => choice.key === value);
    return chosen ? textIn(chosen.label, language) : String(value);
  }
  if (field.kind === 'yesNo')
    return value === true ? t('party:customFields.yes') : t('party:customFields.no');
  if (field.kind === 'date' && typeof value === 'string') return formatDay(value, language);
  return String(value);
}

/** The body's answers to the fields asked: each one's value, null for a blank one (it clears what was kept). */
export function answersToSend(fields: readonly AskedField[], draft: CustomDraft): CustomDraft {
  return Object.fromEntries(
    fields.map((field) => {
      const value = draft[field.id];
      return [
        field.id,
        value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value,
      ];
    }),
  );
}

/** The required fields left blank, as the form's errors (`customValues.<id>`). */
export function missingAnswers(
  fields: readonly AskedField[],
  draft: CustomDraft,
  required: string,
): Record<string, string> {
  const sent = answersToSend(fields, draft);
  return Object.fromEntries(
    fields
      .filter((field) => field.required && sent[field.id] === null)
      .map((field) => [`customValues.${field.id}`, required]),
  );
}

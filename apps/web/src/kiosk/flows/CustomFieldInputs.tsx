import type { AskedField, CustomValue } from '@curbside/contract';
import { useState } from 'react';
import type { KioskLanguage, Translate } from '../words.ts';
import type { FlowProblem } from './shared.tsx';

/** The guest's answers to the company's booking fields, by field id (null: not answered). */
export type CustomAnswers = Record<string, CustomValue | null>;

/** The problem named on a field: `customValues.<id>` as a flow keeps the server's field errors. */
export const customFieldKey = (fieldId: string) => `customValues.${fieldId}`;

const isBlank = (value: CustomValue | null | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The answers a booking sends: those given to the fields asked (a new booking keeps nothing left blank). */
const answersToSend = (fields: readonly AskedField[], answers: CustomAnswers) =>
  Object.fromEntries(
    fields.flatMap((field) => {
      const value = answers[field.id];
      return value === null || value === undefined || isBlank(value) ? [] : [[field.id, value] as const];
    }),
  );

/** The required fields left blank, named as the server names them, so the step stays until they are answered. */
const missingAnswers = (fields: readonly AskedField[], answers: CustomAnswers) =>
  Object.fromEntries(
    fields
      .filter((field) => field.required && isBlank(answers[field.id]))
      .map((field) => [customFieldKey(field.id), 'required' as const]),
  );

/**
 * The guest's answers to the company's booking fields over one visit of a flow that books (a ride, seats): the
 * answers with the fields asked (what `CustomFieldInputs` draws), the problem of the required ones left blank
 * (null when none is), and the answers the booking sends.
 */
export function useCustomAnswers(fields: readonly AskedField[]) {
  const [answers, setAnswers] = useState<CustomAnswers>({});
  return {
    fields,
    answers,
    setAnswers,
    unanswered: (): FlowProblem | null => {
      const missing = missingAnswers(fields, answers);
      return Object.keys(missing).length > 0 ? { kind: 'fields', fields: missing } : null;
    },
    toSend: () => answersToSend(fields, answers),
  };
}

/**
 * The company's own booking fields asked at the kiosk (ADR 85), in the guest's language, with the kiosk's large
 * targets: text, number and day as labelled inputs, a choice and yes-or-no as pressed buttons, no typing. The
 * flow's problem on a field (`customValues.<id>`: `required`, `fieldInvalid`) is told under it.
 */
export function CustomFieldInputs({
  t,
  language,
  asked: { fields, answers, setAnswers },
  problem,
}: {
  t: Translate;
  language: KioskLanguage;
  asked: Pick<ReturnType<typeof useCustomAnswers>, 'fields' | 'answers' | 'setAnswers'>;
  problem: FlowProblem | null;
}) {
  const problems = problem?.kind === 'fields' ? problem.fields : undefined;
  const set = (fieldId: string, value: CustomValue | null) => setAnswers({ ...answers, [fieldId]: value });
  return (
    <>
      {fields.map((field) => {
        const name = field.label[language] || field.label.en;
        const label = field.required ? name : t('optionalField', { label: name });
        const found = problems?.[customFieldKey(field.id)];
        // A required question left blank is worded as the console and the guest link word it.
        const error = found ? t(found === 'required' ? 'answerRequired' : found) : null;
        const errorId = `custom-${field.id}-error`;
        const value = answers[field.id] ?? null;
        const problem = error && (
          <span id={errorId} className="kiosk-error">
            {error}
          </span>
        );
        if (field.kind === 'choice' || field.kind === 'yesNo') {
          const options: { key: string; value: CustomValue; text: string }[] =
            field.kind === 'yesNo'
              ? [
                  { key: 'yes', value: true, text: t('yes') },
                  { key: 'no', value: false, text: t('no') },
                ]
              : field.choices.map((choice) => ({
                  key: choice.key,
                  value: choice.key,
                  text: choice.label[language] || choice.label.en,
                }));
          return (
            <fieldset
              key={field.id}
              className="kiosk-choices"
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
            >
              <legend>{label}</legend>
              {options.map((option) => (
                <button
                  key={option.key}
                  type="button"
                  aria-pressed={value === option.value}
                  onClick={() =>
                    set(field.id, value === option.value && !field.required ? null : option.value)
                  }
                >
                  {option.text}
                </button>
              ))}
              {problem}
            </fieldset>
          );
        }
        return (
          <div key={field.id} className="kiosk-field">
            <label htmlFor={`custom-${field.id}`}>{label}</label>
            <input
              id={`custom-${field.id}`}
              type={field.kind === 'text' ? 'text' : field.kind}
              inputMode={field.kind === 'number' ? 'decimal' : undefined}
              value={value === null ? '' : String(value)}
              // Not the browser's own check: it would speak in the browser's language, not the guest's, and
              // not as the other channels word a question left blank; the step checks it before sending.
              aria-required={field.required}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              autoComplete="off"
              onChange={(event) => {
                const typed = event.currentTarget.value;
                const number = Number(typed);
                // A number typed is sent as one; anything else as typed, so the server names it (`aNumber`).
                set(
                  field.id,
                  field.kind === 'number' && typed !== '' && Number.isFinite(number) ? number : typed,
                );
              }}
            />
            {problem}
          </div>
        );
      })}
    </>
  );
}

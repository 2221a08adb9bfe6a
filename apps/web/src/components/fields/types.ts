import type { ImageUse } from '@curbside/contract';
import type { IconName, LocalizedText } from '@curbside/contract/content-names';
import type { OptionsFilter } from '@mantine/core';
import type { ReactNode } from 'react';

/** A field's value; a list of ids for a choice of several (a package's lots); a text per language; rows. */
export type FieldValue =
  | string
  | number
  | boolean
  | null
  | readonly string[]
  | LocalizedText
  | readonly FormRow[];
export type FormValues = Record<string, FieldValue>;

interface FieldBase {
  name: string;
  label: string;
  description?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Text read left to right in either language (plates, codes, phone numbers). */
  ltr?: boolean;
  /** Fields that depend on this one and are emptied when it changes (a model depends on its make). */
  clears?: readonly string[];
  /**
   * Values this field's choice suggests for others (a country suggests its currency and time zone): each follows
   * the choice until the person sets it themselves.
   */
  suggests?: (value: FieldValue) => Readonly<Record<string, FieldValue>> | undefined;
}

/** A select's choice. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * One field of a form. `money` edits integer cents as an amount with two decimals; `minuteOfDay` edits a minute
 * of the day (0–1439) as `HH:MM`; `percent` edits basis points (1 % = 100) as a percentage.
 */
export type FieldSpec = FieldBase &
  (
    | { kind: 'text' | 'date' }
    /** Typed unseen and never filled from the server: an empty box keeps the stored secret. */
    | { kind: 'secret' }
    | { kind: 'integer' | 'decimal'; min?: number; max?: number }
    | { kind: 'money' | 'percent' | 'minuteOfDay' }
    | { kind: 'switch' }
    | {
        kind: 'select';
        options: SelectOption[];
        clearable?: boolean;
        numeric?: boolean;
        /** How typing narrows the choices: by the label unless given (a time zone's also by its IANA id). */
        filter?: OptionsFilter;
      }
    | ContentFieldSpec
    /** An image to upload (its value a `data:` URL, null until chosen); `current` is the kept one's address. */
    | { kind: 'image'; use: ImageUse; current?: string | null }
  );

/** One row of a repeatable group of fields (a step of a flow, a link of a page). */
export interface FormRow {
  readonly [name: string]: FieldValue;
}

/** The values a field reads and writes: the form's own, or one row's of a repeatable group. */
export interface FieldScope {
  values: FormValues;
  set: (name: string, value: FieldValue) => void;
  /** Field errors by path (`title.ar`, `steps.0.label`), relative to the scope. */
  errors: Readonly<Record<string, string>>;
}

/** Draws one field of a form in a scope: how `ResourceForm` draws every kind, given to the rows field. */
export type RenderField = (field: FieldSpec, scope: FieldScope) => ReactNode;

/**
 * The field kinds content needs (ADR 61), drawn by `ContentField` in a chunk of their own. `multiline` is plain
 * text in several lines; `markdown` formatted text; `localized` one text in every supported language side by
 * side; `dateRange` edits the field `name` (the first day) and the field `end` (the last).
 */
export type ContentFieldSpec =
  | { kind: 'multiline' | 'markdown'; rows?: number }
  /** `markdown`: each language's text is formatted, with its own preview. */
  | { kind: 'localized'; multiline?: boolean; markdown?: boolean }
  | { kind: 'multiSelect'; options: { value: string; label: string }[] }
  | { kind: 'icon'; icons?: readonly IconName[] }
  | { kind: 'colour' }
  | { kind: 'dateRange'; end: string; endLabel: string }
  | {
      kind: 'rows';
      fields: readonly FieldSpec[];
      /** The values of a row added with the add button. */
      newRow: FormRow;
      /** The add button's words ("Add a step"). */
      addLabel: string;
      /** At most this many rows (the add button goes away). */
      max?: number;
    };

const CONTENT_KINDS: readonly string[] = [
  'multiline',
  'markdown',
  'localized',
  'multiSelect',
  'icon',
  'colour',
  'dateRange',
  'rows',
] satisfies readonly ContentFieldSpec['kind'][];

/** Whether a field is one of the content kinds, drawn by the lazily loaded `ContentField`. */
export const isContentField = <F extends { kind: string }>(field: F): field is Extract<F, ContentFieldSpec> =>
  CONTENT_KINDS.includes(field.kind);

export type { LocalizedText };

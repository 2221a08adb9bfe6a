import { Button, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type FormEvent, Fragment, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, describeIssue } from '../lib/errors.ts';
import { loadNamespaces } from '../lib/i18n.ts';
import { CONTENT_FIELDS_NAMESPACE } from '../lib/namespaces.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { FormErrorAlert, problemFieldErrors } from './FormError.tsx';
import {
  type FieldScope,
  type FieldSpec,
  type FieldValue,
  type FormValues,
  isContentField,
} from './fields/types.ts';
import { ImageField } from './ImageField.tsx';
import { TimeOfDayInput } from './TimeOfDayInput.tsx';

// The content kinds (Markdown, icons, colours, rows...) come with the first form that has one (ADR 61).
const ContentField = lazy(async () => {
  const [module] = await Promise.all([
    import('./fields/ContentField.tsx'),
    loadNamespaces([CONTENT_FIELDS_NAMESPACE]),
  ]);
  return module;
});

export type { FieldSpec, FieldValue, FormValues, SelectOption } from './fields/types.ts';

/** The part of a zod schema the form uses, so the form validates with the contract's own schemas. */
export interface Validator {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export const minuteToTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
/** NumberInput answers a number, or text while the value is being typed (`'20'`, `'20.'`, `''`). */
const numberOf = (next: number | string): number | null => {
  if (typeof next === 'number') return next;
  const parsed = next.trim() === '' ? Number.NaN : Number(next);
  return Number.isFinite(parsed) ? parsed : null;
};
const timeToMinute = (value: string) => {
  const [hours, minutes] = value.split(':').map(Number);
  return hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)
    ? null
    : hours * 60 + minutes;
};

/** The problems a schema finds in a form's values, by field name; null when the values pass. */
function schemaErrors(schema: Validator, input: unknown, t: TFunction): Record<string, string> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return null;
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.');
    if (!(name in found)) found[name] = describeIssue(issue, t);
  }
  return found;
}

/** More of a form drawn below its fields (a map, a preview), given its values, a setter and its field errors. */
export type FormExtra = (
  values: FormValues,
  set: (name: string, value: FieldValue) => void,
  errors: Readonly<Record<string, string>>,
) => ReactNode;

export interface ResourceFormProps {
  fields: readonly FieldSpec[];
  initial: FormValues;
  schema: Validator;
  /** Saves the parsed values; a rejected promise with an API error shows its field errors. */
  onSubmit: (values: FormValues) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel: string;
  /** Shown above the buttons (a map, a preview). */
  extra?: FormExtra;
  /** Words for a failed submit; by default the server's own. */
  describeError?: (error: unknown) => string;
  /** Told every change, for options that depend on another field's value. */
  onValuesChange?: (values: FormValues) => void;
  /** Shows the values to someone who may not change them: every field disabled, no buttons. */
  readOnly?: boolean;
}

/** A form built from field specs, validated with a contract schema before it is sent, showing server field errors. */
export function ResourceForm({
  fields,
  initial,
  schema,
  onSubmit,
  onCancel,
  submitLabel,
  extra,
  describeError: describe,
  onValuesChange,
  readOnly = false,
}: ResourceFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The fields the person set themselves: a suggestion (`suggests`) no longer changes them.
  const chosen = useRef(new Set<string>());
  const set = (name: string, value: FieldValue) => {
    chosen.current.add(name);
    setValues((current) => {
      if (value === current[name]) return current;
      const spec = fields.find((f) => f.name === name);
      const cleared = Object.fromEntries((spec?.clears ?? []).map((other) => [other, null]));
      const suggested = Object.entries(spec?.suggests?.(value) ?? {}).filter(
        ([other]) => !chosen.current.has(other),
      );
      return { ...current, ...cleared, ...Object.fromEntries(suggested), [name]: value };
    });
  };
  const listener = useRef(onValuesChange);
  listener.current = onValuesChange;
  useEffect(() => {
    listener.current?.(values);
  }, [values]);

  const invalid = useFocusInvalid();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    const found = schemaErrors(schema, input, t);
    if (found) {
      setErrors(found);
      invalid.focusInvalid();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit(input);
    } catch (error) {
      const fromServer = problemFieldErrors(error);
      setErrors(fromServer);
      invalid.focusInvalid();
      if (Object.keys(fromServer).length === 0 || !fields.some((f) => f.name in fromServer)) {
        setFormError(describe ? describe(error) : describeError(error, t));
      }
    } finally {
      setSaving(false);
    }
  };

  const render = (field: FieldSpec, scope: FieldScope = { values, set, errors }): ReactNode => {
    // What every kind of field shows; a switch has no placeholder nor writing direction.
    const labelled = {
      label: field.label,
      description: field.description,
      disabled: field.disabled || readOnly,
      error: scope.errors[field.name],
    };
    const common = { ...labelled, placeholder: field.placeholder, ...(field.ltr ? { dir: 'ltr' } : {}) };
    const value = scope.values[field.name];
    const put = (next: FieldValue) => scope.set(field.name, next);
    if (isContentField(field)) {
      return (
        <Suspense fallback={null}>
          <ContentField field={field} scope={scope} disabled={labelled.disabled} render={render} />
        </Suspense>
      );
    }
    switch (field.kind) {
      case 'switch':
        return (
          <Switch
            {...labelled}
            checked={value === true}
            onChange={(event) => put(event.currentTarget.checked)}
          />
        );
      case 'image':
        return (
          <ImageField
            {...labelled}
            use={field.use}
            current={field.current}
            value={typeof value === 'string' ? value : null}
            onChange={(next) => put(next)}
          />
        );
      case 'select':
        return (
          <Select
            {...common}
            data={field.options}
            value={typeof value === 'string' || typeof value === 'number' ? String(value) : null}
            clearable={field.clearable ?? false}
            searchable
            filter={field.filter}
            onChange={(next) => put(field.numeric && next !== null ? Number(next) : next)}
          />
        );
      case 'integer':
      case 'decimal':
        return (
          <NumberInput
            {...common}
            min={field.min}
            max={field.max}
            allowDecimal={field.kind === 'decimal'}
            decimalScale={field.kind === 'decimal' ? 6 : 0}
            value={typeof value === 'number' ? value : ''}
            onChange={(next) => put(numberOf(next))}
          />
        );
      case 'money':
      case 'percent':
        return (
          <NumberInput
            {...common}
            min={0}
            decimalScale={2}
            fixedDecimalScale={field.kind === 'money'}
            suffix={field.kind === 'percent' ? ' %' : undefined}
            value={typeof value === 'number' ? value / 100 : ''}
            onChange={(next) => {
              const amount = numberOf(next);
              put(amount === null ? null : Math.round(amount * 100));
            }}
          />
        );
      case 'minuteOfDay':
        return (
          <TimeOfDayInput
            {...labelled}
            value={typeof value === 'number' ? minuteToTime(value) : ''}
            onChange={(time) => put(timeToMinute(time))}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            type={field.kind === 'date' ? 'date' : field.kind === 'secret' ? 'password' : 'text'}
            {...(field.kind === 'secret' ? { autoComplete: 'new-password' } : {})}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => put(event.currentTarget.value)}
          />
        );
    }
  };

  return (
    <form ref={invalid.ref} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        {fields.map((field) => (
          <Fragment key={field.name}>{render(field)}</Fragment>
        ))}
        {extra?.(values, set, errors)}
        {readOnly ? null : (
          <Group justify="flex-end" gap="xs">
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            ) : null}
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

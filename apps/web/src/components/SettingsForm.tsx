import type { Endpoint, ResponseOf } from '@curbside/contract';
import type { Permission } from '@curbside/domain';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputOf } from '../lib/api.ts';
import { useApiQuery, useWrite } from '../lib/query.ts';
import { useAllowed } from '../lib/session.tsx';
import { QueryError } from './QueryError.tsx';
import {
  type FieldSpec,
  type FormExtra,
  type FormValues,
  ResourceForm,
  type Validator,
} from './ResourceForm.tsx';

/**
 * What a settings form reads and writes: a settings definition (`settings(...)`), or a get and an update of the
 * specification's that act as one (the SMTP details: their update is one kind of `AppSettings/UpdateAppSetting`).
 */
export interface SettingsCalls {
  spec: { write: Permission };
  get: Endpoint;
  update: Endpoint;
}
type RowOf<D extends SettingsCalls> = ResponseOf<D['get']>;

export interface SettingsFormProps<D extends SettingsCalls> {
  definition: D;
  /**
   * The form's fields, labelled by the screen that shows it; or the fields of the row and of the values being
   * edited, where some show only for a choice (a provider's credentials).
   */
  fields: readonly FieldSpec[] | ((row: RowOf<D>, values: FormValues) => readonly FieldSpec[]);
  /** The form's values of the row, where they differ from the row's own (a null text shown as ''). */
  toForm?: (row: RowOf<D>) => FormValues;
  /** The update's body from the form's values, where the call's shape differs (an empty text sent as null). */
  toInput?: (values: FormValues) => Record<string, unknown>;
  /** The get's input, where it takes more than the company (`{ query: { type: 'SMS' } }`). */
  getInput?: InputOf<D['get']>;
  /** Told every change of the values (a screen showing a hint for the choice being made). */
  onValuesChange?: (values: FormValues) => void;
  /** The save button, the saved notice and the load failure, where a screen names what its form saves. */
  labels?: { submit?: string; saved?: string; loadFailed?: string };
  /** Settings kept per parent: the parent both calls name (`{ kioskId }`). */
  parent?: Record<string, string>;
  /** What the form shows after its fields, with their values and a way to set one (a key read from a server). */
  extra?: FormExtra;
}

const sameValues = (a: FormValues, b: FormValues) =>
  Object.keys({ ...a, ...b }).every((key) => (a[key] ?? null) === (b[key] ?? null));

/** The row's values of the form's fields: settings hold plain values (text, numbers, switches). */
function pickFields(fields: readonly FieldSpec[], row: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fields.map((field) => [field.name, (row[field.name] ?? null) as FormValues[string]]),
  );
}

/**
 * The form of a settings definition: loads the company's row (the defaults until it first saves), edits it in a
 * form built from a field list and checked with the contract's own update schema, and saves the whole row.
 * It tells unsaved changes apart (with a way to discard them), shows the server's field errors, and shows the
 * values without buttons to someone who may only read. Saving refreshes every read of the definition's tag.
 */
export function SettingsForm<D extends SettingsCalls>({
  definition,
  fields,
  toForm,
  toInput,
  getInput,
  onValuesChange,
  labels,
  parent,
  extra,
}: SettingsFormProps<D>) {
  const { t } = useTranslation();
  const canWrite = useAllowed(definition.spec.write);
  const endpoint: Endpoint = definition.get;
  const named = parent ?? {};
  const input = (getInput ??
    (endpoint.method === 'GET' ? { query: named } : { body: named })) as InputOf<Endpoint>;
  const query = useApiQuery(endpoint, input);
  const [values, setValues] = useState<FormValues | null>(null);
  const { call: update } = useWrite(definition.update as Endpoint);
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  // A new key starts the form again from the row: after a discard, and when a saved row comes back.
  const [generation, setGeneration] = useState(0);
  // While the user edits, a row changed elsewhere (another browser saved) does not start the form again.
  const formKey = useRef('');

  if (query.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  if (query.error || !query.data) {
    return <QueryError title={labels?.loadFailed ?? t('resource.settingsLoadFailed')} query={query} />;
  }

  const row = query.data as RowOf<D>;
  const fieldsOf = (current: FormValues) => (typeof fields === 'function' ? fields(row, current) : fields);
  const initial = toForm ? toForm(row) : pickFields(fieldsOf({}), row as Record<string, unknown>);
  const body = (formValues: FormValues) => ({ ...named, ...(toInput ? toInput(formValues) : formValues) });
  if (!dirty) formKey.current = `${generation}:${JSON.stringify(initial)}`;
  const schema: Validator = {
    safeParse: (formValues) => definition.update.body.safeParse(body(formValues as FormValues)),
  };

  return (
    <ResourceForm
      key={formKey.current}
      fields={fieldsOf(dirty && values ? values : initial)}
      initial={initial}
      schema={schema}
      readOnly={!canWrite}
      submitLabel={labels?.submit ?? t('resource.save')}
      onValuesChange={(changedValues) => {
        const changed = !sameValues(changedValues, initial);
        // Kept only where the fields follow the values, and only when they differ (no render for the same).
        if (typeof fields === 'function') {
          setValues((previous) =>
            previous && sameValues(previous, changedValues) ? previous : changedValues,
          );
        }
        setDirty(changed);
        if (changed) setSaved(false);
        onValuesChange?.(changedValues);
      }}
      onSubmit={async (formValues) => {
        await update({ body: definition.update.body.parse(body(formValues)) } as InputOf<Endpoint>);
        setSaved(true);
        setDirty(false);
        setGeneration((n) => n + 1);
      }}
      extra={(formValues, set, errors) => (
        <>
          {extra?.(formValues, set, errors)}
          {!canWrite ? (
            <Text size="sm" c="dimmed">
              {t('resource.settingsReadOnly')}
            </Text>
          ) : null}
          {saved && !dirty ? (
            <Alert color="teal" icon={<IconCheck size={16} aria-hidden />} role="status">
              {labels?.saved ?? t('resource.settingsSaved')}
            </Alert>
          ) : null}
          {dirty ? (
            <Group justify="space-between" gap="xs">
              <Text size="sm" role="status">
                {t('resource.settingsUnsaved')}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  setDirty(false);
                  setGeneration((n) => n + 1);
                }}
              >
                {t('resource.settingsDiscard')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
    />
  );
}

import type { Endpoint, Settings, SettingsOf } from '@curbside/contract';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputOf } from '../lib/api.ts';
import { useApiQuery, useWrite } from '../lib/query.ts';
import { useAllowed } from '../lib/session.tsx';
import { QueryError } from './QueryError.tsx';
import { type FieldSpec, type FormValues, ResourceForm, type Validator } from './ResourceForm.tsx';

export interface SettingsFormProps<S extends Settings> {
  definition: S;
  /** The form's fields, labelled by the screen that shows it. */
  fields: readonly FieldSpec[];
  /** The form's values of the row, where they differ from the row's own (a null text shown as ''). */
  toForm?: (row: SettingsOf<S>) => FormValues;
  /** The update's body from the form's values, where the call's shape differs (an empty text sent as null). */
  toInput?: (values: FormValues) => Record<string, unknown>;
  /** Settings kept per parent: the parent both calls name (`{ kioskId }`). */
  parent?: Record<string, string>;
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
export function SettingsForm<S extends Settings>({
  definition,
  fields,
  toForm,
  toInput,
  parent,
}: SettingsFormProps<S>) {
  const { t } = useTranslation();
  const canWrite = useAllowed(definition.spec.write);
  const endpoint = definition.get as Endpoint;
  const named = parent ?? {};
  const input = (endpoint.method === 'GET' ? { query: named } : { body: named }) as InputOf<Endpoint>;
  const query = useApiQuery(endpoint, input);
  const { call: update } = useWrite(definition.update as Endpoint);
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  // A new key starts the form again from the row: after a discard, and when a saved row comes back.
  const [generation, setGeneration] = useState(0);
  // While the user edits, a row changed elsewhere (another browser saved) does not start the form again.
  const formKey = useRef('');

  if (query.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  if (query.error || !query.data) {
    return <QueryError title={t('resource.settingsLoadFailed')} query={query} />;
  }

  const row = query.data as SettingsOf<S>;
  const initial = toForm ? toForm(row) : pickFields(fields, row as Record<string, unknown>);
  const body = (values: FormValues) => ({ ...named, ...(toInput ? toInput(values) : values) });
  if (!dirty) formKey.current = `${generation}:${JSON.stringify(initial)}`;
  const schema: Validator = {
    safeParse: (values) => definition.update.body.safeParse(body(values as FormValues)),
  };

  return (
    <ResourceForm
      key={formKey.current}
      fields={fields}
      initial={initial}
      schema={schema}
      readOnly={!canWrite}
      submitLabel={t('resource.save')}
      onValuesChange={(values) => {
        const changed = !sameValues(values, initial);
        setDirty(changed);
        if (changed) setSaved(false);
      }}
      onSubmit={async (values) => {
        await update({ body: definition.update.body.parse(body(values)) } as InputOf<Endpoint>);
        setSaved(true);
        setDirty(false);
        setGeneration((n) => n + 1);
      }}
      extra={() => (
        <>
          {!canWrite ? (
            <Text size="sm" c="dimmed">
              {t('resource.settingsReadOnly')}
            </Text>
          ) : null}
          {saved && !dirty ? (
            <Alert color="teal" icon={<IconCheck size={16} aria-hidden />} role="status">
              {t('resource.settingsSaved')}
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

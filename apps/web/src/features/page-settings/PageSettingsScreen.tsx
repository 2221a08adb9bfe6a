import {
  BUILT_IN_FIELDS,
  builtInFields,
  CUSTOM_FIELD_KINDS,
  type CustomField,
  customFields,
  textIn,
} from '@curbside/contract';
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { formValuesOf } from '../../components/crudColumns.tsx';
import type { FieldSpec } from '../../components/ResourceForm.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { wordOptions } from '../../lib/options.ts';
import { ActiveSwitch, MoveButtons } from './FieldRowControls.tsx';

const PLACES = ['onReservationForm', 'onGuestLink', 'onKiosk'] as const;

/**
 * `/Settings/PageSettings`: the company's own booking fields (PageSettings/GetCustomFields and the calls beside
 * it), kept in an order the forms follow, and the built-in optional fields switched on or off
 * (PageSettings/GetDynamicFeilds). The server checks every booking against them (ADR 0085).
 */
export default function PageSettingsScreen() {
  const { t, i18n } = useTranslation('page-settings');
  const [kind, setKind] = useState<string>('text');
  const label = (row: CustomField) => textIn(row.label, i18n.language);
  const fields: FieldSpec[] = [
    { name: 'label', label: t('form.label'), kind: 'localized' },
    {
      name: 'kind',
      label: t('form.kind'),
      kind: 'select',
      options: wordOptions(t, 'kinds', CUSTOM_FIELD_KINDS),
    },
    ...(kind === 'choice'
      ? [
          {
            name: 'choices',
            label: t('form.choices'),
            description: t('form.choicesHint'),
            kind: 'rows',
            addLabel: t('form.addChoice'),
            newRow: { key: '', label: { en: '', ar: '' } },
            fields: [
              { name: 'key', label: t('form.choiceKey'), kind: 'text', ltr: true },
              { name: 'label', label: t('form.choiceLabel'), kind: 'localized' },
            ],
          } satisfies FieldSpec,
        ]
      : []),
    { name: 'required', label: t('form.required'), kind: 'switch' },
    ...PLACES.map((name): FieldSpec => ({ name, label: t(`form.${name}`), kind: 'switch' })),
    { name: 'onBoardCard', label: t('form.onBoardCard'), kind: 'switch' },
    { name: 'active', label: t('form.active'), kind: 'switch' },
  ];
  return (
    <Stack gap="lg">
      <CrudScreen
        resource={customFields}
        texts="page-settings:fields"
        columns={[
          {
            key: 'order',
            header: t('columns.order'),
            render: (row) => <MoveButtons row={row} />,
            csv: (row) => row.position + 1,
            width: 90,
          },
          { key: 'label', header: t('columns.label'), render: label, csv: (row) => row.label.en },
          {
            key: 'kind',
            header: t('columns.kind'),
            render: (row) => t(`kinds.${row.kind}`),
            csv: (row) => t(`kinds.${row.kind}`),
          },
          {
            key: 'required',
            header: t('columns.required'),
            render: (row) => (row.required ? t('yes') : t('no')),
            csv: (row) => (row.required ? t('yes') : t('no')),
          },
          {
            key: 'where',
            header: t('columns.where'),
            render: (row) => (
              <Group gap={4}>
                {PLACES.filter((place) => row[place]).map((place) => (
                  <Badge key={place} variant="light">
                    {t(`where.${place}`)}
                  </Badge>
                ))}
              </Group>
            ),
            csv: (row) =>
              PLACES.filter((place) => row[place])
                .map((place) => t(`where.${place}`))
                .join(', '),
          },
          {
            key: 'active',
            header: t('columns.active'),
            render: (row) => <ActiveSwitch row={row} />,
            csv: (row) => (row.active ? t('yes') : t('no')),
          },
        ]}
        form={{
          fields,
          initial: (row) =>
            formValuesOf(row, {
              label: { en: '', ar: '' },
              kind: 'text',
              required: false,
              choices: [],
              onReservationForm: true,
              onGuestLink: false,
              onKiosk: false,
              onBoardCard: false,
              active: true,
            }),
          // Choices belong to a choice field only: another kind sends none.
          toInput: (input) => (input.kind === 'choice' ? input : { ...input, choices: [] }),
          onValuesChange: (values) => setKind(typeof values.kind === 'string' ? values.kind : 'text'),
        }}
        nameOf={label}
      />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="built-in-fields" maw={720}>
        <Title order={2} fz="h5" id="built-in-fields">
          {t('builtIn.title')}
        </Title>
        <p>{t('builtIn.description')}</p>
        <SettingsForm
          definition={builtInFields}
          fields={BUILT_IN_FIELDS.map((name) => ({ name, label: t(`builtIn.${name}`), kind: 'switch' }))}
        />
      </Paper>
    </Stack>
  );
}

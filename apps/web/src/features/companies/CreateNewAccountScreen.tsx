import { type contract, createCompanyBody, type ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { countryDefaults } from '@curbside/domain';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { type FieldSpec, ResourceForm } from '../../components/ResourceForm.tsx';
import { useCountryOptions } from '../../lib/countries.ts';
import { languageOptions } from '../../lib/options.ts';
import { useWrite } from '../../lib/query.ts';
import { useTimeZoneField } from '../../lib/timeZones.ts';

type Created = ResponseOf<typeof contract.company.createCompany>;

const INITIAL = {
  name: '',
  timeZone: 'America/New_York',
  currency: 'USD',
  country: 'US',
  administratorName: '',
  administratorEmail: '',
  language: 'en',
};

/**
 * `/SuperAdmin/CreateNewAccount`: a new company in one step. The server provisions what a company starts with
 * and e-mails the first administrator a one-time link to choose a password.
 */
export default function CreateNewAccountScreen() {
  const { t } = useTranslation('companies');
  const { call: create } = useWrite(routes.company.createCompany);
  const [created, setCreated] = useState<(Created & { email: string; name: string }) | null>(null);
  const [form, setForm] = useState(0);
  const zoneField = useTimeZoneField();
  const countries = useCountryOptions();

  const fields: FieldSpec[] = [
    { name: 'name', label: t('create.name'), kind: 'text' },
    {
      name: 'country',
      label: t('create.country'),
      kind: 'select',
      options: countries,
      // The country's currency and time zone, until the person chooses others.
      suggests: (country) => countryDefaults(String(country)),
    },
    { name: 'timeZone', label: t('create.timeZone'), ...zoneField },
    {
      name: 'currency',
      label: t('create.currency'),
      description: t('create.currencyHint'),
      kind: 'text',
      ltr: true,
    },
    { name: 'administratorName', label: t('create.administratorName'), kind: 'text' },
    {
      name: 'administratorEmail',
      label: t('create.administratorEmail'),
      description: t('create.administratorEmailHint'),
      kind: 'text',
      ltr: true,
    },
    { name: 'language', label: t('create.language'), kind: 'select', options: languageOptions(t) },
  ];

  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      {created ? (
        <Alert color="teal" variant="light" role="status" title={t('create.done', { name: created.name })}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('create.invited')} <span dir="ltr">{created.email}</span>
            </Text>
            <Button
              variant="light"
              onClick={() => {
                setCreated(null);
                setForm((n) => n + 1);
              }}
            >
              {t('create.another')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder p="md" radius="md">
          <ResourceForm
            key={form}
            schema={createCompanyBody}
            fields={fields}
            initial={INITIAL}
            submitLabel={t('create.submit')}
            onSubmit={async (values) => {
              const body = createCompanyBody.parse(values);
              const answer = await create({ body });
              setCreated({ ...answer, email: body.administratorEmail, name: body.name });
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}

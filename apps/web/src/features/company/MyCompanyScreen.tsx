import { routes } from '@curbside/contract/routes';
import {
  type Clock,
  type CompanyCountry,
  callingCodeOf,
  defaultClockOf,
  formatPhone,
} from '@curbside/domain';
import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { countryOptions } from '../../lib/countries.ts';
import { formatMoment } from '../../lib/dates.ts';
import { describeError } from '../../lib/errors.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useAllowed, useMomentStyle } from '../../lib/session.tsx';

type ClockChoice = Clock | 'country';

/** A sample number of the country, written as the country will see it. */
const samplePhone = (country: CompanyCountry) =>
  formatPhone(
    country === 'US' || country === 'CA' ? '+12125550100' : `+${callingCodeOf(country)}${'5'.repeat(9)}`,
    country,
  );

/**
 * `/Subscription/MyCompany`: the company's country (which phones are national) and its 12- or 24-hour clock.
 * Everyone the screen is granted to reads it; only `settings.manage` saves.
 */
export default function MyCompanyScreen() {
  const { t, i18n } = useTranslation('company');
  const locale = localeOf(i18n.language);
  const style = useMomentStyle();
  const canSave = useAllowed('rule:settings.manage');
  const query = useApiQuery(routes.company.getCompanyProfile, { body: {} });
  const { call: save } = useWrite(routes.company.updateCompanyProfile);
  const [edits, setEdits] = useState<{ country?: CompanyCountry; clock?: ClockChoice }>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(locale), [locale]);

  const header = (
    <PageHeader
      title={t('company.title')}
      description={t('company.description', { name: query.data?.name ?? '' })}
    />
  );
  const waiting = loadingOrFailed(query, t('company.loadFailed'), header);
  if (waiting || !query.data) return waiting;
  const profile = query.data;
  const country = edits.country ?? profile.country;
  const choice: ClockChoice = edits.clock ?? profile.chosenClock ?? 'country';
  const clock = choice === 'country' ? defaultClockOf(country) : choice;
  const clockLabel = (value: Clock) => t(value === '12' ? 'company.clock12' : 'company.clock24');

  const submit = async () => {
    setFailure(null);
    setState('saving');
    try {
      await save({ body: { country, clock: choice === 'country' ? null : choice } });
      setEdits({});
      setState('saved');
    } catch (error) {
      setFailure(describeError(error, t));
      setState('idle');
    }
  };

  return (
    <Stack gap="md" maw={640}>
      {header}
      {state === 'saved' ? (
        <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />} role="status">
          {t('company.saved')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {t('company.saveFailed')} {failure}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Select
            label={t('company.country')}
            description={t('company.countryHint')}
            data={countries}
            value={country}
            searchable
            allowDeselect={false}
            disabled={!canSave}
            onChange={(value) => {
              if (value) setEdits((now) => ({ ...now, country: value as CompanyCountry }));
              setState('idle');
            }}
          />
          <Select
            label={t('company.clock')}
            data={[
              {
                value: 'country',
                label: t('company.clockCountry', { clock: clockLabel(defaultClockOf(country)) }),
              },
              { value: '12', label: clockLabel('12') },
              { value: '24', label: clockLabel('24') },
            ]}
            value={choice}
            allowDeselect={false}
            disabled={!canSave}
            onChange={(value) => {
              if (value) setEdits((now) => ({ ...now, clock: value as ClockChoice }));
              setState('idle');
            }}
          />
          <Text size="sm" data-testid="company-preview">
            {t('company.preview', {
              time: formatMoment(new Date(), { ...style, clock }),
              phone: `\u2066${samplePhone(country)}\u2069`,
            })}
          </Text>
          {canSave ? (
            <Group>
              <Button onClick={() => void submit()} loading={state === 'saving'}>
                {t('company.save')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('company.readOnly')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

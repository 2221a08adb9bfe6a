import { IP_SERIES_MAX, ipAddressSeries } from '@curbside/contract';
import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';

/** `/Settings/IpAddress`: the company's IP address series, the networks its kiosks may call from. */
export default function IpAddressScreen() {
  const { t } = useTranslation('kiosks');
  return (
    <Stack>
      <PageHeader texts="kiosks:ipSeries" />
      <Paper withBorder radius="md" p="md" maw={720}>
        <SettingsForm
          definition={ipAddressSeries}
          fields={[
            {
              name: 'series',
              label: t('ipSeries.title'),
              kind: 'rows',
              fields: [
                { name: 'name', label: t('ipSeries.name'), kind: 'text' },
                { name: 'range', label: t('ipSeries.range'), kind: 'text', ltr: true },
              ],
              newRow: { name: '', range: '' },
              addLabel: t('ipSeries.add'),
              max: IP_SERIES_MAX,
            },
          ]}
        />
      </Paper>
    </Stack>
  );
}

import { type KioskSettings, kioskSettings, kioskType } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Anchor, Badge, Grid, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import type { FormValues } from '../../components/ResourceForm.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { setupFields } from './setup/fields.ts';
import { KioskPreview } from './setup/KioskPreview.tsx';
import { useKioskChoices } from './setup/options.ts';
import { setupPath } from './setup/setupPath.ts';

/**
 * `/GenerateKiosk/{Dispatch|Map|Reservation|Parking|Guest}/{action}/{kioskId}/{status}`: one kiosk's setup (its
 * texts in each language, what it offers and asks, its idle timeout and look) beside a live preview of it. The
 * kiosk decides its type and status: a path naming others is corrected to the kiosk's own.
 */
export default function KioskSetupScreen() {
  const { t } = useTranslation('kiosks');
  const { kioskId = '', flow = '', action = '', status = '' } = useParams();
  const kiosk = useApiQuery(routes.kiosk.getKioskById, { body: { kioskId } });
  const [values, setValues] = useState<FormValues | null>(null);
  const type = kiosk.data?.type ?? 'dispatch';
  const choices = useKioskChoices(kiosk.data ? type : '');

  const waiting = loadingOrFailed(kiosk, t('setup.loadFailed'));
  if (waiting || !kiosk.data) return waiting;
  const row = kiosk.data;
  const own = setupPath(row);
  if (own !== `/GenerateKiosk/${flow}/${action}/${kioskId}/${status}`) return <Navigate to={own} replace />;
  const tab = kioskType.options.indexOf(row.type);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('setup.title', { name: row.name })}
        description={t(`setup.about.${row.type}`)}
        actions={
          <Anchor component={RouterLink} to={`/Settings/Kiosk/${tab}`}>
            {t('setup.back')}
          </Anchor>
        }
      />
      <Group gap="xs">
        <Badge variant="light">{t(`types.${row.type}`)}</Badge>
        <Badge variant="light" color={row.status === 'active' ? 'teal' : 'gray'}>
          {t(`setup.status.${row.status}`)}
        </Badge>
      </Group>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="md">
            <SettingsForm
              definition={kioskSettings}
              parent={{ kioskId: row.id }}
              // The whole row is the form's, so what another type's fields hold is saved as it was.
              toForm={(settings: KioskSettings) => ({ ...settings })}
              fields={setupFields(row.type, t, choices)}
              onValuesChange={setValues}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {values ? <KioskPreview type={row.type} values={values} /> : null}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

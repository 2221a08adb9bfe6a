import { zoneChargeInput } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { activeSwitch, formValuesOf } from '../../components/crudColumns.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { ResourceForm } from '../../components/ResourceForm.tsx';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useZoneOptions } from './shared.ts';

/** `/Locations/ZoneCharges/:action/:id`: `add/new` or `edit/<id>`. */
export default function ZoneChargeEditScreen() {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const { action, id = '' } = useParams();
  const editing = action === 'edit';
  const zones = useZoneOptions();
  const { call: save } = useWrite(routes.locations.addOrEditZoneCharge);
  const charge = useApiQuery(routes.locations.getZoneCharge, { query: { id } }, { enabled: editing });
  const waiting = editing ? loadingOrFailed(charge, t('resource.loadFailed')) : null;
  if (waiting || (editing && !charge.data)) return waiting;
  const row = editing ? charge.data : undefined;
  return (
    <Stack gap="md">
      <PageHeader title={editing ? t('zoneCharges.editTitle') : t('zoneCharges.add')} />
      <Paper withBorder p="md" radius="md" maw={640}>
        <ResourceForm
          schema={zoneChargeInput}
          submitLabel={t('resource.save')}
          onCancel={() => navigate('/Locations/ZoneCharges')}
          fields={[
            { name: 'fromZoneId', label: t('fields.fromZone'), kind: 'select', options: zones },
            { name: 'toZoneId', label: t('fields.toZone'), kind: 'select', options: zones },
            { name: 'adultCents', label: t('fields.adultPrice'), kind: 'money' },
            { name: 'childCents', label: t('fields.childPrice'), kind: 'money' },
            { name: 'luggageCents', label: t('fields.luggagePrice'), kind: 'money' },
            activeSwitch(t),
          ]}
          initial={formValuesOf(row ?? null, {
            fromZoneId: null,
            toZoneId: null,
            adultCents: 0,
            childCents: 0,
            luggageCents: 0,
            active: true,
          })}
          onSubmit={async (values) => {
            await save({ body: zoneChargeInput.parse(values) });
            navigate('/Locations/ZoneCharges');
          }}
        />
      </Paper>
    </Stack>
  );
}

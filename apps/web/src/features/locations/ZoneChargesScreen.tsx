import { zoneCharges } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf } from '../../components/crudColumns.tsx';
import { useMoney } from '../../lib/money.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ActiveBadge } from './StatusBadge.tsx';

export default function ZoneChargesScreen() {
  const { t } = useTranslation('locations');
  const column = columnsOf(zoneCharges);
  const session = useSignedInSession();
  const money = useMoney(session.company?.currency);
  return (
    <CrudScreen
      resource={zoneCharges}
      texts="locations:zoneCharges"
      pages={{
        add: '/Locations/ZoneCharges/add/new',
        edit: (row) => `/Locations/ZoneCharges/edit/${row.id}`,
      }}
      columns={[
        column.text('fromZoneName', t('fields.fromZone'), 'fromZoneName'),
        column.text('toZoneName', t('fields.toZone'), 'toZoneName'),
        {
          key: 'adult',
          header: t('fields.adultPrice'),
          sort: 'adultCents',
          render: (row) => money(row.adultCents),
          csv: (row) => row.adultCents / 100,
        },
        {
          key: 'child',
          header: t('fields.childPrice'),
          render: (row) => money(row.childCents),
          csv: (row) => row.childCents / 100,
        },
        {
          key: 'luggage',
          header: t('fields.luggagePrice'),
          render: (row) => money(row.luggageCents),
          csv: (row) => row.luggageCents / 100,
        },
        {
          key: 'active',
          header: t('fields.status'),
          render: (row) => <ActiveBadge active={row.active} />,
          csv: (row) => (row.active ? 'active' : 'inactive'),
        },
      ]}
      nameOf={(row) => `${row.fromZoneName} → ${row.toZoneName}`}
    />
  );
}

import { trips } from '@curbside/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf } from '../../components/crudColumns.tsx';
import { useMoney } from '../../lib/money.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ActiveBadge } from './StatusBadge.tsx';

export default function TripsScreen() {
  const { t } = useTranslation('locations');
  const column = columnsOf(trips);
  const session = useSignedInSession();
  const money = useMoney(session.company?.currency);
  return (
    <CrudScreen
      resource={trips}
      texts="locations:trips"
      // A new trip is built with its departures by the guided builder; an existing one is edited on its page.
      pages={{ add: '/Locations/NewTrips', edit: (row) => `/Locations/Trips/edit/${row.id}` }}
      columns={[
        column.text('fromLocationName', t('fields.from'), 'fromLocationName'),
        column.text('toLocationName', t('fields.to'), 'toLocationName'),
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
          key: 'duration',
          header: t('fields.duration'),
          sort: 'durationMinutes',
          render: (row) => t('trips.minutes', { count: row.durationMinutes }),
          csv: (row) => row.durationMinutes,
        },
        { key: 'seats', header: t('fields.seats'), render: (row) => row.seats, csv: (row) => row.seats },
        {
          key: 'room',
          header: t('fields.roomMandatory'),
          render: (row) =>
            row.roomMandatory ? <Badge variant="light">{t('trips.roomRequired')}</Badge> : null,
          csv: (row) => row.roomMandatory,
        },
        {
          key: 'active',
          header: t('fields.status'),
          render: (row) => <ActiveBadge active={row.active} />,
          csv: (row) => (row.active ? 'active' : 'inactive'),
        },
      ]}
      confirmRemove={() => t('trips.confirmDelete')}
    />
  );
}

import { trips } from '@curbside/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf } from '../../components/crudColumns.tsx';
import { useFareColumns } from './fareColumns.tsx';

export default function TripsScreen() {
  const { t } = useTranslation('locations');
  const column = columnsOf(trips);
  const fare = useFareColumns();
  return (
    <CrudScreen
      resource={trips}
      texts="locations:trips"
      // A new trip is built with its departures by the guided builder; an existing one is edited on its page.
      pages={{ add: '/Locations/NewTrips', edit: (row) => `/Locations/Trips/edit/${row.id}` }}
      columns={[
        column.text('fromLocationName', t('fields.from'), 'fromLocationName'),
        column.text('toLocationName', t('fields.to'), 'toLocationName'),
        ...fare.prices,
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
        fare.active,
      ]}
      confirmRemove={() => t('trips.confirmDelete')}
    />
  );
}

import { contract, type Trip } from '@curbside/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceScreen } from '../../components/ResourceScreen.tsx';
import { useMoney } from '../../lib/money.ts';
import { keepPrevious, useApiQuery, useChange } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ActiveBadge } from './StatusBadge.tsx';

const useTripsPage = (query: { page: number; pageSize: number; search?: string }) =>
  useApiQuery(contract.locations.getTrips, { query }, keepPrevious);

export default function TripsScreen() {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const session = useSignedInSession();
  const money = useMoney(session.company?.currency);
  const remove = useChange(contract.locations.deleteTrip);
  return (
    <ResourceScreen<Trip>
      title={t('trips.title')}
      description={t('trips.description')}
      caption={t('trips.title')}
      addLabel={t('trips.add')}
      emptyTitle={t('trips.empty')}
      rowKey={(row) => row.id}
      useList={useTripsPage}
      onAdd={() => navigate('/Locations/NewTrips')}
      onEdit={(row) => navigate(`/Locations/Trips/edit/${row.id}`)}
      columns={[
        { key: 'from', header: t('fields.from'), render: (row) => row.fromLocationName },
        { key: 'to', header: t('fields.to'), render: (row) => row.toLocationName },
        { key: 'adult', header: t('fields.adultPrice'), render: (row) => money(row.adultCents) },
        { key: 'child', header: t('fields.childPrice'), render: (row) => money(row.childCents) },
        { key: 'luggage', header: t('fields.luggagePrice'), render: (row) => money(row.luggageCents) },
        {
          key: 'duration',
          header: t('fields.duration'),
          render: (row) => t('trips.minutes', { count: row.durationMinutes }),
        },
        { key: 'seats', header: t('fields.seats'), render: (row) => row.seats },
        {
          key: 'room',
          header: t('fields.roomMandatory'),
          render: (row) =>
            row.roomMandatory ? <Badge variant="light">{t('trips.roomRequired')}</Badge> : null,
        },
        { key: 'active', header: t('fields.status'), render: (row) => <ActiveBadge active={row.active} /> },
      ]}
      remove={(row) => remove({ body: { id: row.id } })}
      confirmRemove={() => t('trips.confirmDelete')}
    />
  );
}

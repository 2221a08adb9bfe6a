import { tripInput } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { formValuesOf } from '../../components/crudColumns.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { TripForm } from './TripForm.tsx';
import { TRIP_DEFAULTS } from './tripFields.ts';

/** `/Locations/Trips/edit/:id`: one trip's prices, duration, seats and flags. */
export default function TripEditScreen() {
  const { t } = useTranslation('locations');
  const { action, id = '' } = useParams();
  const { call: save } = useWrite(routes.locations.addOrEditTrip);
  const trip = useApiQuery(
    routes.reservation.getTripDetails,
    { body: { tripId: id } },
    { enabled: action === 'edit' },
  );
  if (action !== 'edit') return <Navigate to="/Locations/NewTrips" replace />;
  const waiting = loadingOrFailed(trip, t('resource.loadFailed'));
  if (waiting || !trip.data) return waiting;
  const row = trip.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('trips.editTitle')}
        description={`${row.fromLocationName} → ${row.toLocationName}`}
      />
      <TripForm
        maw={640}
        schema={tripInput}
        submitLabel={t('resource.save')}
        initial={formValuesOf(row, TRIP_DEFAULTS)}
        save={(values) => save({ body: tripInput.parse(values) })}
      />
    </Stack>
  );
}

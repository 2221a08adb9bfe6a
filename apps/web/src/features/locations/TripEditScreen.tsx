import { contract, tripInput } from '@curbside/contract';
import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ScreenLoader } from '../../components/chunks.tsx';
import { formValuesOf } from '../../components/crudColumns.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceForm } from '../../components/ResourceForm.tsx';
import { describeError } from '../../lib/errors.ts';
import { useApiQuery, useChange } from '../../lib/query.ts';
import { useLocationOptions } from './shared.ts';
import { TRIP_DEFAULTS, tripFields } from './tripFields.ts';

/** `/Locations/Trips/edit/:id`: one trip's prices, duration, seats and flags. */
export default function TripEditScreen() {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const { action, id = '' } = useParams();
  const locations = useLocationOptions();
  const save = useChange(contract.locations.addOrEditTrip);
  const trip = useApiQuery(
    contract.reservation.getTripDetails,
    { body: { tripId: id } },
    { enabled: action === 'edit' },
  );
  if (action !== 'edit') return <Navigate to="/Locations/NewTrips" replace />;
  if (trip.error)
    return (
      <ErrorState
        title={t('resource.loadFailed')}
        message={describeError(trip.error, t)}
        onRetry={() => void trip.refetch()}
      />
    );
  if (!trip.data) return <ScreenLoader />;
  const row = trip.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('trips.editTitle')}
        description={`${row.fromLocationName} → ${row.toLocationName}`}
      />
      <Paper withBorder p="md" radius="md" maw={640}>
        <ResourceForm
          fields={tripFields(t, locations)}
          schema={tripInput}
          submitLabel={t('resource.save')}
          onCancel={() => navigate('/Locations/Trips')}
          initial={formValuesOf(row, TRIP_DEFAULTS)}
          onSubmit={async (values) => {
            await save({ body: tripInput.parse(values) });
            navigate('/Locations/Trips');
          }}
        />
      </Paper>
    </Stack>
  );
}

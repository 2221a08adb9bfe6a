import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReservationForm } from '../../entities/party/ReservationForm.tsx';

/**
 * `/mobileApp/reservation/{deviceType}/{transType}/…`: the staff booking form on a phone page instead of a dialog.
 * The path's ids are never read (ADR 93); closing the form goes back to the phone's home.
 */
export default function MobileReservationScreen() {
  const { t } = useTranslation('party');
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageHeader title={t('reservationDialog.titleNew')} />
      <Paper withBorder p="sm" radius="md">
        <ReservationForm party={null} onClose={() => navigate('/mv/Dashboard')} onSaved={undefined} />
      </Paper>
    </Stack>
  );
}

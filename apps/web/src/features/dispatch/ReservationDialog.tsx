import type { PartyDetails } from '@curbside/contract';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Placeholder so the board compiles on its own: the booking dialog is built on another branch, whose file
 * replaces this one (same export and props).
 */
export function ReservationDialog(props: {
  opened: boolean;
  onClose: () => void;
  partyId?: string;
  onSaved?: (party: PartyDetails) => void;
}) {
  const { t } = useTranslation();
  return <Modal opened={props.opened} onClose={props.onClose} title={t('dispatch.newReservation')} />;
}

import type { PartyDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLoader } from '../../components/chunks.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { describeError } from '../../lib/errors.ts';
import { useApiQuery } from '../../lib/query.ts';
import { ReservationForm } from './ReservationForm.tsx';

export interface ReservationDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The party to edit; a new reservation without it. */
  partyId?: string;
  onSaved?: (party: PartyDetails) => void;
}

/**
 * A staff booking: a new party (ride now, reservation, will-call or map request) or an edit of an open one. The
 * cost preview is computed here with the server's own cost function from the prices and rates the pricing calls
 * answer; after a new booking, a payment may be recorded (card: last four digits only).
 */
export function ReservationDialog({ opened, onClose, partyId, onSaved }: ReservationDialogProps) {
  const { t } = useTranslation('party');
  const editing = partyId !== undefined;
  const existing = useApiQuery(
    routes.reservation.getPartyInfoById,
    { body: { partyId: partyId ?? '' } },
    { enabled: opened && editing },
  );
  let content: ReactNode;
  if (!opened) content = null;
  else if (editing && existing.isPending) content = <ScreenLoader />;
  else if (editing && existing.error)
    content = (
      <ErrorState
        title={t('reservationDialog.loadFailed')}
        message={describeError(existing.error, t)}
        onRetry={() => void existing.refetch()}
      />
    );
  else
    content = (
      <ReservationForm
        // A new form (and a new idempotency key) each time the dialog opens.
        key={existing.data ? `${existing.data.id}:${existing.data.version}` : 'new'}
        party={editing ? (existing.data ?? null) : null}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        editing
          ? t('reservationDialog.titleEdit', { number: existing.data?.number ?? '…' })
          : t('reservationDialog.titleNew')
      }
    >
      {content}
    </Modal>
  );
}

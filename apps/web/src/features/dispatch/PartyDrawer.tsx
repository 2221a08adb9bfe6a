import type { BoardCard, PartyDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button, Divider, Drawer, Group, SimpleGrid, Stack, Text, useDirection } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmationPdfButton } from '../../components/ConfirmationPdfButton.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { PartyCostTable } from '../../entities/party/PartyCostTable.tsx';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import { useMoney } from '../../lib/money.ts';
import { languageName } from '../../lib/options.ts';
import { PhoneText } from '../../lib/phone.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import type { PartyAction } from './actions.tsx';
import { Field, Section } from './drawer-parts.tsx';
import { PartyMessages, PartyTimeline } from './PartyActivity.tsx';
import { ForwardArrow } from './PartyCard.tsx';
import { NotesForm } from './PartyNotesForm.tsx';
import { PartyPayments } from './PartyPayments.tsx';

// The party's answers to the company's own fields (ADR 0085), in a chunk of their own.
const CustomAnswers = lazy(() => import('../../entities/party/CustomAnswers.tsx'));

export interface PartyDrawerProps {
  partyId: string | null;
  onClose: () => void;
  onAction: (party: BoardCard, action: PartyAction) => void;
  pending: { partyId: string; action: PartyAction } | null;
}

function DrawerBody({
  party,
  onAction,
  pending,
}: { party: PartyDetails } & Omit<PartyDrawerProps, 'partyId' | 'onClose'>) {
  const { t } = useTranslation('dispatch');
  const money = useMoney(party.costs.currency);
  const when = useCompanyTime();
  const [editingNotes, setEditingNotes] = useState(false);
  // The server takes no payment for a cancelled or deleted party.
  const takesPayments = party.status !== 6 && party.status !== 10;
  const driver =
    party.driverName ??
    (party.otherDriverName
      ? t('dispatch.otherDriver', { name: party.otherDriverName })
      : t('dispatch.noDriver'));

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <PartyStatusBadge status={party.status} />
        <Group gap={6} role="group" aria-label={t('dispatch.actions', { number: party.number })}>
          {party.actions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'Cancel' || action === 'Delete' ? 'outline' : 'light'}
              color={action === 'Cancel' || action === 'Delete' ? 'red' : undefined}
              loading={pending?.partyId === party.id && pending.action === action}
              onClick={() => onAction(party, action)}
            >
              {t(`party.action.${action}`)}
            </Button>
          ))}
        </Group>
      </Group>

      <Section title={t('dispatch.drawer.details')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Field label={t('dispatch.drawer.guest')}>{party.guestName}</Field>
          <Field label={t('dispatch.drawer.phone')}>
            <PhoneText phone={party.phone} fallback={t('common.notAvailable')} />
          </Field>
          <Field label={t('dispatch.drawer.email')}>
            <span dir="ltr">{party.email || t('common.notAvailable')}</span>
          </Field>
          <Field label={t('dispatch.drawer.language')}>{languageName(t, party.guestLanguage)}</Field>
          <Field label={t('dispatch.drawer.room')}>{party.roomNumber || t('common.notAvailable')}</Field>
          <Field label={t('dispatch.drawer.party')}>
            {t('dispatch.guests', { count: party.adults + party.children })} ·{' '}
            {t('dispatch.luggage', { count: party.luggage })}
          </Field>
          <Field label={t('dispatch.drawer.scheduledAt')}>{when(party.scheduledAt)}</Field>
          <Field label={t('dispatch.drawer.route')}>
            <Group gap={4} wrap="nowrap">
              <span>{party.fromLocationName}</span>
              <ForwardArrow />
              <span>{party.toLocationName}</span>
            </Group>
          </Field>
          <Field label={t('dispatch.drawer.driver')}>{driver}</Field>
          <Field label={t('dispatch.drawer.source')}>{t(`dispatch.drawer.sources.${party.source}`)}</Field>
        </SimpleGrid>
        {Object.keys(party.customValues).length > 0 ? (
          <Suspense fallback={null}>
            <CustomAnswers values={party.customValues} />
          </Suspense>
        ) : null}
      </Section>

      <Section
        title={t('dispatch.drawer.notes')}
        action={
          editingNotes ? null : (
            <Button size="xs" variant="subtle" onClick={() => setEditingNotes(true)}>
              {t('dispatch.notes.open')}
            </Button>
          )
        }
      >
        {editingNotes ? (
          <NotesForm party={party} onDone={() => setEditingNotes(false)} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Field label={t('dispatch.drawer.internalNotes')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {party.internalNotes || t('dispatch.drawer.noNotes')}
              </Text>
            </Field>
            <Field label={t('dispatch.drawer.externalNotes')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {party.externalNotes || t('dispatch.drawer.noNotes')}
              </Text>
            </Field>
          </SimpleGrid>
        )}
      </Section>

      <Section title={t('dispatch.drawer.costs')}>
        <PartyCostTable costs={party.costs} money={money} takesPayments={takesPayments} />
      </Section>

      <PartyPayments party={party} money={money} when={when} takesPayments={takesPayments} />

      <Group justify="flex-end">
        <ConfirmationPdfButton subject="party" id={party.id} />
      </Group>

      <PartyMessages party={party} when={when} />

      <PartyTimeline party={party} when={when} />
      <Divider />
    </Stack>
  );
}

/** The party drawer: details, notes, costs, payments, messages and the timeline, with the card's actions. */
export function PartyDrawer({ partyId, onClose, onAction, pending }: PartyDrawerProps) {
  const { t } = useTranslation('dispatch');
  const { dir } = useDirection();
  const query = useApiQuery(
    routes.reservation.getPartyInfoById,
    { body: { partyId: partyId ?? '' } },
    { enabled: partyId !== null },
  );
  const party = query.data;
  return (
    <Drawer
      opened={partyId !== null}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="lg"
      title={party ? t('dispatch.drawer.title', { number: party.number }) : t('common.loading')}
    >
      {loadingOrFailed(query, t('dispatch.drawer.loadFailed')) ??
        (party ? <DrawerBody party={party} onAction={onAction} pending={pending} /> : null)}
    </Drawer>
  );
}

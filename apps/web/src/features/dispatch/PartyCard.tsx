import type { BoardCard } from '@curbside/contract';
import { partyLateness } from '@curbside/domain';
import { Box, Button, Checkbox, Group, Menu, Paper, Text, useDirection, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconDots, IconLuggage, IconUsers } from '@tabler/icons-react';
import { type KeyboardEvent, lazy, type MouseEvent, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { partyStatusStyle, StatusIcon } from '../../entities/party/PartyStatusBadge.tsx';
import { formatMoment } from '../../lib/dates.ts';
import { useMomentStyle } from '../../lib/session.tsx';
import type { PartyAction } from './actions.tsx';

// The answers to the company's own fields marked for the card (ADR 0085): a chunk of their own, fetched with the
// first card that has any, so the board's first download does not carry them.
const CustomAnswers = lazy(() => import('../../entities/party/CustomAnswers.tsx'));

/** Actions shown as buttons on the card; the rest (conversions, undo, cancel, delete) are under "More". */
const PRIMARY: ReadonlySet<PartyAction> = new Set([
  'AssignDriver',
  'ConvertGMapToDispatch',
  'ToPending',
  'PickUp',
  'Intransit',
  'DropOff',
]);

/** Whole minutes a pending party has waited since its requested time (never negative). */
export function waitingMinutes(party: Pick<BoardCard, 'scheduledAt'>, now: number): number {
  return Math.max(0, Math.floor((now - new Date(party.scheduledAt).getTime()) / 60_000));
}

/** An arrow pointing the reading direction: it flips in right-to-left languages. */
export function ForwardArrow({ size = 14 }: { size?: number }) {
  const { dir } = useDirection();
  return (
    <IconArrowRight
      size={size}
      aria-hidden
      style={{ flex: 'none', transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }}
    />
  );
}

export interface PartyCardProps {
  party: BoardCard;
  /** Two lines a card, actions under one menu (shortcuts still reach them all). */
  compact: boolean;
  /** The origin most cards share: the route leaves it out. */
  usualFromId: string | null;
  now: number;
  timeZone: string | undefined;
  selected: boolean;
  focused: boolean;
  busyAction: PartyAction | null;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
  onFocus: (id: string) => void;
  onAction: (party: BoardCard, action: PartyAction) => void;
}

/** One party on the board: number, guest, size, bags, route, time or wait, driver and its own actions only. */
export const PartyCard = memo(function PartyCard({
  party,
  compact,
  usualFromId,
  now,
  timeZone,
  selected,
  focused,
  busyAction,
  onToggle,
  onOpen,
  onFocus,
  onAction,
}: PartyCardProps) {
  const { t } = useTranslation('dispatch');
  const moment = { ...useMomentStyle(), timeZone };
  const { color } = partyStatusStyle(party.status);
  const stop = (event: MouseEvent) => event.stopPropagation();
  const primary = party.actions.filter((action) => PRIMARY.has(action));
  const more = party.actions.filter((action) => !PRIMARY.has(action));

  const lateness = partyLateness(party, now);
  let when: string;
  if (party.status === 1) {
    const minutes = waitingMinutes(party, now);
    const quoted = party.quotedWaitMinutes;
    when =
      quoted === null ? t('dispatch.waiting', { minutes }) : t('dispatch.waitingQuoted', { minutes, quoted });
  } else {
    when = t('dispatch.scheduled', { time: formatMoment(party.scheduledAt, moment) });
  }
  const flag = lateness === 'onTime' ? null : t(`dispatch.lateness.${lateness}`);
  const edge = lateness === 'late' ? 'red' : lateness === 'atRisk' ? 'orange' : color;
  // One line: the destination alone when the party leaves from where most do.
  const fullRoute = t('dispatch.route', { from: party.fromLocationName, to: party.toLocationName });
  const route =
    party.fromLocationId === usualFromId
      ? t('dispatch.routeTo', { to: party.toLocationName })
      : t('dispatch.routeShort', { from: party.fromLocationName, to: party.toLocationName });
  const driver = party.driverName
    ? party.driverName
    : party.otherDriverName
      ? t('dispatch.otherDriver', { name: party.otherDriverName })
      : t('dispatch.noDriver');

  const size = party.adults + party.children;
  const sizeInWords = `${t('dispatch.guests', { count: size })}, ${t('dispatch.luggage', { count: party.luggage })}`;
  // A walk-up guest may be known by the room alone.
  const name =
    party.guestName.trim() || (party.roomNumber ? t('dispatch.room', { room: party.roomNumber }) : '');
  const whenShort =
    party.status === 1
      ? t('dispatch.waitShort', { minutes: waitingMinutes(party, now) })
      : formatMoment(party.scheduledAt, moment);
  // Clicks in the menu (and in its portal, which bubble through React) do not open the drawer.
  const actionMenu = (actions: readonly PartyAction[]) => (
    <Box onClick={stop} onKeyDown={(event) => event.stopPropagation()} style={{ flex: 'none' }}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            loading={busyAction !== null}
            aria-label={compact ? t('dispatch.actions', { number: party.number }) : t('dispatch.moreActions')}
          >
            <IconDots size={14} aria-hidden />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item
              key={action}
              color={action === 'Cancel' || action === 'Delete' ? 'red' : undefined}
              onClick={() => onAction(party, action)}
            >
              {t(`party.action.${action}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen(party.id);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={compact ? 6 : 'xs'}
      tabIndex={0}
      role="article"
      aria-label={t('dispatch.card', { number: party.number, name })}
      aria-current={focused ? 'true' : undefined}
      data-party-id={party.id}
      data-focused={focused || undefined}
      onClick={() => onOpen(party.id)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus(party.id);
      }}
      onKeyDown={onKeyDown}
      style={{
        cursor: 'pointer',
        borderInlineStart: `4px solid var(--mantine-color-${edge}-filled)`,
        outline: focused ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: 1,
      }}
    >
      {/* Where number, flag and time do not fit on one line (a late card in a narrow lane), the flag and time
          move under the number together, at the end: squeezed, the number slid under the flag. */}
      <Group justify="space-between" wrap="wrap" gap={4} data-card-head>
        <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
          <Checkbox
            size="xs"
            aria-label={t('dispatch.select', { number: party.number })}
            checked={selected}
            onChange={() => onToggle(party.id)}
            onClick={stop}
          />
          {compact ? null : <StatusIcon status={party.status} size={20} />}
          <Text fw={700} size="sm" style={{ flex: 'none' }}>
            <span dir="ltr">{t('dispatch.number', { number: party.number })}</span>
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flex: 'none', marginInlineStart: 'auto' }}>
          {flag ? (
            <IconAlertTriangle
              size={16}
              role="img"
              aria-label={flag}
              color={`var(--mantine-color-${edge}-filled)`}
              style={{ flex: 'none' }}
            />
          ) : null}
          <Text
            size="xs"
            fw={flag ? 700 : 400}
            // Orange text is under 4.5:1 on white: an at-risk time is bold in the text colour beside its orange
            // icon and edge; a late one is red (6:1).
            c={lateness === 'late' ? edge : flag ? undefined : 'dimmed'}
            data-lateness={lateness}
            title={flag ?? undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            {compact ? whenShort : when}
          </Text>
        </Group>
      </Group>
      {/* The name on a line of its own: a narrow lane still shows it whole, or all of it on hover. */}
      {/* `dir="auto"` on the lines of names (the guest's, the driver's): a Latin name in Arabic is cut at its end
          ("Sam Pa…"), not at its start ("…el"). */}
      <Text fw={500} size="sm" truncate dir="auto" title={name} mt={compact ? 0 : 4}>
        {name}
      </Text>
      {compact ? null : (
        <Group gap="sm">
          <Text size="xs" c="dimmed">
            {t('dispatch.guests', { count: party.adults + party.children })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('dispatch.luggage', { count: party.luggage })}
          </Text>
        </Group>
      )}
      {/* Where to, on a line of its own: the destination is what a dispatcher reads a card for. */}
      {/* Cut, the line keeps both places on hover as the card writes them, and in words for screen readers. */}
      <Text
        size="xs"
        truncate
        title={t('dispatch.routeShort', { from: party.fromLocationName, to: party.toLocationName })}
        aria-label={fullRoute}
      >
        {route}
      </Text>
      {!compact && Object.keys(party.customValues).length > 0 ? (
        <Suspense fallback={null}>
          <CustomAnswers values={party.customValues} onCard />
        </Suspense>
      ) : null}
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text size="xs" c="dimmed" truncate dir="auto" title={driver} style={{ flex: 1 }}>
          {driver}
        </Text>
        {compact ? (
          // Guests and bags as counts beside their pictures, in words on hover and for screen readers: a letter
          // after a number ("3p 2b") had to be learnt, and read as nothing in Arabic.
          <Text
            size="xs"
            c="dimmed"
            style={{ flex: 'none', display: 'inline-flex', alignItems: 'center', gap: 2 }}
            title={sizeInWords}
          >
            <IconUsers size={12} aria-hidden />
            <span aria-hidden>{size}</span>
            <IconLuggage size={12} aria-hidden style={{ marginInlineStart: 4 }} />
            <span aria-hidden>{party.luggage}</span>
            <VisuallyHidden>{sizeInWords}</VisuallyHidden>
          </Text>
        ) : null}
        {compact && party.actions.length > 0 ? actionMenu(party.actions) : null}
      </Group>
      {!compact && party.actions.length > 0 ? (
        // Clicks on the actions (and in the menu's portal, which bubble through React) do not open the drawer.
        <Group
          gap={4}
          mt={6}
          role="group"
          aria-label={t('dispatch.actions', { number: party.number })}
          onClick={stop}
          onKeyDown={(event) => event.stopPropagation()}
        >
          {primary.map((action) => (
            <Button
              key={action}
              size="compact-xs"
              variant="light"
              loading={busyAction === action}
              onClick={() => onAction(party, action)}
            >
              {t(`party.action.${action}`)}
            </Button>
          ))}
          {more.length > 0 ? actionMenu(more) : null}
        </Group>
      ) : null}
    </Paper>
  );
});

import type { PartySummary } from '@curbside/contract';
import { Button, Checkbox, Group, Menu, Paper, Text, useDirection } from '@mantine/core';
import { IconArrowRight, IconDots } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { partyStatusStyle, StatusIcon } from '../../entities/party/PartyStatusBadge.tsx';
import { localeOf } from '../../lib/i18n.ts';
import type { PartyAction } from './actions.tsx';

/** Actions shown as buttons on the card; the rest (conversions, undo, cancel, delete) are under "More". */
const PRIMARY: ReadonlySet<PartyAction> = new Set([
  'AssignDriver',
  'ConvertGMapToDispatch',
  'ToPending',
  'PickUp',
  'Intransit',
  'DropOff',
]);

/** The time of day of a timestamp in the company's time zone. */
export function formatTime(value: string, timeZone: string | undefined, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(localeOf(language), timeZone ? { ...options, timeZone } : options).format(
      date,
    );
  } catch {
    return new Intl.DateTimeFormat(localeOf(language), options).format(date);
  }
}

/** Whole minutes a pending party has waited since its requested time (never negative). */
export function waitingMinutes(party: PartySummary, now: number): number {
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
  party: PartySummary;
  now: number;
  timeZone: string | undefined;
  selected: boolean;
  focused: boolean;
  busyAction: PartyAction | null;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
  onFocus: (id: string) => void;
  onAction: (party: PartySummary, action: PartyAction) => void;
}

/** One party on the board: number, guest, size, bags, route, time or wait, driver and its own actions only. */
export const PartyCard = memo(function PartyCard({
  party,
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
  const { t, i18n } = useTranslation('dispatch');
  const { color } = partyStatusStyle(party.status);
  const stop = (event: MouseEvent) => event.stopPropagation();
  const primary = party.actions.filter((action) => PRIMARY.has(action));
  const more = party.actions.filter((action) => !PRIMARY.has(action));

  let when: { text: string; over: boolean };
  if (party.status === 1) {
    const minutes = waitingMinutes(party, now);
    const quoted = party.quotedWaitMinutes;
    when = {
      text:
        quoted === null
          ? t('dispatch.waiting', { minutes })
          : t('dispatch.waitingQuoted', { minutes, quoted }),
      over: quoted !== null && minutes > quoted,
    };
  } else {
    when = {
      text: t('dispatch.scheduled', { time: formatTime(party.scheduledAt, timeZone, i18n.language) }),
      over: false,
    };
  }
  const driver = party.driverName
    ? party.driverName
    : party.otherDriverName
      ? t('dispatch.otherDriver', { name: party.otherDriverName })
      : t('dispatch.noDriver');

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
      p="xs"
      tabIndex={0}
      role="article"
      aria-label={t('dispatch.card', { number: party.number, name: party.guestName })}
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
        borderInlineStart: `4px solid var(--mantine-color-${color}-filled)`,
        outline: focused ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: 1,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap={6}>
        <Group gap={6} wrap="nowrap">
          <Checkbox
            size="xs"
            aria-label={t('dispatch.select', { number: party.number })}
            checked={selected}
            onChange={() => onToggle(party.id)}
            onClick={stop}
          />
          <StatusIcon status={party.status} size={20} />
          <Text fw={700} size="sm">
            <span dir="ltr">{t('dispatch.number', { number: party.number })}</span>
          </Text>
        </Group>
        <Text
          size="xs"
          fw={when.over ? 700 : 400}
          c={when.over ? 'red' : 'dimmed'}
          title={when.over ? t('dispatch.overQuote') : undefined}
          data-over-quote={when.over || undefined}
        >
          {when.text}
        </Text>
      </Group>
      <Text fw={500} size="sm" truncate mt={4}>
        {party.guestName}
      </Text>
      <Group gap="sm">
        <Text size="xs" c="dimmed">
          {t('dispatch.guests', { count: party.adults + party.children })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('dispatch.luggage', { count: party.luggage })}
        </Text>
      </Group>
      <Group
        gap={4}
        wrap="nowrap"
        aria-label={t('dispatch.route', { from: party.fromLocationName, to: party.toLocationName })}
      >
        <Text size="xs" truncate>
          {party.fromLocationName}
        </Text>
        <ForwardArrow size={12} />
        <Text size="xs" truncate>
          {party.toLocationName}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {driver}
      </Text>
      {party.actions.length > 0 ? (
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
          {more.length > 0 ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  aria-label={t('dispatch.moreActions')}
                >
                  <IconDots size={14} aria-hidden />
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {more.map((action) => (
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
          ) : null}
        </Group>
      ) : null}
    </Paper>
  );
});

import { PARTY_STATUS_STYLE, type PartyStatus, partyStatusName } from '@curbside/domain';
import { Badge, ThemeIcon } from '@mantine/core';
import {
  IconBan,
  IconCalendar,
  IconCircleDot,
  IconFlag,
  IconHourglass,
  IconMapPin,
  IconPhone,
  IconRoute,
  IconSteeringWheel,
  IconTrash,
  IconUserCheck,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** The board's lanes, in the order a dispatcher reads them (narrow screens show them as tabs). */
export const BOARD_LANES: readonly PartyStatus[] = [1, 9, 8, 7, 2, 3, 4];

const ICONS: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  hourglass: IconHourglass,
  steering: IconSteeringWheel,
  'user-check': IconUserCheck,
  route: IconRoute,
  flag: IconFlag,
  ban: IconBan,
  calendar: IconCalendar,
  phone: IconPhone,
  'map-pin': IconMapPin,
  trash: IconTrash,
};

/** The colour and icon of a status (the domain's `PARTY_STATUS_STYLE`, shared with the guest page). */
export function statusStyle(status: number) {
  const style = PARTY_STATUS_STYLE[partyStatusName(status as PartyStatus)];
  return { color: style.color, Icon: ICONS[style.icon] ?? IconCircleDot };
}

export function StatusIcon({ status, size = 22 }: { status: number; size?: number }) {
  const { color, Icon } = statusStyle(status);
  return (
    <ThemeIcon color={color} variant="light" size={size} radius="xl">
      <Icon size={Math.round(size * 0.65)} aria-hidden />
    </ThemeIcon>
  );
}

/** A party status as a coloured badge with its icon, in the interface language. */
export function PartyStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const { color, Icon } = statusStyle(status);
  return (
    <Badge color={color} variant="light" tt="none" leftSection={<Icon size={12} aria-hidden />}>
      {t(`party.status.${status}`)}
    </Badge>
  );
}

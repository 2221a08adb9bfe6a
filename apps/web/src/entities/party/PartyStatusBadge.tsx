import { isPartyStatus, PARTY_STATUS_STYLE, partyStatusName } from '@curbside/domain';
import { Badge, type BadgeProps, ThemeIcon } from '@mantine/core';
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
import { useTranslation } from 'react-i18next';

const ICONS = {
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
} as const;

/** The colour and icon of a party status (`PARTY_STATUS_STYLE`): the same everywhere a status shows. */
export function partyStatusStyle(status: number) {
  const style = isPartyStatus(status) ? PARTY_STATUS_STYLE[partyStatusName(status)] : null;
  const Icon = style && style.icon in ICONS ? ICONS[style.icon as keyof typeof ICONS] : IconCircleDot;
  return { color: style?.color ?? 'gray', Icon };
}

/** A party's status as a badge: its colour, its icon and its name (`party.status.<code>`). */
export function PartyStatusBadge({ status, ...props }: { status: number } & BadgeProps) {
  const { t } = useTranslation('party');
  const { color, Icon } = partyStatusStyle(status);
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
      {...props}
    >
      {t(`party.status.${status}`)}
    </Badge>
  );
}

/** A status's icon in its colour, as the board's lanes and cards show it. */
export function StatusIcon({ status, size = 22 }: { status: number; size?: number }) {
  const { color, Icon } = partyStatusStyle(status);
  return (
    <ThemeIcon color={color} variant="light" size={size} radius="xl">
      <Icon size={Math.round(size * 0.65)} aria-hidden />
    </ThemeIcon>
  );
}

import type { PermitStatus } from '@curbside/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One colour per permit status, the same in every list, drawer and history line. */
const COLOUR: Record<PermitStatus, string> = {
  Active: 'green',
  WillCallRequested: 'yellow',
  Out: 'violet',
  Delivered: 'blue',
  Cancelled: 'gray',
  Deleted: 'red',
};

export function PermitStatusBadge({ status }: { status: PermitStatus }) {
  const { t } = useTranslation('parking');
  return (
    <Badge color={COLOUR[status]} variant="light" tt="none">
      {t(`party:permit.status.${status}`)}
    </Badge>
  );
}

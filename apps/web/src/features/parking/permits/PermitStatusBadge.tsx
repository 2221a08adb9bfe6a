import type { PermitStatus } from '@curbside/domain';
import { useTranslation } from 'react-i18next';
import { LightBadge } from '../../../components/LightBadge.tsx';

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
  return <LightBadge color={COLOUR[status]}>{t(`party:permit.status.${status}`)}</LightBadge>;
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whether a line of money was taken in or given back: green for a payment, orange for a refund. */
export function PaymentKindBadge({ kind }: { kind: 'payment' | 'refund' }) {
  const { t } = useTranslation('party');
  return (
    <Badge size="sm" variant="light" color={kind === 'refund' ? 'orange' : 'green'} tt="none">
      {t(`payment.kinds.${kind}`)}
    </Badge>
  );
}

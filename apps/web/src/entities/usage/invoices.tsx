import type { Invoice, InvoiceState } from '@curbside/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { localeOf } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';

const STATE_COLOURS: Record<InvoiceState, string> = { open: 'orange', paid: 'teal', void: 'gray' };

/** An invoice's state as a badge: open, paid or void. */
export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  const { t } = useTranslation('usage');
  return (
    <Badge variant="light" color={STATE_COLOURS[state]}>
      {t(`invoices.states.${state}`)}
    </Badge>
  );
}

/**
 * The columns every list of invoices shows (ADR 103): the month, the package, the amount in the platform's
 * currency, the state, and how and when it was paid.
 */
export function useInvoiceColumns(): DataTableColumn<Invoice>[] {
  const { t, i18n } = useTranslation('usage');
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' });
  return [
    { key: 'period', header: t('invoices.period'), render: (row) => <span dir="ltr">{row.period}</span> },
    { key: 'package', header: t('invoices.package'), render: (row) => row.packageName },
    {
      key: 'amount',
      header: t('invoices.amount'),
      render: (row) => <span dir="ltr">{formatMoney(row.amountCents, row.currency, i18n.language)}</span>,
    },
    { key: 'state', header: t('invoices.state'), render: (row) => <InvoiceStateBadge state={row.state} /> },
    {
      key: 'paid',
      header: t('invoices.paid'),
      render: (row) =>
        row.paidAt && row.method
          ? t('invoices.paidOn', {
              date: when.format(new Date(row.paidAt)),
              method: t(`invoices.methods.${row.method}`),
            })
          : t('invoices.notPaid'),
    },
    {
      key: 'reference',
      header: t('invoices.reference'),
      render: (row) => <span dir="ltr">{row.reference ?? ''}</span>,
    },
  ];
}

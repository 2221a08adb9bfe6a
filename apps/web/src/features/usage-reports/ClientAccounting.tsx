import type { Invoice, InvoiceState } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { monthsUntil, PLATFORM_CURRENCY } from '@curbside/domain';
import { Button, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { useInvoiceColumns } from '../../entities/usage/invoices.tsx';
import { formatMoney } from '../../lib/money.ts';
import { keepPrevious, useApiQuery, useWrite } from '../../lib/query.ts';

/** The months the super-admin may bill or filter by: the platform's last twelve (UTC), newest first. */
const lastMonths = () => monthsUntil(new Date().toISOString().slice(0, 7), 12).reverse();

type Settling = { invoice: Invoice; state: 'paid' | 'void' } | null;

/** Records an open invoice paid by hand, with its reference, or voids it. */
function SettleDialog({ settling, onClose }: { settling: Settling; onClose: () => void }) {
  const { t } = useTranslation('usage-reports');
  const settle = useWrite(routes.company.settleInvoice);
  const [reference, setReference] = useState('');
  const close = () => {
    setReference('');
    settle.reset();
    onClose();
  };
  const submit = async () => {
    if (!settling) return;
    const body = {
      invoiceId: settling.invoice.id,
      state: settling.state,
      ...(reference ? { reference } : {}),
    };
    if (await settle.run({ body })) close();
  };
  return (
    <Modal
      opened={settling !== null}
      onClose={close}
      title={
        settling
          ? t(`accounting.${settling.state === 'paid' ? 'markPaidTitle' : 'voidTitle'}`, {
              company: settling.invoice.companyName,
              period: settling.invoice.period,
            })
          : ''
      }
    >
      <Stack gap="sm">
        {settle.message ? <FormErrorAlert message={settle.message} /> : null}
        <TextInput
          label={t('accounting.reference')}
          description={t('accounting.referenceHint')}
          maxLength={120}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('accounting.cancel')}
          </Button>
          <Button
            loading={settle.busy}
            onClick={submit}
            color={settling?.state === 'void' ? 'red' : undefined}
          >
            {t(settling?.state === 'void' ? 'accounting.void' : 'accounting.markPaid')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The client accounting (ADR 103): every company's invoices, filtered by company name, state and month, with
 * the open sum; a month billed on demand, and an open invoice recorded paid by hand or voided.
 */
export function ClientAccounting() {
  const { t, i18n } = useTranslation('usage-reports');
  const months = lastMonths();
  const paging = usePaging(10);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<InvoiceState | null>(null);
  const [period, setPeriod] = useState<string | null>(null);
  const [billing, setBilling] = useState<string | null>(months[1] ?? null);
  const [settling, setSettling] = useState<Settling>(null);
  const bill = useWrite(routes.company.createInvoices);
  const invoiceColumns = useInvoiceColumns();
  const list = useApiQuery(
    routes.company.getClientAccounting,
    {
      body: {
        ...(search.trim() ? { search: search.trim() } : {}),
        ...(state ? { state } : {}),
        ...(period ? { period } : {}),
        page: paging.page,
        pageSize: paging.pageSize,
      },
    },
    keepPrevious,
  );
  const monthChoices = months.map((month) => ({ value: month, label: month }));
  const stateChoices = (['open', 'paid', 'void'] as const).map((value) => ({
    value,
    label: t(`accounting.states.${value}`),
  }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="accounting">
      <Title order={2} fz="h4" id="accounting">
        {t('accounting.title')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('accounting.billMonth')}
          data={monthChoices}
          value={billing}
          onChange={setBilling}
          allowDeselect={false}
          w={140}
        />
        <Button
          loading={bill.busy}
          disabled={!billing}
          onClick={() => (billing ? bill.run({ body: { period: billing } }) : undefined)}
        >
          {t('accounting.bill')}
        </Button>
        {bill.done && bill.data ? (
          <Text size="sm" role="status">
            {t('accounting.billed', { count: bill.data.created, period: bill.data.period })}
          </Text>
        ) : null}
      </Group>
      {bill.message ? <FormErrorAlert message={bill.message} /> : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('accounting.search')}
          value={search}
          maxLength={100}
          onChange={(event) => paging.refilter(() => setSearch(event.currentTarget.value))}
        />
        <Select
          label={t('accounting.state')}
          placeholder={t('accounting.anyState')}
          data={stateChoices}
          value={state}
          clearable
          onChange={(value) => paging.refilter(() => setState(value as InvoiceState | null))}
          w={160}
        />
        <Select
          label={t('accounting.month')}
          placeholder={t('accounting.anyMonth')}
          data={monthChoices}
          value={period}
          clearable
          onChange={(value) => paging.refilter(() => setPeriod(value))}
          w={160}
        />
      </Group>
      {list.data ? (
        <Text size="sm">
          {t('accounting.open', {
            amount: formatMoney(list.data.openCents, PLATFORM_CURRENCY, i18n.language),
          })}
        </Text>
      ) : null}
      <DataTable<Invoice>
        texts="usage-reports:accounting"
        columns={[
          { key: 'company', header: t('byCompany.company'), render: (row) => row.companyName },
          ...invoiceColumns,
          {
            key: 'actions',
            header: t('accounting.actions'),
            render: (row) =>
              row.state === 'open' ? (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setSettling({ invoice: row, state: 'paid' })}
                  >
                    {t('accounting.markPaid')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => setSettling({ invoice: row, state: 'void' })}
                  >
                    {t('accounting.void')}
                  </Button>
                </Group>
              ) : null,
          },
        ]}
        {...paging.tableProps(list)}
        rowKey={(row) => row.id}
      />
      <SettleDialog settling={settling} onClose={() => setSettling(null)} />
    </Stack>
  );
}

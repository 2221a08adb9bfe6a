import type { PermitSummary } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { PERMIT_STATUSES, type PermitStatus } from '@curbside/domain';
import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { ListSearch, useListSearch } from '../../components/ListSearch.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { useMoney } from '../../lib/money.ts';
import { wordOptions } from '../../lib/options.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useCompanyTime, useSignedInSession } from '../../lib/session.tsx';
import { PermitBulkBar } from './permits/PermitBulkBar.tsx';
import { PermitDrawer } from './permits/PermitDrawer.tsx';
import { PermitFormModal } from './permits/PermitForm.tsx';
import { PermitStatusBadge } from './permits/PermitStatusBadge.tsx';

/**
 * /ParkingPermit/ParkingManagement: every permit, a page at a time from the server, searched by plate (O/0, I/1
 * and S/5 alike), guest or room; sell one, open one to change, pay, cancel, print or e-mail its card, or choose
 * several to cancel, delete or extend at once.
 */
export default function ParkingManagementScreen() {
  const { t } = useTranslation('parking');
  const session = useSignedInSession();
  const money = useMoney(session.company?.currency ?? 'USD');
  const paging = usePaging();
  const [search, setSearch] = useListSearch();
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<PermitStatus | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [selling, setSelling] = useState(false);
  const list = useApiQuery(
    routes.parking.getParkingPermits,
    {
      body: {
        page: paging.page,
        pageSize: paging.pageSize,
        ...(debounced ? { search: debounced } : {}),
        ...(status ? { statuses: [status] } : {}),
      },
    },
    keepPrevious,
  );
  const rows = list.data?.items ?? [];
  const when = useCompanyTime();
  const toggle = (id: string, on: boolean) =>
    setChosen((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.id));

  const columns: DataTableColumn<PermitSummary>[] = [
    {
      key: 'choose',
      header: (
        <Checkbox
          aria-label={t('permits.selectAll')}
          checked={allChosen}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            for (const row of rows) toggle(row.id, on);
          }}
        />
      ),
      width: 40,
      render: (row) => (
        <Checkbox
          aria-label={t('permits.select', { number: row.number })}
          checked={chosen.has(row.id)}
          onChange={(event) => toggle(row.id, event.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'number',
      header: t('permits.columns.number'),
      render: (row) => (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={t('permits.open', { number: row.number })}
          onClick={() => setOpenId(row.id)}
        >
          {row.number}
        </Button>
      ),
    },
    { key: 'guest', header: t('permits.columns.guest'), render: (row) => row.guestName },
    { key: 'room', header: t('permits.columns.room'), render: (row) => row.roomNumber },
    {
      key: 'plate',
      header: t('permits.columns.plate'),
      render: (row) => <span dir="ltr">{[row.plate, row.plateRegion].filter(Boolean).join(' · ')}</span>,
    },
    { key: 'lot', header: t('permits.columns.lot'), render: (row) => row.lotName },
    { key: 'package', header: t('permits.columns.package'), render: (row) => row.packageName },
    { key: 'starts', header: t('permits.columns.starts'), render: (row) => when(row.startsAt) },
    { key: 'ends', header: t('permits.columns.ends'), render: (row) => when(row.endsAt) },
    {
      key: 'status',
      header: t('permits.columns.status'),
      render: (row) => <PermitStatusBadge status={row.status} />,
    },
    {
      key: 'balance',
      header: t('permits.columns.balance'),
      render: (row) => money(row.costCents - row.paidCents + row.refundedCents),
    },
  ];

  return (
    <Stack>
      <PageHeader
        texts="parking:permits"
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setSelling(true)}>
            {t('permits.sell')}
          </Button>
        }
      />
      <Group align="end" gap="sm">
        <ListSearch value={search} onChange={(value) => paging.refilter(() => setSearch(value))} />
        <Select
          label={t('permits.status')}
          placeholder={t('permits.anyStatus')}
          data={wordOptions(t, 'party:permit.status', PERMIT_STATUSES)}
          value={status}
          onChange={(value) =>
            paging.refilter(() => setStatus(PERMIT_STATUSES.find((s) => s === value) ?? null))
          }
          clearable
          maw={220}
        />
      </Group>
      <PermitBulkBar ids={[...chosen]} onDone={() => setChosen(new Set())} />
      <DataTable
        texts="parking:permits"
        columns={columns}
        rowKey={(row) => row.id}
        {...paging.tableProps(list)}
      />
      <PermitFormModal
        opened={selling}
        onClose={() => setSelling(false)}
        onSaved={(permit) => {
          setSelling(false);
          setOpenId(permit.id);
        }}
      />
      <PermitDrawer permitId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

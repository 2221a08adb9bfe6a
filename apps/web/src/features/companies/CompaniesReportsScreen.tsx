import type { CompanyAccount } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ActiveBadge } from '../../components/ActiveBadge.tsx';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { LabelledSegmentedControl } from '../../components/LabelledSegmentedControl.tsx';
import { dayInZone, formatDay } from '../../lib/dates.ts';
import { localeOf } from '../../lib/i18n.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';

type StatusChoice = 'all' | 'active' | 'inactive';

/**
 * `/SuperAdmin/CompaniesReports`: every company of the platform, searchable by name or administrator e-mail,
 * with its people and the last 30 days' activity.
 */
export default function CompaniesReportsScreen() {
  const { t, i18n } = useTranslation('companies');
  const locale = localeOf(i18n.language);
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusChoice>('all');
  const useList = (page: { page: number; pageSize: number; search?: string }) =>
    useApiQuery(
      routes.company.getAllMyAccounts,
      { body: { ...page, ...(status === 'all' ? {} : { status }) } },
      keepPrevious,
    );
  const count = (n: number) => n.toLocaleString(locale);
  return (
    <CrudScreen<CompanyAccount>
      title={t('accounts.title')}
      description={t('accounts.description')}
      caption={t('accounts.title')}
      addLabel={t('accounts.add')}
      onAdd={() => navigate('/SuperAdmin/CreateNewAccount')}
      emptyTitle={t('accounts.empty')}
      rowKey={(row) => row.id}
      useList={useList}
      filterKey={status}
      toolbar={
        <LabelledSegmentedControl
          label={t('accounts.status')}
          value={status}
          onChange={(value) => setStatus(value as StatusChoice)}
          data={[
            { value: 'all', label: t('accounts.all') },
            { value: 'active', label: t('accounts.active') },
            { value: 'inactive', label: t('accounts.inactive') },
          ]}
        />
      }
      columns={[
        { key: 'name', header: t('accounts.name'), render: (row) => row.name },
        {
          key: 'administrator',
          header: t('accounts.administrator'),
          render: (row) => <span dir="ltr">{row.administratorEmail ?? t('accounts.none')}</span>,
        },
        { key: 'users', header: t('accounts.users'), render: (row) => count(row.users) },
        { key: 'parties', header: t('accounts.parties'), render: (row) => count(row.activity.parties) },
        { key: 'permits', header: t('accounts.permits'), render: (row) => count(row.activity.permits) },
        {
          key: 'waitList',
          header: t('accounts.waitListGuests'),
          render: (row) => count(row.activity.waitListGuests),
        },
        { key: 'messages', header: t('accounts.messages'), render: (row) => count(row.activity.messages) },
        {
          key: 'created',
          header: t('accounts.created'),
          render: (row) => formatDay(dayInZone(new Date(row.createdAt), row.timeZone), locale),
        },
        {
          key: 'status',
          header: t('accounts.statusColumn'),
          render: (row) => <ActiveBadge active={row.status === 'active'} />,
        },
        {
          key: 'usage',
          header: t('accounts.usage'),
          render: (row) => (
            <Anchor
              component={Link}
              to={`/SuperAdmin/CompanyPackageUsage/${row.id}`}
              aria-label={t('accounts.usageOf', { name: row.name })}
            >
              {t('accounts.usage')}
            </Anchor>
          ),
        },
      ]}
    />
  );
}

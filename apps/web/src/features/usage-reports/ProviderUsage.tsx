import { routes } from '@curbside/contract/routes';
import { Anchor, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/DataTable.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { Section } from '../../components/Section.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { localeOf } from '../../lib/i18n.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';

/** A month's texts of the platform: totals by provider, then a page of companies by provider. */
export function ProviderUsage({ month }: { month: string }) {
  const { t, i18n } = useTranslation('usage-reports');
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const paging = usePaging();
  const query = useApiQuery(
    routes.usage.getPlatformMessageUsage,
    { body: { month, page: paging.page, pageSize: paging.pageSize } },
    keepPrevious,
  );
  const provider = (name: string) => t(`messageUsage.provider.${name}`, { defaultValue: name }) as string;
  const totals = loadingOrFailed(query, t('messageUsage.loadFailed'));
  return (
    <Stack gap="md">
      <Section id="by-provider" title={t('messageUsage.byProvider')} order={3}>
        {totals ??
          (query.data && query.data.byProvider.length > 0 ? (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('messageUsage.providerColumn')}</Table.Th>
                  <Table.Th>{t('messageUsage.messages')}</Table.Th>
                  <Table.Th>{t('messageUsage.segments')}</Table.Th>
                  <Table.Th>{t('messageUsage.failed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.byProvider.map((row) => (
                  <Table.Tr key={row.provider}>
                    <Table.Td>{provider(row.provider)}</Table.Td>
                    <Table.Td>{number.format(row.messages)}</Table.Td>
                    <Table.Td>{number.format(row.segments)}</Table.Td>
                    <Table.Td>{number.format(row.failed)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            t('messageUsage.none')
          ))}
      </Section>
      <DataTable
        texts="usage-reports:byCompany"
        columns={[
          {
            key: 'company',
            header: t('byCompany.company'),
            render: (row) => (
              <Anchor component={Link} to={`/SuperAdmin/CompanyPackageUsage/${row.companyId}`}>
                {row.companyName}
              </Anchor>
            ),
          },
          {
            key: 'provider',
            header: t('messageUsage.providerColumn'),
            render: (row) => provider(row.provider),
          },
          {
            key: 'messages',
            header: t('messageUsage.messages'),
            render: (row) => number.format(row.messages),
          },
          {
            key: 'segments',
            header: t('messageUsage.segments'),
            render: (row) => number.format(row.segments),
          },
          { key: 'failed', header: t('messageUsage.failed'), render: (row) => number.format(row.failed) },
        ]}
        {...paging.tableProps({ ...query, data: query.data?.byCompany })}
        rowKey={(row) => `${row.companyId}:${row.provider}`}
      />
    </Stack>
  );
}

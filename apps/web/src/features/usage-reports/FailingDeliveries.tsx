import { routes } from '@curbside/contract/routes';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { localeOf } from '../../lib/i18n.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';

/** The platform's messages that failed to be delivered, newest first, with their error; no recipient. */
export function FailingDeliveries({ companyId }: { companyId?: string }) {
  const { t, i18n } = useTranslation('usage-reports');
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const paging = usePaging(10);
  const list = useApiQuery(
    routes.usage.getFailingDeliveries,
    { body: { ...(companyId ? { companyId } : {}), page: paging.page, pageSize: paging.pageSize } },
    keepPrevious,
  );
  return (
    <DataTable
      texts="usage-reports:failing"
      columns={[
        { key: 'at', header: t('failing.at'), render: (row) => when.format(new Date(row.at)) },
        { key: 'company', header: t('byCompany.company'), render: (row) => row.companyName },
        {
          key: 'channel',
          header: t('failing.channel'),
          render: (row) => t(`common.messageChannel.${row.channel}`),
        },
        {
          key: 'provider',
          header: t('messageUsage.providerColumn'),
          render: (row) =>
            t(`messageUsage.provider.${row.provider ?? 'none'}`, {
              defaultValue: row.provider ?? '',
            }) as string,
        },
        { key: 'attempts', header: t('failing.attempts'), render: (row) => String(row.attempts) },
        {
          key: 'error',
          header: t('failing.error'),
          render: (row) => <span dir="ltr">{row.error ?? t('failing.noError')}</span>,
        },
      ]}
      {...paging.tableProps(list)}
      rowKey={(row) => row.id}
    />
  );
}

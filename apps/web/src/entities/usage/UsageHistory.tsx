import type { UsageFigures } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { localeOf } from '../../lib/i18n.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { FIGURES, usageQuery } from './figures.ts';

/** A company's usage in each month before this one, newest first, paged by the server. */
export function UsageHistory({ companyId }: { companyId?: string | undefined }) {
  const { t, i18n } = useTranslation('usage');
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const paging = usePaging(12);
  const list = useApiQuery(
    routes.usage.getCompanyPreviousPackageUsageHistory,
    { query: { ...usageQuery(companyId), page: paging.page, pageSize: paging.pageSize } },
    keepPrevious,
  );
  return (
    <DataTable<UsageFigures>
      texts="usage:history"
      columns={[
        { key: 'month', header: t('history.month'), render: (row) => <span dir="ltr">{row.month}</span> },
        ...FIGURES.map((figure) => ({
          key: figure,
          header: t(`figures.${figure}`),
          render: (row: UsageFigures) => number.format(row[figure]),
        })),
      ]}
      {...paging.tableProps(list)}
      rowKey={(row) => row.month}
    />
  );
}

import type { Invoice } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { DataTable } from '../../components/DataTable.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { usageQuery } from './figures.ts';
import { useInvoiceColumns } from './invoices.tsx';

/**
 * A company's invoices, newest month first, paged by the server (ADR 103): the company reads its own (no
 * `companyId`); the super-admin names one.
 */
export function PaymentHistory({ companyId }: { companyId?: string | undefined }) {
  const paging = usePaging(12);
  const list = useApiQuery(
    routes.company.getCompanyPaymentHistory,
    { query: { ...usageQuery(companyId), page: paging.page, pageSize: paging.pageSize } },
    keepPrevious,
  );
  return (
    <DataTable<Invoice>
      texts="usage:payments"
      columns={useInvoiceColumns()}
      {...paging.tableProps(list)}
      rowKey={(row) => row.id}
    />
  );
}

import type { Invoice, InvoiceState } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import { sqlPageOf } from '../../resources/paging.ts';

interface InvoiceRow {
  id: string;
  company_id: string;
  company_name: string;
  period: string;
  package_name: string;
  amount_cents: number | string;
  currency: string;
  state: InvoiceState;
  method: 'card' | 'hand' | null;
  reference: string | null;
  paid_at: Date | string | null;
  created_at: Date | string;
}

const invoiceOf = (row: InvoiceRow): Invoice => ({
  id: row.id,
  companyId: row.company_id,
  companyName: row.company_name,
  period: row.period,
  packageName: row.package_name,
  amountCents: Number(row.amount_cents),
  currency: row.currency,
  state: row.state,
  method: row.method,
  reference: row.reference,
  paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  createdAt: new Date(row.created_at).toISOString(),
});

const INVOICE_COLUMNS = sql`i.id, i.company_id, c.name as company_name, i.period, i.package_name, i.amount_cents,
  i.currency, i.state, i.method, i.reference, i.paid_at, i.created_at`;

export interface InvoiceFilter {
  search?: string | undefined;
  companyId?: string | undefined;
  state?: InvoiceState | undefined;
  period?: string | undefined;
  page: number;
  pageSize: number;
}

const whereOf = (filter: InvoiceFilter): SQL => {
  const parts: SQL[] = [sql`true`];
  if (filter.companyId) parts.push(sql`i.company_id = ${filter.companyId}`);
  if (filter.state) parts.push(sql`i.state = ${filter.state}`);
  if (filter.period) parts.push(sql`i.period = ${filter.period}`);
  if (filter.search) parts.push(sql`c.name ilike ${`%${filter.search.replace(/[\\%_]/g, '\\$&')}%`}`);
  return sql.join(parts, sql` and `);
};

/** One page of invoices (newest month first), the total matched and what of it is still open. */
export async function listInvoices(tx: Tx, filter: InvoiceFilter) {
  const { rows, total, sums } = await sqlPageOf<InvoiceRow, 'open_cents'>(tx, {
    matched: sql`
      select ${INVOICE_COLUMNS}
        from invoices i
        join companies c on c.id = i.company_id
       where ${whereOf(filter)}`,
    orderBy: sql`q.period desc, q.company_name, q.id`,
    page: filter,
    sums: { open_cents: sql`sum(q.amount_cents) filter (where q.state = 'open')` },
  });
  return { items: rows.map(invoiceOf), total, openCents: sums.open_cents };
}

/** The invoice, locked for a change; undefined for none. */
export async function lockInvoice(tx: Tx, invoiceId: string): Promise<Invoice | undefined> {
  const [row] = rowsOf<InvoiceRow>(
    await tx.execute(sql`
      select ${INVOICE_COLUMNS}
        from invoices i
        join companies c on c.id = i.company_id
       where i.id = ${invoiceId}
         for update of i`),
  );
  return row ? invoiceOf(row) : undefined;
}

/** Records the invoice paid (by hand, with its reference) or void. */
export async function settle(
  tx: Tx,
  invoiceId: string,
  change: { state: 'paid' | 'void'; reference: string | null },
): Promise<void> {
  const paid = change.state === 'paid';
  await tx.execute(sql`
    update invoices
       set state = ${change.state},
           method = ${paid ? 'hand' : null},
           paid_at = ${paid ? sql`now()` : null},
           reference = ${change.reference}
     where id = ${invoiceId}`);
}

/**
 * Bills every active company on a package with a price for `period` at the package's price now, in one
 * statement; a company billed for that month already keeps its invoice. Answers the companies billed.
 */
export async function createForPeriod(tx: Tx, period: string, currency: string): Promise<string[]> {
  return rowsOf<{ company_id: string }>(
    await tx.execute(sql`
      insert into invoices (company_id, period, package_id, package_name, amount_cents, currency)
      select c.id, ${period}, p.id, p.name, p.monthly_price_cents, ${currency}
        from companies c
        join packages p on p.id = c.package_id
       where c.status = 'active' and p.monthly_price_cents > 0
         and to_char(c.created_at at time zone c.time_zone, 'YYYY-MM') <= ${period}
      on conflict (company_id, period) do nothing
      returning company_id`),
  ).map((row) => row.company_id);
}

/** How many invoices are open across the platform, and their sum. */
export async function openTotals(tx: Tx) {
  const [row] = rowsOf<{ count: number; cents: number | string }>(
    await tx.execute(
      sql`select count(*)::int as count, coalesce(sum(amount_cents), 0) as cents from invoices where state = 'open'`,
    ),
  );
  return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0) };
}

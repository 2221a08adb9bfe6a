import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlatformSession, makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { failingDeliveryOf, invoiceOf } from '../../testing/usage.ts';

const HARBOR = '00000000-0000-4000-8000-000000000301';
const LAKESIDE = '00000000-0000-4000-8000-000000000303';

const dashboard = () => ({
  month: '2026-11',
  companies: { total: 12, active: 10 },
  leaders: [
    {
      companyId: HARBOR,
      companyName: 'Harbor View Hotel',
      provider: 'twilio',
      messages: 40,
      segments: 52,
      failed: 1,
    },
  ],
  nearLimits: [{ companyId: LAKESIDE, companyName: 'Lakeside Resort', limit: 'staff' as const, percent: 80 }],
  byProvider: [{ provider: 'twilio', messages: 40, segments: 52, failed: 1 }],
  failing: {
    items: [failingDeliveryOf()],
    total: 3,
    page: 1,
    pageSize: 5,
  },
  openInvoices: { count: 2, cents: 99_800, currency: 'USD' },
});

const accounting = () => ({
  items: [invoiceOf(), invoiceOf({ id: '00000000-0000-4000-8000-000000000402', state: 'void' })],
  total: 2,
  page: 1,
  pageSize: 10,
  openCents: 49_900,
});

describe('/SuperAdmin/Dashboard', () => {
  it("is the super-admin's home: the platform at a glance, each company a link to its usage", async () => {
    mockApi({
      'Usage/GetPlatformDashboard': dashboard,
      'Company/GetClientAccounting': accounting,
      'Company/GetSupportGrants': () => ({ items: [] }),
    });
    const { router } = renderApp('/SuperAdmin', { session: makePlatformSession() });
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat Platform' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/SuperAdmin/Dashboard');
    expect(await screen.findByText('2 open invoices')).toBeInTheDocument();
    expect(screen.getByText('$998.00')).toBeInTheDocument();
    expect(screen.getByText('Active companies').nextSibling).toHaveTextContent('10');
    const leaders = screen.getByRole('region', { name: 'Most texts in 2026-11' });
    expect(within(leaders).getByRole('link', { name: 'Harbor View Hotel' })).toHaveAttribute(
      'href',
      `/SuperAdmin/CompanyPackageUsage/${HARBOR}`,
    );
    expect(within(leaders).getByText(/52 segments through Twilio/)).toBeInTheDocument();
    const near = screen.getByRole('region', { name: 'Companies near a limit' });
    expect(within(near).getByText(/active staff at 80 %/)).toBeInTheDocument();
    expect(screen.getByText('Twilio: 40 texts, 1 failed')).toBeInTheDocument();
    expect(screen.getByText('unknown number')).toBeInTheDocument();
  });

  it('lists the invoices, records one paid by hand with its reference, and bills a month', async () => {
    const server = mockApi({
      'Usage/GetPlatformDashboard': dashboard,
      'Company/GetClientAccounting': accounting,
      'Company/GetSupportGrants': () => ({ items: [] }),
      'Company/SettleInvoice': ({ body }) =>
        invoiceOf({
          state: 'paid',
          method: 'hand',
          reference: body?.reference ?? null,
          paidAt: '2026-11-20T10:00:00Z',
        }),
      'Company/CreateInvoices': ({ body }) => ({ period: body?.period ?? '', created: 2 }),
    });
    const { user } = renderApp('/SuperAdmin/Dashboard', { session: makePlatformSession() });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findAllByText('$499.00')).toHaveLength(2);
    expect(screen.getByText('Open in this list: $499.00')).toBeInTheDocument();
    // Only the open invoice can be settled.
    expect(within(table).getAllByRole('button', { name: 'Record paid' })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Record paid' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Record the invoice of Harbor View Hotel for 2026-10 paid',
    });
    await user.type(within(dialog).getByLabelText(/Reference/), 'TR-88');
    await user.click(within(dialog).getByRole('button', { name: 'Record paid' }));
    expect(server.callsTo('Company/SettleInvoice')[0]?.body).toEqual({
      invoiceId: '00000000-0000-4000-8000-000000000401',
      state: 'paid',
      reference: 'TR-88',
    });
    await user.click(screen.getByRole('button', { name: 'Bill this month' }));
    expect(await screen.findByText(/2 companies billed for/)).toBeInTheDocument();
  });

  it('says why an invoice could not be settled, in Arabic too', async () => {
    mockApi({
      'Usage/GetPlatformDashboard': dashboard,
      'Company/GetClientAccounting': accounting,
      'Company/GetSupportGrants': () => ({ items: [] }),
      'Company/SettleInvoice': () => problemReply(409, 'INVOICE_NOT_OPEN'),
    });
    const { user } = renderApp('/SuperAdmin/Dashboard', { session: makePlatformSession(), language: 'ar' });
    const table = await screen.findByRole('table', { name: 'الفواتير' });
    await user.click(await within(table).findByRole('button', { name: 'إلغاء' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    expect(await within(dialog).findByText('هذه الفاتورة مدفوعة أو ملغاة بالفعل.')).toBeInTheDocument();
  });

  it('shows the failure with a retry when the dashboard cannot load', async () => {
    mockApi({
      'Usage/GetPlatformDashboard': () => problemReply(500, 'INTERNAL'),
      'Company/GetClientAccounting': accounting,
      'Company/GetSupportGrants': () => ({ items: [] }),
    });
    renderApp('/SuperAdmin/Dashboard', { session: makePlatformSession() });
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is not a company user’s screen', async () => {
    mockSignedInApi();
    const { router } = renderApp('/SuperAdmin/Dashboard', { session: makeSession() });
    await screen.findByText(/Hello, /);
    expect(router.state.location.pathname).toBe('/Dashboard');
  });
});

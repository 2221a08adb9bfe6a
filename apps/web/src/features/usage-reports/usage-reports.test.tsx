import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlatformSession, makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { currentUsage, failingDeliveryOf, usageMonth } from '../../testing/usage.ts';

const COMPANY = '00000000-0000-4000-8000-000000000301';

const chart = () => ({
  companyId: COMPANY,
  months: [usageMonth('2026-10', { parties: 80 }), usageMonth('2026-11', { parties: 120 })],
});

describe('/Subscription/Barchart', () => {
  it("shows the company's own usage by month, one figure at a time", async () => {
    const server = mockSignedInApi({ 'Usage/GetBarChart': chart });
    const { user } = renderApp('/Subscription/Barchart', { session: makeSession() });
    const parties = await screen.findByRole('table', { name: 'Parties by month' });
    expect(within(parties).getByText('120')).toBeInTheDocument();
    // Months by their names: in full in the table, short under the bars, each bar's figure on hover.
    expect(within(parties).getByRole('rowheader', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByText('Nov')).toBeInTheDocument();
    expect(screen.getByTitle('November 2026 · Parties: 120')).toBeInTheDocument();
    // On a phone nothing hovers: the figures are shown on request.
    const figures = screen.getByRole('button', { name: 'Show the figures' });
    expect(figures).toHaveAttribute('aria-expanded', 'false');
    await user.click(figures);
    expect(screen.getByRole('button', { name: 'Hide the figures' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table', { name: 'Parties by month' })).toBeInTheDocument();
    expect(server.callsTo('Report/GetBarChart')[0]?.url.search).toBe('?months=12');
    await user.click(screen.getByRole('radio', { name: 'Message segments' }));
    const segments = await screen.findByRole('table', { name: 'Message segments by month' });
    expect(within(segments).getAllByText('4,100')).toHaveLength(2);
  });

  it('speaks Arabic', async () => {
    mockSignedInApi({ 'Usage/GetBarChart': chart });
    renderApp('/Subscription/Barchart', { session: makeSession(), language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'مخطط الاستخدام' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'الحجوزات حسب الشهر' })).toBeInTheDocument();
  });
});

describe('/SuperAdmin/CompanyPackageUsage/{cId}', () => {
  const handlers = {
    'Usage/GetCompanyCurrentPackageUsage': () => currentUsage(COMPANY),
    'Usage/GetBarChart': chart,
    'Usage/GetCompanyPreviousPackageUsageHistory': () => ({
      items: [usageMonth('2026-10', { parties: 80 })],
      total: 1,
      page: 1,
      pageSize: 12,
    }),
  };

  it("shows the named company's month against its limits, its chart and its previous months", async () => {
    const server = mockApi(handlers);
    renderApp(`/SuperAdmin/CompanyPackageUsage/${COMPANY}`, { session: makePlatformSession() });
    expect(await screen.findByText('Package: Complete')).toBeInTheDocument();
    expect(screen.getByText('9 of 10 (90 %)')).toBeInTheDocument();
    expect(screen.getByText('4,100 of 5,000 (82 %)')).toBeInTheDocument();
    expect(screen.getByText('2 (no limit)')).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Usage in previous months' });
    expect(await within(history).findByText('2026-10')).toBeInTheDocument();
    expect(server.callsTo('Company/GetCompanyCurrentPackageUsage')[0]?.url.search).toBe(
      `?companyId=${COMPANY}`,
    );
  });

  it('puts the company on another package, or on none, and says so', async () => {
    const plan = (id: string, name: string) => ({
      id,
      name,
      monthlyPriceCents: 9_900,
      features: [],
      maxStaffUsers: null,
      maxKiosks: null,
      messageQuota: 0,
      active: true,
    });
    const complete = plan('00000000-0000-4000-8000-000000000302', 'Complete');
    const noParking = plan('00000000-0000-4000-8000-000000000303', 'Transport only');
    const server = mockApi({
      ...handlers,
      'Company/GetAllPackages': () => ({ items: [complete, noParking], total: 2, page: 1, pageSize: 200 }),
      'Company/ChangePackage': ({ body }) => ({
        companyId: COMPANY,
        package: noParking,
        features: [],
        ...body,
      }),
    });
    const { user } = renderApp(`/SuperAdmin/CompanyPackageUsage/${COMPANY}`, {
      session: makePlatformSession(),
    });
    const section = await screen.findByRole('region', { name: 'Package' });
    expect(await within(section).findByText('On the Complete package.')).toBeInTheDocument();
    const change = within(section).getByRole('button', { name: 'Change the package' });
    expect(change).toBeDisabled();
    await user.click(within(section).getByRole('textbox', { name: 'Put the company on' }));
    await user.click(await screen.findByRole('option', { name: 'Transport only', hidden: true }));
    await user.click(change);
    expect(
      await within(section).findByText(
        'The company is now on Transport only: its menu and calls follow at once.',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('Company/ChangePackage')[0]?.body).toEqual({
      companyId: COMPANY,
      packageId: noParking.id,
    });

    await user.click(within(section).getByRole('textbox', { name: 'Put the company on' }));
    await user.click(await screen.findByRole('option', { name: 'No package (every feature)', hidden: true }));
    await user.click(change);
    await within(section).findByText(/now on No package/);
    expect(server.callsTo('Company/ChangePackage')[1]?.body).toEqual({ companyId: COMPANY, packageId: null });
  });

  it('says when the company cannot be found, in Arabic too', async () => {
    mockApi({
      ...handlers,
      'Usage/GetCompanyCurrentPackageUsage': () =>
        problemReply(404, 'NOT_FOUND', { params: { what: 'company' } }),
    });
    renderApp(`/SuperAdmin/CompanyPackageUsage/${COMPANY}`, {
      session: makePlatformSession(),
      language: 'ar',
    });
    expect(await screen.findByText('تعذّر تحميل استخدام الباقة.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'استخدام الشركة' })).toBeInTheDocument();
  });
});

describe('/SuperAdmin/MessageUsage', () => {
  const handlers = {
    'Usage/GetPlatformMessageUsage': () => ({
      month: '2026-11',
      byProvider: [{ provider: 'twilio', messages: 40, segments: 52, failed: 1 }],
      byCompany: {
        items: [
          {
            companyId: COMPANY,
            companyName: 'Harbor View Hotel',
            provider: 'twilio',
            messages: 40,
            segments: 52,
            failed: 1,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      },
    }),
    'Usage/GetFailingDeliveries': () => ({
      items: [failingDeliveryOf({ id: '00000000-0000-4000-8000-000000000401', companyId: COMPANY })],
      total: 1,
      page: 1,
      pageSize: 10,
    }),
  };

  it('shows texts by provider and company, linking each company to its usage, and the failing deliveries', async () => {
    mockApi(handlers);
    renderApp('/SuperAdmin/MessageUsage', { session: makePlatformSession() });
    const byCompany = await screen.findByRole('table', { name: 'Texts by company' });
    expect(await within(byCompany).findByRole('link', { name: 'Harbor View Hotel' })).toHaveAttribute(
      'href',
      `/SuperAdmin/CompanyPackageUsage/${COMPANY}`,
    );
    const failing = await screen.findByRole('table', { name: 'Failing deliveries' });
    expect(await within(failing).findByText('unknown number')).toBeInTheDocument();
    expect(within(failing).getByText('Text')).toBeInTheDocument();
  });

  it('says there is nothing in Arabic when no company texted', async () => {
    mockApi({
      'Usage/GetPlatformMessageUsage': () => ({
        month: '2026-11',
        byProvider: [],
        byCompany: { items: [], total: 0, page: 1, pageSize: 25 },
      }),
      'Usage/GetFailingDeliveries': () => ({ items: [], total: 0, page: 1, pageSize: 10 }),
    });
    renderApp('/SuperAdmin/MessageUsage', { session: makePlatformSession(), language: 'ar' });
    expect(await screen.findByText('لا توجد رسائل في هذا الشهر.')).toBeInTheDocument();
    expect(await screen.findByText('لا توجد رسائل متعثرة')).toBeInTheDocument();
  });
});

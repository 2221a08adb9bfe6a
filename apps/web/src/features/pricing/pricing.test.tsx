import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyMenu, makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

const recordLogin = () => ({ id: '00000000-0000-4000-8000-000000000999' });
const coupon = {
  id: '00000000-0000-4000-8000-000000000701',
  code: 'WELCOME10',
  description: 'Ten percent off',
  kind: 'percent' as const,
  value: 1000,
  validFrom: '2025-01-01',
  validTo: '2030-12-31',
  usageLimit: 500,
  usageCount: 3,
  appliesToRides: true,
  appliesToParking: true,
  active: true,
};

describe('discount codes', () => {
  it('lists coupons with their discount, validity and usage', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Discount/GetDiscountCoupons': () => ({ items: [coupon], total: 1, page: 1, pageSize: 25 }),
    });
    renderApp('/Subscription/DiscountCode', { session: makeSession() });
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    expect(await within(table).findByText('WELCOME10')).toBeInTheDocument();
    expect(within(table).getByText('10 %')).toBeInTheDocument();
    expect(within(table).getByText('3 / 500')).toBeInTheDocument();
    expect(within(table).getByText('Rides, Parking')).toBeInTheDocument();
  });

  it('shows the empty state, and validates dates with the contract before sending', async () => {
    const server = mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Discount/GetDiscountCoupons': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
      'Discount/AddOrUpdateCoupon': () => coupon,
    });
    const { user } = renderApp('/Subscription/DiscountCode', { session: makeSession() });
    expect(await screen.findByText('No discount codes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add discount code' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Code'), 'SPRING');
    await user.type(within(dialog).getByLabelText('Valid from'), '2026-05-01');
    await user.type(within(dialog).getByLabelText('Valid to'), '2026-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must not be before validFrom')).toBeInTheDocument();
    expect(server.callsTo('Discount/AddOrUpdateCoupon')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Valid to'));
    await user.type(within(dialog).getByLabelText('Valid to'), '2026-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('Discount/AddOrUpdateCoupon')).toHaveLength(1));
    expect(server.callsTo('Discount/AddOrUpdateCoupon')[0]?.body).toMatchObject({
      code: 'SPRING',
      kind: 'percent',
      value: 1000,
      validFrom: '2026-05-01',
      validTo: '2026-06-30',
    });
  });

  it('shows an error answer', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Discount/GetDiscountCoupons': () => problemReply(500, 'INTERNAL', { detail: 'Something broke' }),
    });
    renderApp('/Subscription/DiscountCode', { session: makeSession() });
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
  });

  it('is refused to a role without the screen', async () => {
    mockApi({ 'Login/InsertOrUpdateUserLoginHistory': recordLogin });
    renderApp('/Subscription/DiscountCode', {
      session: makeSession({ menu: companyMenu.filter((item) => item.code === 'Dashboard') }),
    });
    expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
  });
});

describe('tax and service codes', () => {
  it('lists codes with their kind and rate', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Subscription/GetTaxAndServiceCodes': () => ({
        items: [
          {
            id: '00000000-0000-4000-8000-000000000801',
            code: 'NYS-TAX',
            name: 'New York sales tax',
            kind: 'tax' as const,
            rateBasisPoints: 888,
            active: true,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
    });
    renderApp('/Subscription/TaxandServiceCode', { session: makeSession() });
    const table = await screen.findByRole('table', { name: 'Tax and service codes' });
    expect(await within(table).findByText('NYS-TAX')).toBeInTheDocument();
    expect(within(table).getByText('8.88 %')).toBeInTheDocument();
    expect(within(table).getByText('Tax')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Subscription/GetTaxAndServiceCodes': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    renderApp('/Subscription/TaxandServiceCode', { session: makeSession() });
    expect(await screen.findByText('No tax or service codes yet')).toBeInTheDocument();
  });
});

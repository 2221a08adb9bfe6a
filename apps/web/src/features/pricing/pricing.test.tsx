import { coupons, taxCodes } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { makeLocation } from '../../testing/parties.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick, retype } from '../../testing/select.ts';

const place = (n: number, name: string) =>
  makeLocation(`00000000-0000-4000-8000-00000000010${n}`, name, {
    latitude: 40.7,
    longitude: -73.9,
    kind: 'other',
  });
const base = {
  'Transportation/Locations': () => ({
    items: [place(1, 'Harbor View Hotel lobby'), place(2, 'LaGuardia Terminal B')],
  }),
  'Transportation/PercentagesForCredit': () => ({
    cardSurchargeBasisPoints: 300,
    gratuityPercentages: [0, 10, 15],
  }),
};

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
    mockSignedInApi({
      ...base,
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
    const fake = fakeCollection(coupons, [], { unique: 'code' });
    const server = mockSignedInApi({ ...base, ...fake.handlers });
    const { user } = renderApp('/Subscription/DiscountCode', {
      session: makeSession({ rules: ['settings.manage'] }),
    });
    expect(await screen.findByText('No discount codes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add discount code' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Code'), 'SPRING');
    await user.type(within(dialog).getByLabelText('Valid from'), '2026-05-01');
    await user.type(within(dialog).getByLabelText('Valid to'), '2026-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must not be before the first valid day')).toBeInTheDocument();
    expect(server.callsTo('Discount/AddOrUpdateCoupon')).toHaveLength(0);
    await retype(user, dialog, 'Valid to', '2026-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('Discount/AddOrUpdateCoupon')).toHaveLength(1));
    expect(server.callsTo('Discount/AddOrUpdateCoupon')[0]?.body).toMatchObject({
      code: 'SPRING',
      kind: 'percent',
      value: 1000,
      validFrom: '2026-05-01',
      validTo: '2026-06-30',
    });
    expect(await screen.findByRole('cell', { name: 'SPRING' })).toBeInTheDocument();
    expect(fake.rows().map((row) => row.code)).toEqual(['SPRING']);
  });

  it('shows an error answer', async () => {
    mockSignedInApi({
      ...base,
      'Discount/GetDiscountCoupons': () => problemReply(500, 'INTERNAL', { detail: 'Something broke' }),
    });
    renderApp('/Subscription/DiscountCode', { session: makeSession() });
    expect(await screen.findByText('Something went wrong on the server. Try again.')).toBeInTheDocument();
  });

  it('is refused to a role without the screen', async () => {
    await expectRefusedWithoutScreen('/Subscription/DiscountCode');
  });
});

describe('price preview', () => {
  it('prices a ride with a coupon on the server, then re-prices a card payment with the same cost function', async () => {
    const server = mockSignedInApi({
      ...base,
      'Discount/GetDiscountCoupons': () => ({ items: [coupon], total: 1, page: 1, pageSize: 25 }),
      'Discount/GetDiscountCalculations': () => ({
        prices: { source: 'trip' as const, adultCents: 2900, childCents: 1450, luggageCents: 500 },
        tripId: null,
        rates: { serviceFeeBasisPoints: 500, taxBasisPoints: 888, cardSurchargeBasisPoints: 300 },
        coupon: { code: 'WELCOME10', kind: 'percent' as const, value: 1000 },
        cost: {
          tripCents: 2900,
          luggageCents: 0,
          subtotalCents: 2900,
          discountCents: 290,
          discountedSubtotalCents: 2610,
          serviceFeeCents: 131,
          taxCents: 243,
          gratuityCents: 0,
          cardSurchargeCents: 0,
          totalCents: 2984,
        },
      }),
    });
    const { user } = renderApp('/Subscription/DiscountCode', { session: makeSession() });
    await screen.findByRole('table', { name: 'Discount codes' });
    await pick(user, 'From', 'Harbor View Hotel lobby');
    await pick(user, 'To', 'LaGuardia Terminal B');
    await user.type(screen.getByLabelText('Coupon code'), 'welcome10');
    await user.type(screen.getByLabelText('Room number'), '1204');
    await user.click(screen.getByRole('button', { name: 'Preview price' }));
    const preview = await screen.findByRole('table', { name: 'Price preview' });
    // 29.00 − 2.90 = 26.10; service 1.31; tax 8.88 % of 27.41 = 2.43; total 29.84.
    expect(within(preview).getByText('Total').closest('tr')).toHaveTextContent('29.84');
    expect(within(preview).getByText('Discount').closest('tr')).toHaveTextContent('2.90');
    expect(server.callsTo('Discount/GetDiscountCalculations')[0]?.body).toMatchObject({
      couponCode: 'welcome10',
      roomNumber: '1204',
    });
    await pick(user, 'Payment', 'Card');
    // 3 % of 29.84 = 0.90, computed in the browser without another call.
    expect(within(preview).getByText('Total').closest('tr')).toHaveTextContent('30.74');
    expect(server.callsTo('Discount/GetDiscountCalculations')).toHaveLength(1);
  });

  it('shows the field the server names, such as a room number the trip requires', async () => {
    mockSignedInApi({
      ...base,
      'Discount/GetDiscountCoupons': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
      'Discount/GetDiscountCalculations': () =>
        problemReply(400, 'VALIDATION_FAILED', {
          detail: 'A room number is required for this trip',
          errors: [{ path: 'body.roomNumber', message: 'A room number is required for this trip' }],
        }),
    });
    const { user } = renderApp('/Subscription/DiscountCode', { session: makeSession() });
    await screen.findByText('No discount codes yet');
    await pick(user, 'From', 'Harbor View Hotel lobby');
    await pick(user, 'To', 'LaGuardia Terminal B');
    await user.click(screen.getByRole('button', { name: 'Preview price' }));
    expect(await screen.findAllByText('A room number is required for this trip')).not.toHaveLength(0);
  });
});

describe('tax and service codes', () => {
  const salesTax = {
    id: '00000000-0000-4000-8000-000000000801',
    code: 'NYS-TAX',
    name: 'New York sales tax',
    kind: 'tax' as const,
    rateBasisPoints: 888,
    active: true,
  };
  const serve = (rows: (typeof salesTax)[]) => {
    const fake = fakeCollection(taxCodes, rows, { unique: 'code' });
    const server = mockSignedInApi(fake.handlers);
    return { fake, server };
  };

  it('lists codes with their kind and rate', async () => {
    serve([salesTax]);
    renderApp('/Subscription/TaxandServiceCode', { session: makeSession({ rules: ['settings.manage'] }) });
    const table = await screen.findByRole('table', { name: 'Tax and service codes' });
    expect(await within(table).findByText('NYS-TAX')).toBeInTheDocument();
    expect(within(table).getByText('8.88 %')).toBeInTheDocument();
    expect(within(table).getByText('Tax')).toBeInTheDocument();
  });

  it('adds a code, refuses a taken one by its field, and deletes one; the list follows', async () => {
    const { fake, server } = serve([salesTax]);
    window.confirm = () => true;
    const { user } = renderApp('/Subscription/TaxandServiceCode', {
      session: makeSession({ rules: ['settings.manage'] }),
    });
    const table = await screen.findByRole('table', { name: 'Tax and service codes' });
    await within(table).findByText('NYS-TAX');
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Code'), 'nys-tax');
    await user.type(within(dialog).getByLabelText('Name'), 'City tax');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This value is taken already.')).toBeInTheDocument();
    await retype(user, dialog, 'Code', 'CITY');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('CITY')).toBeInTheDocument();
    expect(fake.rows().map((row) => row.code)).toEqual(['NYS-TAX', 'CITY']);

    const row = within(table).getByText('NYS-TAX').closest('tr');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('NYS-TAX')).not.toBeInTheDocument());
    expect(server.callsTo('Subscription/DeleteTaxAndServiceCode')[0]?.body).toEqual({ id: salesTax.id });
  });

  it('shows the empty state', async () => {
    serve([]);
    renderApp('/Subscription/TaxandServiceCode', { session: makeSession({ rules: ['settings.manage'] }) });
    expect(await screen.findByText('No tax or service codes yet')).toBeInTheDocument();
  });
});

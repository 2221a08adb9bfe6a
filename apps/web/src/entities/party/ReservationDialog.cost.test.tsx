import { calculateCost } from '@curbside/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mockApi.ts';
import {
  aed,
  chooseRide,
  handlers,
  RATES,
  renderDialog,
  typeCounts,
} from '../../testing/reservation-dialog.tsx';
import { pick } from '../../testing/select.ts';

describe("the reservation dialog's cost preview", () => {
  it('previews the cost with calculateCost for the chosen trip, coupon, gratuity and a card payment', async () => {
    mockApi(handlers());
    const { user } = renderDialog();
    // One adult and no bags to start with.
    expect(await screen.findByRole('textbox', { name: 'Adults' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Luggage items' })).toHaveValue('0');
    await chooseRide(user);
    const counts = await typeCounts(user, { adults: 3, children: 1, luggage: 2 });
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SPRING15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SPRING15 applied')).toBeInTheDocument();
    await pick(user, 'Gratuity', '15 %');
    await pick(user, 'Preview for payment by', 'Card');

    const expected = calculateCost({
      prices: { adultCents: 4_550, childCents: 2_000, luggageCents: 375 },
      ...counts,
      discount: { kind: 'percent', basisPoints: 1_500 },
      ...RATES,
      gratuityBasisPoints: 1_500,
      paymentMethod: 'card',
    });
    const table = await screen.findByRole('table', { name: 'Estimated cost' });
    await waitFor(() => {
      const total = table.querySelector('[data-line="totalCents"]');
      expect(total).toHaveTextContent(aed(expected.totalCents));
    });
    expect(table.querySelector('[data-line="discountCents"]')).toHaveTextContent(
      `−${aed(expected.discountCents)}`,
    );
    expect(table.querySelector('[data-line="cardSurchargeCents"]')).toHaveTextContent(
      aed(expected.cardSurchargeCents),
    );
    expect(expected.cardSurchargeCents).toBeGreaterThan(0);
  });

  it('prices a ride no trip joins by its zone charge, with the company rates', async () => {
    const base = handlers();
    const server = mockApi({
      ...base,
      'Reservation/GetTripsBetweenLocations': () => ({
        items: [],
        zoneCharge: { source: 'zone_charge', adultCents: 3_000, childCents: 1_500, luggageCents: 250 },
      }),
    });
    const { user } = renderDialog();
    await pick(user, 'From', 'Harbour View Hotel');
    await pick(user, 'To', 'City Airport');
    expect(
      await screen.findByText('No trip joins these locations: the zone charge prices the ride.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Trip' })).not.toBeInTheDocument();
    const counts = await typeCounts(user, { adults: 2, luggage: 1 });
    const expected = calculateCost({
      prices: { adultCents: 3_000, childCents: 1_500, luggageCents: 250 },
      ...counts,
      ...RATES,
      paymentMethod: 'cash',
    });
    const table = await screen.findByRole('table', { name: 'Estimated cost' });
    await waitFor(() =>
      expect(table.querySelector('[data-line="totalCents"]')).toHaveTextContent(aed(expected.totalCents)),
    );
    expect(expected.taxCents).toBeGreaterThan(0);
    expect(server.callsTo('Reservation/GetDiscountTaxesByTripId')).toHaveLength(0);
  });
});

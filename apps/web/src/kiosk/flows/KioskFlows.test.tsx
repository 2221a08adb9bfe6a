import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { id } from '../../testing/factories.ts';
import { kioskBackground, kioskSetup as setup, startKiosk } from '../../testing/kiosk.tsx';
import { problemReply } from '../../testing/mockApi.ts';

const toJfk = {
  scheduleTimeId: id(1),
  tripId: id(2),
  departureMinute: 9 * 60 + 30,
  fromLocationName: 'Harbor View Hotel',
  toLocationName: 'JFK Terminal 4',
  seatsLeft: 3,
  adultCents: 2500,
  childCents: 1200,
  roomMandatory: false,
};
const departures = {
  date: '2026-11-30',
  currency: 'USD',
  paymentWays: ['room', 'desk'] as ('room' | 'desk')[],
  departures: [toJfk],
};
const price = {
  tripCents: 5000,
  discountCents: 500,
  serviceCents: 0,
  taxCents: 400,
  gratuityCents: 0,
  totalCents: 4900,
  currency: 'USD',
};

beforeEach(() => window.localStorage.clear());

describe('a Reservation kiosk', () => {
  it('books seats with a coupon, shows the price and the card, and keeps nothing typed', async () => {
    const { api, user } = startKiosk({
      ...kioskBackground,
      'Kiosk/GetKioskDeviceSetup': () => setup('reservation'),
      'Kiosk/GetKioskDepartures': () => departures,
      'Kiosk/GetKioskSeatPrice': ({ body }) =>
        body?.couponCode === 'NOPE'
          ? problemReply(400, 'VALIDATION', {
              errors: [{ path: 'body.couponCode', code: 'custom', message: 'Unknown coupon' }],
            })
          : price,
      'Kiosk/KioskBookSeat': () => ({
        ...price,
        partyNumber: 77,
        date: '2026-11-30',
        departureMinute: 570,
        fromLocationName: 'Harbor View Hotel',
        toLocationName: 'JFK Terminal 4',
        seats: 2,
        payment: 'room' as const,
        sent: false,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
    expect(await screen.findByRole('heading', { name: 'Choose a departure' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /JFK Terminal 4/ }));
    await user.click(screen.getByRole('button', { name: 'More Adults' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Charge to my room' }));
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '1204');
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please check this.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Coupon code (optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'SAVE5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Check your booking' })).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book my seats' }));
    expect(await screen.findByRole('heading', { name: 'Your seats are booked' })).toBeInTheDocument();
    expect(screen.getByText('Booking number 77')).toBeInTheDocument();
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
    const [booked] = api.calls.filter((call) => call.path === 'Kiosk/KioskBookSeat');
    expect(booked?.body).toMatchObject({
      scheduleTimeId: id(1),
      adults: 2,
      guestName: 'Ada',
      roomNumber: '1204',
      couponCode: 'SAVE5',
      payment: 'room',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Touch to start' })).toBeInTheDocument();
  });

  it("drops today's departures when they arrive after the guest chose tomorrow", async () => {
    let answerToday: (answer: typeof departures) => void = () => undefined;
    const tomorrow = {
      ...departures,
      date: '2026-12-01',
      departures: [{ ...toJfk, scheduleTimeId: id(3), toLocationName: 'Penn Station', seatsLeft: 1 }],
    };
    const { user } = startKiosk({
      ...kioskBackground,
      'Kiosk/GetKioskDeviceSetup': () => setup('reservation'),
      'Kiosk/GetKioskDepartures': ({ body }) =>
        body?.day === 0
          ? new Promise<typeof departures>((resolve) => {
              answerToday = resolve;
            })
          : tomorrow,
    });
    await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
    await user.click(await screen.findByRole('button', { name: 'Tomorrow' }));
    expect(await screen.findByRole('button', { name: /Penn Station/ })).toHaveTextContent('· 1 seat left ·');
    answerToday(departures);
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(screen.queryByRole('button', { name: /JFK Terminal 4/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Penn Station/ })).toBeInTheDocument();
  });
});

describe('a Parking kiosk', () => {
  const packages = {
    currency: 'USD',
    paymentWays: ['desk'] as ('room' | 'desk')[],
    packages: [
      {
        id: id(10),
        name: 'Self park',
        priceCents: 3000,
        durationHours: 24,
        lots: [{ id: id(11), name: 'Garage A', free: Array.from({ length: 30 }, () => 1) }],
      },
    ],
  };

  it('sells a permit for some days at the price the desk would charge, then shows the masked plate', async () => {
    const { api, user } = startKiosk({
      ...kioskBackground,
      'Kiosk/GetKioskDeviceSetup': () =>
        setup('parking', { offerWillCall: false, offerPermitPurchase: true }),
      'Kiosk/GetKioskParkingPackages': () => packages,
      'Kiosk/KioskBuyPermit': () => ({
        permitNumber: 5,
        lotName: 'Garage A',
        endsAt: '2026-12-02T18:00:00Z',
        costCents: 9000,
        currency: 'USD',
        maskedPlate: '••••34',
        payment: 'desk' as const,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
    const offer = await screen.findByRole('button', { name: /Self park · Garage A/ });
    expect(offer).toHaveTextContent('$30.00 per 24 hours · 1 space free');
    await user.click(offer);
    await user.click(screen.getByRole('button', { name: 'More Days' }));
    await user.click(screen.getByRole('button', { name: 'More Days' }));
    expect(screen.getByText(/\$90\.00/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Licence plate' }), 'ABC-1234');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Buy my permit' }));
    expect(await screen.findByRole('heading', { name: 'Your parking permit' })).toBeInTheDocument();
    expect(screen.getByText(/••••34/)).toBeInTheDocument();
    expect(screen.queryByText('ABC-1234')).not.toBeInTheDocument();
    const [sold] = api.calls.filter((call) => call.path === 'Kiosk/KioskBuyPermit');
    expect(sold?.body).toMatchObject({ days: 3, plate: 'ABC-1234', payment: 'desk', lotId: id(11) });
  });

  it('asks for a car and tells only when it is ready; nothing found and too many tries say so', async () => {
    let tries = 0;
    const { user } = startKiosk({
      ...kioskBackground,
      'Kiosk/GetKioskDeviceSetup': () => setup('parking', { offerWillCall: true, offerPermitPurchase: true }),
      'Kiosk/KioskRequestCar': () => {
        tries += 1;
        if (tries === 1) return problemReply(404, 'NOT_FOUND');
        if (tries === 2) return problemReply(429, 'RATE_LIMITED');
        return { expectedReadyAt: '2026-11-30T18:42:00Z', maskedPlate: '••••87' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
    await user.click(await screen.findByRole('button', { name: 'Get my car' }));
    const input = await screen.findByRole('textbox', { name: 'Licence plate or permit number' });
    await user.type(input, 'XYZ987');
    await user.click(screen.getByRole('button', { name: 'Bring my car' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find a parked car');
    await user.click(screen.getByRole('button', { name: 'Bring my car' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries');
    await user.click(screen.getByRole('button', { name: 'Bring my car' }));
    expect(await screen.findByRole('heading', { name: 'Your car is on its way' })).toBeInTheDocument();
    expect(screen.getByText('••••87')).toBeInTheDocument();
    // The company's zone and clock (New York, 12 hours), whatever the device's own zone (ADR 139).
    expect(screen.getByText('It should be ready at 1:42 PM.')).toBeInTheDocument();
  });
});

describe("the kiosk's times (ADR 139)", () => {
  it("writes a car's ready time in the company's zone and 24-hour clock, whatever the device's zone", async () => {
    const { user } = startKiosk({
      ...kioskBackground,
      'Kiosk/GetKioskDeviceSetup': () => ({
        ...setup('parking', { offerWillCall: true, offerPermitPurchase: true }),
        timeZone: 'Asia/Dubai',
        clock: '24' as const,
      }),
      'Kiosk/KioskRequestCar': () => ({ expectedReadyAt: '2026-11-30T18:42:00Z', maskedPlate: '••••87' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
    await user.click(await screen.findByRole('button', { name: 'Get my car' }));
    await user.type(await screen.findByRole('textbox', { name: 'Licence plate or permit number' }), 'XYZ987');
    await user.click(screen.getByRole('button', { name: 'Bring my car' }));
    expect(await screen.findByText('It should be ready at 22:42.')).toBeInTheDocument();
  });
});

import type { KioskMap, KioskRideAnswer } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { kioskBackground, kioskSetup, startKiosk } from '../../../testing/kiosk.tsx';
import { problemReply } from '../../../testing/mockApi.ts';

const CAFE = '00000000-0000-4000-8000-000000000001';
const PIER = '00000000-0000-4000-8000-000000000002';
const FOOD = '00000000-0000-4000-8000-0000000000a1';

const area: KioskMap = {
  here: { latitude: 40.7, longitude: -74 },
  offersRide: true,
  categories: [{ id: FOOD, name: 'Food', iconUrl: `/api/KioskFiles/${'c'.repeat(64)}` }],
  places: [
    {
      id: CAFE,
      name: 'Corner café',
      address: '1 Pier Street',
      categoryId: FOOD,
      latitude: 40.7036,
      longitude: -74,
      walkingMinutes: 1,
      shuttleTimes: ['10:30', '11:00'],
    },
    {
      id: PIER,
      name: 'Pier 17',
      address: '',
      categoryId: null,
      latitude: 40.71,
      longitude: -74.01,
      walkingMinutes: null,
      shuttleTimes: [],
    },
  ],
};

const answer: KioskRideAnswer = {
  partyNumber: 77,
  placeInLine: 1,
  driversOnShift: 1,
  expectedPickupMinutes: 10,
  guestLink: 'https://curbside.example/GuestView/map-key-0123456789abcdef',
};

const common = {
  ...kioskBackground,
  'Kiosk/GetKioskDeviceSetup': () => kioskSetup('map'),
  'Kiosk/GetKioskMap': () => area,
  // The ride's check step names the destination from the places every ride screen reads.
  'Kiosk/GetKioskPlaces': () => ({
    categories: [],
    places: area.places.map(({ id, name, address, categoryId, latitude, longitude }) => ({
      id,
      name,
      address,
      categoryId,
      latitude,
      longitude,
    })),
  }),
} as const;

beforeEach(() => window.localStorage.clear());

async function openCafe(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
  const list = await screen.findByRole('list', { name: 'Places' });
  await user.click(await within(list).findByRole('button', { name: /Corner café/ }));
}

describe('the Map kiosk', () => {
  it("lists the area's places by category, with the map beside the list", async () => {
    const { user } = startKiosk(common);
    await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
    const list = await screen.findByRole('list', { name: 'Places' });
    expect(await within(list).findByRole('button', { name: /Corner café/ })).toHaveTextContent(
      'About 1 minute’s walk',
    );
    expect(within(list).getByRole('button', { name: /Pier 17/ })).toBeInTheDocument();
    // The map is its own chunk, loaded once the flow shows places: a marker per place, the icon's or a dot.
    const map = await screen.findByRole('region', { name: 'Map of the area' });
    expect(await within(map).findByRole('button', { name: 'Corner café' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Food' }));
    expect(within(list).queryByRole('button', { name: /Pier 17/ })).not.toBeInTheDocument();
  });

  it("shows a place's card and books a ride there as the Dispatch kiosk does, then the guest link's QR", async () => {
    const { api, user } = startKiosk({ ...common, 'Kiosk/KioskMapRequestRide': () => answer });
    await openCafe(user);
    expect(await screen.findByRole('heading', { name: 'Corner café' })).toHaveFocus();
    expect(screen.getByText('About 1 minute’s walk')).toBeInTheDocument();
    // In the company's clock (12 hours here), as every time the kiosk writes (ADR 139).
    expect(screen.getByText('10:30 AM · 11:00 AM')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take me there' }));
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Book my ride' }));
    expect(await screen.findByRole('heading', { name: 'Your ride is booked' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your ride’s page' })).toBeInTheDocument();
    const [booking] = api.calls.filter((call) => call.path === 'Kiosk/KioskMapRequestRide');
    expect(booking?.body).toMatchObject({ toLocationId: CAFE, guestName: 'Ada', partySize: 1 });
  });

  it('sends the place to a phone once per key, forgets the number, and says when a phone had too many', async () => {
    let limited = true;
    const { api, user } = startKiosk({
      ...common,
      'Kiosk/KioskSendPlace': () => (limited ? problemReply(429, 'RATE_LIMITED') : { sent: true }),
    });
    await openCafe(user);
    await user.click(await screen.findByRole('button', { name: 'Send to my phone' }));
    await user.type(await screen.findByLabelText('Mobile phone number'), '212 555 0142');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many texts to this phone');
    limited = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Sent to your phone' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('212 555 0142')).not.toBeInTheDocument();
    const sent = api.calls.filter((call) => call.path === 'Kiosk/KioskSendPlace');
    expect(sent.map((call) => call.body)).toEqual([
      expect.objectContaining({ locationId: CAFE, phone: '212 555 0142', language: 'en' }),
      expect.objectContaining({ locationId: CAFE, phone: '212 555 0142', language: 'en' }),
    ]);
    const keys = sent.map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(1);
  });
});

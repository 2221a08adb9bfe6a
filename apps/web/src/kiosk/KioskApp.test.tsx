import type { KioskDeviceSetup, KioskRideAnswer } from '@curbside/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kioskBackground, kioskSetup, startKiosk } from '../testing/kiosk.tsx';
import { problemReply } from '../testing/mockApi.ts';

const JFK = '00000000-0000-4000-8000-000000000001';
const AIRPORTS = '00000000-0000-4000-8000-0000000000a1';

/** A Dispatch kiosk that starts over after 30 s, with its welcome in both languages. */
const setup = ({ type = 'dispatch', settings, ...others }: Partial<KioskDeviceSetup> = {}) =>
  kioskSetup(type, { idleSeconds: 30, welcome: { en: 'Hello there', ar: 'مرحبا' }, ...settings }, others);

const answer: KioskRideAnswer = {
  // Past a thousand, so that the number is read as the desk writes it: one run of digits, no separator.
  partyNumber: 4120,
  placeInLine: 3,
  driversOnShift: 2,
  expectedPickupMinutes: 12,
  guestLink: 'https://curbside.example/GuestView/kiosk-key-0123456789abcdef',
};

const places = {
  categories: [{ id: AIRPORTS, name: 'Airports', icon: 'plane' }],
  places: [
    { id: JFK, name: 'JFK Terminal 4', address: 'Queens', categoryId: AIRPORTS, latitude: 0, longitude: 0 },
  ],
};

const common = {
  ...kioskBackground,
  'Kiosk/GetKioskPlaces': () => places,
  'Kiosk/GetKioskAdvertisements': () => ({
    items: [
      {
        id: AIRPORTS,
        imageUrl: `/api/KioskFiles/${'a'.repeat(64)}`,
        title: { en: 'Spa week', ar: 'أسبوع السبا' },
        body: { en: '', ar: '' },
      },
    ],
  }),
} as const;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
});

/** From the attract screen through the Dispatch flow to the "Book my ride" press. */
async function rideToJfk(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
  await user.click(await screen.findByRole('button', { name: /JFK Terminal 4/ }));
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'More People' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Book my ride' }));
}

describe('the lobby kiosk', () => {
  it('pairs an unpaired device with the code from the console, then shows the attract screen', async () => {
    let paired = false;
    const { api, user } = startKiosk({
      ...common,
      'Kiosk/GetKioskDeviceSetup': () => (paired ? setup() : problemReply(401, 'KIOSK_NOT_ACTIVE')),
      'Kiosk/PairKioskDevice': ({ body }) => {
        if (body?.code !== 'ACDE-FGHJKM') return problemReply(422, 'PAIRING_CODE_INVALID');
        paired = true;
        return { kioskId: setup().kioskId, type: 'dispatch' };
      },
    });
    const code = await screen.findByRole('textbox', { name: 'Pairing code' });
    await user.type(code, 'WRONGCODE1');
    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code does not work');
    await user.clear(code);
    await user.type(code, 'ACDE-FGHJKM');
    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByRole('heading', { name: 'Harbor View' })).toBeInTheDocument();
    expect(screen.getByText('Hello there')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Spa week' })).toBeInTheDocument();
    // The advertisement's picture comes from the kiosk's own file route, which serves a device its ads' images.
    expect(document.querySelector('.kiosk-ad-image')?.getAttribute('src')).toBe(
      `/api/KioskFiles/${'a'.repeat(64)}`,
    );
    expect(api.calls.filter((call) => call.path === 'Kiosk/PairKioskDevice')).toHaveLength(2);
  });

  it('books a ride now, shows the place in line and expected pick-up, and drops what was typed', async () => {
    const { api, user } = startKiosk({
      ...common,
      'Kiosk/GetKioskDeviceSetup': () => setup(),
      'Kiosk/KioskRequestRide': () => answer,
    });
    await rideToJfk(user);
    expect(await screen.findByRole('heading', { name: 'Your ride is booked' })).toBeInTheDocument();
    expect(screen.getByText('Ride number 4120')).toBeInTheDocument();
    expect(screen.getByText('You are number 3 in line.')).toBeInTheDocument();
    expect(screen.getByText('Expected pick-up in about 12 minutes.')).toBeInTheDocument();
    // Then the QR code of the ride's guest link, for the guest's phone.
    const qr = screen.getByRole('img', { name: 'QR code of your ride’s page' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z){100,}$/);
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
    const [booking] = api.calls.filter((call) => call.path === 'Kiosk/KioskRequestRide');
    expect(booking?.body).toMatchObject({
      toLocationId: JFK,
      guestName: 'Ada',
      partySize: 2,
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    // The next guest starts from an empty form.
    await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
    await user.click(await screen.findByRole('button', { name: /JFK Terminal 4/ }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
  });

  it("says a booking rule's refusal in the console's words and takes the guest back to the party's size", async () => {
    let largest = 1;
    const { user } = startKiosk({
      ...common,
      'Kiosk/GetKioskDeviceSetup': () => setup(),
      'Kiosk/KioskRequestRide': ({ body }) =>
        (body as { partySize: number }).partySize > largest
          ? problemReply(422, 'PARTY_TOO_LARGE', { params: { max: largest } })
          : { ...answer, expectedPickupMinutes: 1 },
    });
    await rideToJfk(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('A party is at most 1 guest.');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada');
    largest = 2;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Book my ride' }));
    expect(await screen.findByRole('heading', { name: 'Your ride is booked' })).toBeInTheDocument();
    expect(screen.getByText('Expected pick-up in about 1 minute.')).toBeInTheDocument();
  });

  it('says "see the desk" when the network is down and retries with the same key, booking once', async () => {
    let up = false;
    const { api, user } = startKiosk({
      ...common,
      'Kiosk/GetKioskDeviceSetup': () => setup(),
      'Kiosk/KioskRequestRide': () => (up ? answer : problemReply(503, 'DATABASE_UNAVAILABLE')),
    });
    await rideToJfk(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please see the desk');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your ride is booked' })).toBeInTheDocument();
    const keys = api.calls
      .filter((call) => call.path === 'Kiosk/KioskRequestRide')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it("takes a guest's details first at a Guest kiosk, then the destination, and sends them with the e-mail", async () => {
    const { api, user } = startKiosk({
      ...common,
      'Kiosk/GetKioskDeviceSetup': () => setup({ type: 'guest' }),
      'Kiosk/AddOrUpdateKioskGuestInfo': ({ body }) =>
        body?.roomNumber === ''
          ? problemReply(400, 'VALIDATION_FAILED', {
              errors: [{ path: 'body.roomNumber', message: 'required' }],
            })
          : answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: 'E-mail (optional)' }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: /JFK Terminal 4/ }));
    await user.click(await screen.findByRole('button', { name: 'Book my ride' }));
    // The server asks for the room: the guest is taken back to the field, with what they typed kept.
    expect(await screen.findByText('Please fill this in.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Grace');
    await user.type(screen.getByRole('textbox', { name: 'Room number (if staying with us)' }), '1204');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Book my ride' }));
    expect(await screen.findByRole('heading', { name: 'Your ride is booked' })).toBeInTheDocument();
    const sent = api.calls
      .filter((call) => call.path === 'Kiosk/AddOrUpdateKioskGuestInfo')
      .map((call) => call.body);
    expect(sent.at(-1)).toMatchObject({ guestName: 'Grace', email: 'grace@example.com', roomNumber: '1204' });
  });

  it("asks the company's booking fields in the guest's language, a required one before going on", async () => {
    const CLASS = '00000000-0000-4000-8000-0000000000c1';
    const NOTE = '00000000-0000-4000-8000-0000000000c2';
    const { api, user } = startKiosk({
      ...common,
      'Kiosk/GetKioskDeviceSetup': () =>
        setup({
          customFields: [
            {
              id: CLASS,
              label: { en: 'Travel class', ar: 'درجة السفر' },
              kind: 'choice',
              required: true,
              choices: [{ key: 'business', label: { en: 'Business', ar: 'أعمال' } }],
            },
            { id: NOTE, label: { en: 'Note', ar: 'ملاحظة' }, kind: 'text', required: false, choices: [] },
          ],
        }),
      'Kiosk/KioskRequestRide': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    await user.click(screen.getByRole('button', { name: 'المس للبدء' }));
    await user.click(await screen.findByRole('button', { name: /JFK Terminal 4/ }));
    expect(screen.getByRole('group', { name: 'درجة السفر' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ملاحظة (اختياري)' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'اسمك' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'التالي' }));
    // Unanswered, the required field says so as the console and the guest link say it, and the guest stays.
    expect(await screen.findByText('يرجى الإجابة عن هذا')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'أعمال' }));
    expect(screen.getByRole('button', { name: 'أعمال' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'التالي' }));
    await user.click(await screen.findByRole('button', { name: 'احجز رحلتي' }));
    expect(await screen.findByRole('img', { name: /QR/ })).toBeInTheDocument();
    const [booking] = api.calls.filter((call) => call.path === 'Kiosk/KioskRequestRide');
    expect(booking?.body).toMatchObject({ customValues: { [CLASS]: 'business' }, language: 'ar' });
    expect((booking?.body as { customValues: object }).customValues).not.toHaveProperty(NOTE);
  });

  it('shows no advertisements where the kiosk is set not to', async () => {
    const { api } = startKiosk({
      ...common,
      'Kiosk/GetKioskDeviceSetup': () =>
        setup({ settings: { ...setup().settings, showAdvertisements: false } }),
    });
    expect(await screen.findByRole('button', { name: 'Touch to start' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Spa week' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === 'Kiosk/GetKioskAdvertisements')).toBe(false);
  });

  it('switches to high contrast for the guest who asks, and back for the next guest', async () => {
    const { user } = startKiosk({ ...common, 'Kiosk/GetKioskDeviceSetup': () => setup() });
    await user.click(await screen.findByRole('button', { name: 'High contrast' }));
    expect(document.documentElement).toHaveClass('kiosk-contrast');
    await user.click(screen.getByRole('button', { name: 'Touch to start' }));
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(document.documentElement).not.toHaveClass('kiosk-contrast');
  });

  it('shows a revoked device that it is not active', async () => {
    window.localStorage.setItem('curbside-kiosk-paired', '1');
    startKiosk({ ...common, 'Kiosk/GetKioskDeviceSetup': () => problemReply(401, 'KIOSK_NOT_ACTIVE') });
    expect(await screen.findByRole('heading', { name: 'This kiosk is not active' })).toBeInTheDocument();
    expect(screen.getByText('Please see the desk.')).toBeInTheDocument();
  });

  it('speaks Arabic right to left for the guest who chose it, and starts the next guest in English', async () => {
    const { user } = startKiosk({ ...common, 'Kiosk/GetKioskDeviceSetup': () => setup() });
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(screen.getByRole('button', { name: 'المس للبدء' }));
    await user.click(await screen.findByRole('button', { name: 'البدء من جديد' }));
    expect(document.documentElement.dir).toBe('ltr');
    expect(await screen.findByRole('button', { name: 'Touch to start' })).toBeInTheDocument();
  });

  it('counts down before starting over, gives more time when asked, and clears the visit at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    startKiosk({ ...common, 'Kiosk/GetKioskDeviceSetup': () => setup() });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Touch to start' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    fireEvent.click(screen.getByRole('button', { name: /JFK Terminal 4/ }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ada' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16_000);
    });
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toHaveTextContent('14 seconds');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(13_000);
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('This screen starts over in 1 second.');
    fireEvent.click(screen.getByRole('button', { name: 'I need more time' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(screen.getByRole('button', { name: 'Touch to start' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();
  });
});

import type { KioskDeviceSetup, KioskWaitAnswer } from '@curbside/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { kioskBackground, kioskSetup, startKiosk } from '../../../testing/kiosk.tsx';
import { mockApi, problemReply } from '../../../testing/mockApi.ts';
import { KioskApp } from '../../KioskApp.tsx';
import { numberIn } from '../../words.ts';

const TERRACE = '00000000-0000-4000-8000-0000000000b1';
const SPA = '00000000-0000-4000-8000-0000000000b2';

/** A Guest kiosk offering the ride and the wait list unless told otherwise. */
const setup = (settings: Partial<KioskDeviceSetup['settings']> = {}) =>
  kioskSetup('guest', { offerTransport: true, offerWaitList: true, ...settings });

const joined: KioskWaitAnswer = {
  position: 4,
  quotedMinutes: 1,
  guestLink: 'https://curbside.example/WaitListGuest/wait-key-0123456789abcdef',
};

const common = {
  ...kioskBackground,
  'Kiosk/GetKioskPlaces': () => ({ categories: [], places: [] }),
  'Kiosk/GetKioskWaitTypes': () => ({
    waitTypes: [
      { id: TERRACE, name: 'Terrace', waiting: 3 },
      { id: SPA, name: 'Spa', waiting: 0 },
    ],
  }),
} as const;

beforeEach(() => window.localStorage.clear());

describe("a Guest kiosk's wait list", () => {
  it('lets the guest choose the wait list, a list, and join it once per key, then shows their place and QR code', async () => {
    let up = false;
    const { api, user } = startKiosk({
      ...common,
      'Kiosk/GetKioskDeviceSetup': () => setup(),
      'Kiosk/KioskJoinWaitList': () => (up ? joined : problemReply(503, 'DATABASE_UNAVAILABLE')),
    });
    await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
    expect(await screen.findByRole('heading', { name: 'What can we do for you?' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Join the wait list' }));
    await user.click(await screen.findByRole('button', { name: /Terrace/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'More People' }));
    await user.type(screen.getByLabelText(/Mobile phone for a text/), '2125550188');
    await user.click(screen.getByRole('button', { name: 'Join the wait list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please see the desk');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Join the wait list' }));
    expect(await screen.findByRole('heading', { name: 'You are on the wait list' })).toBeInTheDocument();
    expect(screen.getByText('You are number 4')).toBeInTheDocument();
    expect(screen.getByText('Expected wait about 1 minute.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your place on the wait list' })).toBeInTheDocument();
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
    const calls = api.calls.filter((call) => call.path === 'Kiosk/KioskJoinWaitList');
    expect(calls.map((call) => call.body)).toEqual([
      expect.objectContaining({ waitTypeId: TERRACE, guestName: 'Ada', partySize: 2, phone: '2125550188' }),
      expect.objectContaining({ waitTypeId: TERRACE, guestName: 'Ada', partySize: 2, phone: '2125550188' }),
    ]);
    expect(new Set(calls.map((call) => (call.body as { idempotencyKey: string }).idempotencyKey)).size).toBe(
      1,
    );
  });

  it('shows the field the server refused, and goes straight to the ride where the company runs no wait list', async () => {
    mockApi({
      ...common,
      'Kiosk/GetKioskDeviceSetup': () => setup({ offerTransport: false }),
      'Kiosk/KioskJoinWaitList': () =>
        problemReply(400, 'VALIDATION_FAILED', { errors: [{ path: 'body.phone', message: 'phone' }] }),
    });
    const user = userEvent.setup();
    const { unmount } = render(<KioskApp />);
    await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
    // Transport off: the wait list at once.
    await user.click(await screen.findByRole('button', { name: /Spa/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.type(screen.getByLabelText(/Mobile phone for a text/), '12');
    await user.click(screen.getByRole('button', { name: 'Join the wait list' }));
    expect(await screen.findByText('Please check this.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile phone for a text/)).toHaveAttribute('aria-invalid', 'true');
    unmount();

    startKiosk({
      ...common,
      'Kiosk/GetKioskDeviceSetup': () => setup(),
      'Kiosk/GetKioskWaitTypes': () => ({ waitTypes: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Touch to start' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
  });

  it("counts who is waiting in the form Arabic gives each number, in the guest's digits", async () => {
    const { user } = startKiosk({ ...common, 'Kiosk/GetKioskDeviceSetup': () => setup() });
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    await user.click(screen.getByRole('button', { name: 'المس للبدء' }));
    await user.click(await screen.findByRole('button', { name: 'انضم إلى قائمة الانتظار' }));
    expect(await screen.findByRole('button', { name: /Terrace/ })).toHaveTextContent(
      `${numberIn('ar', 3)} أشخاص في الانتظار`,
    );
    expect(screen.getByRole('button', { name: /Spa/ })).toHaveTextContent('لا أحد في الانتظار');
  });
});

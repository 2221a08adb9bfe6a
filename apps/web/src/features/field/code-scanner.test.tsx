import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { makePartySummary } from '../../testing/parties.ts';
import { renderApp } from '../../testing/render.tsx';

/**
 * The QR path of curbside pick-up (ADR 93), below the browser journey: the browser's own reader and the camera are
 * stood in for, as the journey's Chromium on Linux has neither. What the screen does with them is under test.
 */
const KEY = 'k3yOfTheGuestLink_abcdefghij0123456789';
const waiting = makePartySummary({
  id: '00000000-0000-4000-8000-000000000612',
  number: 2052,
  status: 2,
  guestName: 'Quinn Scanned',
  roomNumber: '1205',
  version: 2,
  actions: ['PickUp', 'Cancel'],
});

/** What the camera shows, read by the reader: a value once a video plays the camera's stream. */
let shown = `https://curbside.example/GuestView/${KEY}`;
const detected: unknown[] = [];
class FakeReader {
  constructor(options: { formats: string[] }) {
    if (!options.formats.includes('qr_code')) throw new TypeError('qr_code only');
  }
  async detect(source: unknown) {
    detected.push(source);
    return source instanceof HTMLVideoElement && source.srcObject ? [{ rawValue: shown }] : [];
  }
}

const getUserMedia = vi.fn<() => Promise<MediaStream>>();

beforeEach(() => {
  detected.length = 0;
  shown = `https://curbside.example/GuestView/${KEY}`;
  vi.stubGlobal('BarcodeDetector', FakeReader);
  // A camera that opens at once: the stream may come before the dialog has put its video on the page.
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [] } as unknown as MediaStream);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  // jsdom plays nothing; the browser's play() answers once the video plays.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
    configurable: true,
    get(this: { stream?: unknown }) {
      return this.stream ?? null;
    },
    set(this: { stream?: unknown }, stream: unknown) {
      this.stream = stream;
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'srcObject');
});

describe('curbside pick-up by QR code', () => {
  it("reads the guest link's QR code with the camera, finds the guest by its key and picks them up", async () => {
    const server = mockSignedInApi({
      'RapidPickUp/FindParties': () => ({ items: [waiting] }),
      'Transportation/PickUp': () => ({ ...waiting, status: 3, actions: [] }),
    });
    const { user } = renderApp('/mobileApp/rapidPickUp/android/c/u/DRIVER/Dana', { session: makeSession() });
    await user.click(await screen.findByRole('button', { name: 'Scan QR code' }));

    const card = await screen.findByRole('article', { name: 'Quinn Scanned' });
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(detected[0]).toBeInstanceOf(HTMLVideoElement);
    expect(server.callsTo('RapidPickUp/FindParties')[0]?.url.searchParams.get('code')).toBe(KEY);
    // The dialog closed on the code read, and the code is in the field, as if typed.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Scan the QR code' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText("Code from the guest's link")).toHaveValue(shown);
    await user.click(within(card).getByRole('button', { name: 'Pick up Quinn Scanned' }));
    expect(await screen.findByText('Quinn Scanned is picked up.')).toBeInTheDocument();
    expect(server.callsTo('Transportation/PickUp')[0]?.body).toEqual({ partyId: waiting.id, version: 2 });
  });

  it('refuses a QR code that is no guest link, without asking the server', async () => {
    shown = 'https://evil.example/GuestView/x';
    const server = mockSignedInApi({ 'RapidPickUp/FindParties': () => ({ items: [waiting] }) });
    const { user } = renderApp('/RapidPickUp/a/b/c/d', { session: makeSession() });
    await user.click(await screen.findByRole('button', { name: 'Scan QR code' }));
    expect(await screen.findByText('This QR code is not a guest link.')).toBeInTheDocument();
    expect(server.callsTo('RapidPickUp/FindParties')).toHaveLength(0);
  });

  it('says the camera could not be opened, once, and leaves typing the code', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    mockSignedInApi();
    const { user } = renderApp('/RapidPickUp/a/b/c/d', { session: makeSession() });
    await user.click(await screen.findByRole('button', { name: 'Scan QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan the QR code' });
    expect(
      await within(dialog).findByText('The camera could not be opened. Type the code instead.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Code from the guest's link")).toBeInTheDocument();
  });
});

import { ipAddressSeries, type Kiosk, kiosks } from '@curbside/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { receiveRealtimeEvent } from '../../lib/realtime.ts';
import { id, makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { fakeSettings } from '../../testing/fakeSettings.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';

const manager = () => makeSession({ rules: ['settings.manage'] });
const kiosk = (n: number, type: Kiosk['type'], online: boolean): Kiosk => ({
  id: id(n),
  name: `Lobby ${n}`,
  code: `L${n}`,
  url: `lobby-${n}`,
  type,
  status: 'active',
  lastSeenAt: online ? new Date().toISOString() : null,
  version: online ? '1.0.0' : null,
  online,
  devices: online ? 1 : 0,
});

describe('kiosks', () => {
  it('lists the kiosks of the tab’s type with their heartbeat, and shows a new pairing code once', async () => {
    const fake = fakeCollection(kiosks, [kiosk(1, 'dispatch', true), kiosk(2, 'parking', false)], {
      unique: 'name',
    });
    const server = mockSignedInApi({
      ...fake.handlers,
      'Kiosk/CreatePairingCode': () => ({
        code: 'ACDEFGHJKM',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      }),
    });
    const { user } = renderApp('/Settings/Kiosk/0', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Kiosks' });
    expect(await within(table).findByText('Lobby 1')).toBeInTheDocument();
    expect(within(table).getByText('Online')).toBeInTheDocument();
    // The device actions stand beside edit and delete, in the one actions column.
    expect(within(table).getAllByRole('columnheader', { name: 'Actions' })).toHaveLength(1);
    expect(server.callsTo('Kiosk/GetKioskList').at(-1)?.body).toMatchObject({ type: 'dispatch' });

    await user.click(within(table).getByRole('button', { name: 'Pairing code' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ACDEFGHJKM')).toBeInTheDocument();
    expect(server.callsTo('Kiosk/CreatePairingCode').at(-1)?.body).toEqual({ kioskId: id(1) });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('tab', { name: 'Parking' }));
    await waitFor(() =>
      expect(server.callsTo('Kiosk/GetKioskList').at(-1)?.body).toMatchObject({ type: 'parking' }),
    );
    expect(await screen.findByText('Offline')).toBeInTheDocument();
  });

  it("unpairs a kiosk's devices only once asked, and says how many", async () => {
    const fake = fakeCollection(kiosks, [kiosk(1, 'dispatch', true)], { unique: 'name' });
    const server = mockSignedInApi({ ...fake.handlers, 'Kiosk/RevokeKioskDevices': () => ({ revoked: 1 }) });
    const asked = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/Settings/Kiosk/0', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Kiosks' });
    const revoke = await within(table).findByRole('button', { name: 'Revoke devices' });
    // A click by mistake leaves the lobby's kiosk paired.
    await user.click(revoke);
    expect(asked).toHaveBeenLastCalledWith(expect.stringContaining('Unpair every device of Lobby 1?'));
    expect(server.callsTo('Kiosk/RevokeKioskDevices')).toHaveLength(0);
    await user.click(revoke);
    expect(await screen.findByText(/^1 device revoked: it now shows/)).toBeInTheDocument();
    expect(server.callsTo('Kiosk/RevokeKioskDevices').map((call) => call.body)).toEqual([{ kioskId: id(1) }]);
    asked.mockRestore();
  });

  it('saves the IP address series as a whole list', async () => {
    const fake = fakeSettings(ipAddressSeries);
    mockSignedInApi(fake.handlers);
    const { user } = renderApp('/Settings/IpAddress', { session: manager() });
    await user.click(await screen.findByRole('button', { name: 'Add a range' }));
    await user.type(screen.getByLabelText('Name'), 'Lobby');
    await user.type(screen.getByLabelText('Address range (CIDR)'), '192.0.2.0/24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(fake.row()).toEqual({ series: [{ name: 'Lobby', range: '192.0.2.0/24' }] });
  });
});

describe('kiosks watched live', () => {
  it('shows a kiosk offline as soon as the server says it went quiet, and alerts the desk', async () => {
    let online = true;
    mockSignedInApi({
      'Kiosk/GetKioskList': () => {
        const row = { ...kiosk(1, 'dispatch', true), online };
        return { items: [row], total: 1, page: 1, pageSize: 25 };
      },
    });
    const rendered = renderApp('/Settings/Kiosk/0', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Kiosks' });
    expect(await within(table).findByText('Online')).toBeInTheDocument();

    online = false;
    act(() => receiveRealtimeEvent(rendered.queryClient, { type: 'kiosk.quiet', tags: ['kiosks'] }));
    expect(await within(table).findByText('Offline')).toBeInTheDocument();
    expect(await screen.findByText('A kiosk stopped reporting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the kiosks' })).toHaveAttribute('href', '/Settings/Kiosk');
  });
});

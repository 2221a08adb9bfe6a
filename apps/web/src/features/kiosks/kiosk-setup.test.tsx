import { type Kiosk, kioskSettings } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, makeSession } from '../../testing/factories.ts';
import { fakeSettings } from '../../testing/fakeSettings.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';

const manager = () => makeSession({ rules: ['settings.manage'] });
const kiosk = (type: Kiosk['type']): Kiosk => ({
  id: id(7),
  name: 'Lobby east',
  code: 'EAST',
  url: 'lobby-east',
  type,
  status: 'active',
  lastSeenAt: null,
  version: null,
  online: false,
  devices: 0,
});
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 200 });
const profile = () => ({ name: 'Harbor View Hotel', logoUrl: null, timeZone: 'Asia/Dubai', clock: '24' });

function serve(type: Kiosk['type']) {
  const fake = fakeSettings(kioskSettings);
  const server = mockSignedInApi({
    'Kiosk/GetKioskById': () => kiosk(type),
    'Company/GetCompanyProfile': profile as never,
    'Locations/GetLocationCategories': () =>
      page([{ id: id(21), name: 'Beaches', icon: null, status: 'active' }]) as never,
    'Parking/GetParkingPackages': () => page([]) as never,
    ...fake.handlers,
  });
  return { fake, server };
}

describe('a kiosk’s setup', () => {
  it('sets up a Parking kiosk: its texts side by side and a preview that follows the form', async () => {
    serve('parking');
    const { user } = renderApp(`/GenerateKiosk/Parking/edit/${id(7)}/active`, { session: manager() });
    expect(await screen.findByRole('heading', { name: 'Set up Lobby east' })).toBeInTheDocument();
    const preview = await screen.findByTestId('kiosk-preview');
    expect(within(preview).getByText('Request my car')).toBeInTheDocument();
    expect(within(preview).getByText('Buy a parking permit')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Let guests ask for their car (will-call)' }));
    await waitFor(() => expect(within(preview).queryByText('Request my car')).not.toBeInTheDocument());
    await user.type(await screen.findByRole('textbox', { name: 'Welcome (attract screen) (English)' }), 'Hi');
    await user.type(screen.getByRole('textbox', { name: 'Welcome (attract screen) (Arabic)' }), 'أهلا');
    expect(within(preview).getByText('Hi')).toBeInTheDocument();
    // The preview speaks the guest language chosen for it, right to left in Arabic.
    const language = screen.getByRole('radiogroup', { name: 'Guest language of the preview' });
    await user.click(within(language).getByRole('radio', { name: 'العربية' }));
    expect(within(preview).getByText('أهلا')).toBeInTheDocument();
    expect(preview).toHaveAttribute('dir', 'rtl');
  });

  it('saves the whole row: what it offers, and what another type’s fields hold as it was', async () => {
    const { fake, server } = serve('parking');
    const { user } = renderApp(`/GenerateKiosk/Parking/edit/${id(7)}/active`, { session: manager() });
    await user.click(await screen.findByRole('switch', { name: 'Let guests ask for their car (will-call)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(fake.row()).toMatchObject({
      offerWillCall: false,
      offerPermitPurchase: true,
      offerTransport: true,
    });
    expect(server.callsTo('Kiosk/UpdateKioskSettings').at(-1)?.body).toMatchObject({ kioskId: id(7) });
    // A Parking kiosk does not read the categories.
    expect(server.callsTo('Locations/GetLocationCategories')).toHaveLength(0);
  });

  it('follows the kiosk’s own type when the path names another, and offers its categories', async () => {
    serve('dispatch');
    renderApp(`/GenerateKiosk/Guest/edit/${id(7)}/inactive`, { session: manager() });
    expect(await screen.findByRole('textbox', { name: 'Destination categories' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Offer the wait list' })).not.toBeInTheDocument();
    expect(within(await screen.findByTestId('kiosk-preview')).getByText('Ride now')).toBeInTheDocument();
  });

  it("shows the times the kiosk writes: the company's zone and clock, and where to change them", async () => {
    serve('dispatch');
    renderApp(`/GenerateKiosk/Dispatch/edit/${id(7)}/active`, { session: manager() });
    const times = await screen.findByTestId('kiosk-times');
    expect(times).toHaveTextContent(
      /^Times on this kiosk are the company's: now \d{2}:\d{2} \(Gulf Standard Time – Dubai, 24-hour clock\)\./,
    );
    expect(within(times).getByRole('link', { name: "Change them in the company's profile" })).toHaveAttribute(
      'href',
      '/Subscription/MyCompany',
    );
  });

  it('speaks Arabic in the Arabic console', async () => {
    serve('guest');
    renderApp(`/GenerateKiosk/Guest/edit/${id(7)}/active`, { session: manager(), language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'إعداد Lobby east' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'عرض قائمة الانتظار' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'الترحيب (شاشة الجذب) (العربية)' })).toHaveAttribute(
      'dir',
      'rtl',
    );
  });
});

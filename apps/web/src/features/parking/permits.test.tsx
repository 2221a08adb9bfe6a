import type { PermitDetails, PermitSummary } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { id, makeSession } from '../../testing/factories.ts';
import { loadCases } from '../../testing/loadCases.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';

const desk = () => makeSession({ rules: ['parking.confirm'] });
const lot = { id: id(1), name: 'Main garage', address: null, capacity: 50, status: 'active' as const };
const pkg = {
  id: id(2),
  name: 'Valet night',
  typeId: id(3),
  typeName: 'Valet',
  priceCents: 4500,
  durationHours: 24,
  commissionPercent: 10,
  inAndOut: false,
  lotIds: [lot.id],
  status: 'active' as const,
};

const summary = (n: number, extra: Partial<PermitSummary> = {}): PermitSummary => ({
  id: id(100 + n),
  number: 1000 + n,
  status: 'Active',
  phone: '+971501234567',
  guestName: `Guest ${n}`,
  roomNumber: `4${n}`,
  plate: `DXB ${n}`,
  plateRegion: 'Dubai',
  make: 'Nissan',
  model: 'Patrol',
  colour: 'White',
  lotId: lot.id,
  lotName: lot.name,
  packageId: pkg.id,
  packageName: pkg.name,
  startsAt: '2027-03-10T10:00:00.000Z',
  endsAt: '2027-03-11T10:00:00.000Z',
  costCents: 4500,
  paidCents: 0,
  refundedCents: 0,
  soldBy: null,
  soldByName: null,
  version: 1,
  ...extra,
});

const details = (n: number, extra: Partial<PermitDetails> = {}): PermitDetails => ({
  ...summary(n),
  email: 'guest@example.com',
  notes: '',
  plateNormalised: `DXB${n}`,
  partyId: null,
  guestLanguage: 'en',
  balanceCents: 4500,
  currency: 'AED',
  createdAt: '2027-03-10T09:00:00.000Z',
  ...extra,
});

/** The calls the permit screens make, answered from one permit. */
/** The management screen over `serve()`, with permit `number` opened in its drawer. */
async function openPermit(number: number) {
  const server = serve();
  const { user } = renderApp('/ParkingPermit/ParkingManagement', { session: desk() });
  await user.click(await screen.findByRole('button', { name: `Open permit ${number}` }));
  const drawer = await screen.findByRole('dialog', { name: `Permit ${number}` });
  return { server, user, drawer };
}

function serve(permits: PermitSummary[] = [summary(1), summary(2)]) {
  return mockSignedInApi({
    'Parking/GetParkingPermits': () => ({ items: permits, total: permits.length, page: 1, pageSize: 25 }),
    'Parking/GetParkingLocations': () => ({ items: [lot], total: 1, page: 1, pageSize: 200 }),
    'Parking/GetParkingPackages': () => ({ items: [pkg], total: 1, page: 1, pageSize: 200 }),
    'Parking/GetParkingDetails': (call) =>
      details(Number(call.body?.id.slice(-3)) - 100, {
        status: permits.find((p) => p.id === call.body?.id)?.status ?? 'Active',
      }),
    'Parking/GetParkingCostDetails': () => ({
      costCents: 4500,
      paidCents: 0,
      refundedCents: 0,
      balanceCents: 4500,
      currency: 'AED',
      payments: [],
    }),
    'Parking/GetParkingHistory': () => ({
      items: [
        {
          id: id(900),
          action: 'Sell',
          fromStatus: null,
          toStatus: 'Active',
          note: '',
          userName: 'Sam Desk',
          createdAt: '2027-03-10T09:00:00.000Z',
        },
        {
          id: id(901),
          action: 'RequestWillCall',
          fromStatus: 'Active',
          toStatus: 'WillCallRequested',
          note: '',
          userName: '',
          createdAt: '2027-03-10T10:00:00.000Z',
        },
        {
          id: id(902),
          action: 'SomeFutureStep',
          fromStatus: 'WillCallRequested',
          toStatus: 'Active',
          note: '',
          userName: 'Sam Desk',
          createdAt: '2027-03-10T11:00:00.000Z',
        },
      ],
    }),
    'Parking/AddOrEditParking': (call) => ({ ...details(7), ...call.body, id: id(107), number: 1007 }),
    'Parking/ParkingPayment': () => ({
      payment: {
        id: id(800),
        kind: 'payment',
        method: 'cash',
        amountCents: 4500,
        cardLast4: null,
        accountReference: null,
        provider: null,
        createdAt: '2027-03-10T09:05:00.000Z',
        createdByName: 'Sam Desk',
      },
      costs: {
        costCents: 4500,
        paidCents: 4500,
        refundedCents: 0,
        balanceCents: 0,
        currency: 'AED',
        payments: [],
      },
    }),
    'Parking/CancelOrDeleteParking': () => details(1, { status: 'Cancelled' }),
    'Parking/ParkAgainOrDeliver': (call) =>
      details(3, { status: call.body?.commandType === 'PARK_AGAIN' ? 'Active' : 'Delivered' }),
    'Parking/BulkUpdateParkings': (call) => ({ succeeded: call.body?.ids ?? [], failed: [] }),
    'Card/GetParkingPermitCard': () => ({
      title: 'Valet pass',
      header: 'Welcome to Harbour View',
      footer: 'Show this at the desk.',
      showRoom: true,
      showVehicle: true,
      showPrice: true,
    }),
    'Card/EmailParkingPermitCard': (call) => ({ email: call.body?.email ?? 'guest@example.com' }),
    'Parking/GetWillCallParking': () => ({ items: [] }),
  });
}

describe('parking permits', () => {
  it('lists the permits the server pages and searches by what is typed', async () => {
    const server = serve();
    const { user } = renderApp('/ParkingPermit/ParkingManagement', { session: desk() });
    const table = await screen.findByRole('table', { name: 'Parking permits' });
    expect(await within(table).findByText('Guest 1')).toBeInTheDocument();
    expect(within(table).getByText('DXB 2 · Dubai')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'dxb-1');
    await waitFor(() =>
      expect(
        (server.callsTo('Parking/GetParkingPermits').at(-1)?.body as { search?: string } | undefined)?.search,
      ).toBe('dxb-1'),
    );
    expect(server.callsTo('Parking/GetParkingPermits').at(-1)?.body).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('sells a permit with the plate and its issuing region apart, then opens it', async () => {
    const server = serve();
    const { user } = renderApp('/ParkingPermit/ParkingManagement', { session: desk() });
    await user.click(await screen.findByRole('button', { name: 'Sell permit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell a parking permit' });
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }));
    expect(within(dialog).getAllByText('Required').length).toBeGreaterThan(0);
    // Pasted rather than typed key by key: the form's fields are many, and the rules under test are the call's.
    for (const [label, text] of [
      [/Guest name/, 'Dana Reyes'],
      [/^Plate/, 'ab-12 c'],
      ['Issuing state or country', 'CA'],
      ['Make', 'Tesla'],
    ] as const) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(text);
    }
    await pick(user, 'Lot', 'Main garage', dialog);
    await pick(user, 'Package', 'Valet night', dialog);
    // The guest's texts start in the desk's language; this guest reads Arabic.
    expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'العربية' }));
    // The desk sees what it is about to charge: one 24-hour period of the package from today.
    expect(within(dialog).getByTestId('permit-price')).toHaveTextContent(/^Price: .*45\.00/);
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }));
    await waitFor(() => expect(server.callsTo('Parking/AddOrEditParking')).toHaveLength(1));
    expect(server.callsTo('Parking/AddOrEditParking')[0]?.body).toMatchObject({
      guestName: 'Dana Reyes',
      plate: 'ab-12 c',
      plateRegion: 'CA',
      make: 'Tesla',
      lotId: lot.id,
      packageId: pkg.id,
      guestLanguage: 'ar',
    });
    expect(await screen.findByRole('dialog', { name: 'Permit 1007' })).toBeInTheDocument();
  });

  it('takes a payment of the balance with one idempotency key, and shows the history', async () => {
    const { server, user, drawer } = await openPermit(1001);
    // Each step in words, never the code the server recorded (`Sell`, `RequestWillCall`).
    expect(await within(drawer).findByText('Sold by Sam Desk')).toBeInTheDocument();
    expect(within(drawer).getByText('Car requested')).toBeInTheDocument();
    expect(within(drawer).getByText('Updated by Sam Desk')).toBeInTheDocument();
    expect(within(drawer).queryByText(/RequestWillCall|SomeFutureStep/)).toBeNull();
    // On the company's 12-hour clock, in its zone (09:00 UTC is 1:00 pm in Dubai).
    expect(within(drawer).getAllByText(/1:00\s*pm/i).length).toBeGreaterThan(0);
    // The phone as the company writes phones, not as stored, and the language the guest's texts go in.
    expect(within(drawer).queryByText(/\+971501234567/)).toBeNull();
    expect(within(drawer).getByText('Texts in English')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Take payment' }));
    await user.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(server.callsTo('Parking/ParkingPayment')).toHaveLength(1));
    const body = server.callsTo('Parking/ParkingPayment')[0]?.body;
    expect(body).toMatchObject({ permitId: id(101), amountCents: 4500, method: 'cash' });
    expect((body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(/[0-9a-f-]{36}/);
  });

  it('brings a car out on an in-and-out permit back, and offers no will-call while it is out', async () => {
    const server = serve([summary(3, { status: 'Out' })]);
    const { user } = renderApp('/ParkingPermit/ParkingManagement', { session: desk() });
    await user.click(await screen.findByRole('button', { name: 'Open permit 1003' }));
    const drawer = await screen.findByRole('dialog', { name: 'Permit 1003' });
    expect(await within(drawer).findByText('Car out')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Bring the car' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Gone for good' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Car back' }));
    await waitFor(() => expect(server.callsTo('Parking/ParkAgainOrDeliver')).toHaveLength(1));
    expect(server.callsTo('Parking/ParkAgainOrDeliver')[0]?.body).toEqual({
      id: id(103),
      commandType: 'PARK_AGAIN',
    });
    expect(await screen.findByText('The car is parked again in its kept space.')).toBeInTheDocument();
  });

  it('cancels with a partial refund', async () => {
    const { server, user, drawer } = await openPermit(1001);
    await user.click(await within(drawer).findByRole('button', { name: 'Cancel permit' }));
    await user.click(within(drawer).getByText('Part of it'));
    await user.type(within(drawer).getByLabelText(/Refund amount/), '20');
    await user.click(within(drawer).getByRole('button', { name: 'Cancel the permit' }));
    await waitFor(() => expect(server.callsTo('Parking/CancelOrDeleteParking')).toHaveLength(1));
    expect(server.callsTo('Parking/CancelOrDeleteParking')[0]?.body).toMatchObject({
      id: id(101),
      commandType: 'CANCEL',
      refund: 'partial',
      refundCents: 2000,
    });
  });

  it("prints the card from the company's template and e-mails it", async () => {
    const { server, user, drawer } = await openPermit(1002);
    await user.click(await within(drawer).findByRole('button', { name: 'E-mail card' }));
    await user.type(within(drawer).getByLabelText(/Send to/), 'copy@example.com');
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Card queued for copy@example.com: it goes out once the mail server takes it.'),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Print card' }));
    const card = await screen.findByRole('table', { name: 'Valet pass' });
    expect(within(card).getByText('DXB 2 · Dubai')).toBeInTheDocument();
    expect(within(card).getByText('White Nissan Patrol')).toBeInTheDocument();
    expect(within(card).getByText('AED 45.00')).toBeInTheDocument();
    // The hotel's name heads the card, and its QR code holds the permit number a desk's scanner types.
    const printed = card.closest('[data-permit-card]') as HTMLElement;
    expect(within(printed).getByText('Harbour View Hotel')).toBeInTheDocument();
    expect(within(printed).getByRole('img', { name: 'QR code of permit 1002' })).toBeInTheDocument();
    // The guest's link is theirs: it reaches them in the e-mail, never the desk's screen (ADR 54).
    expect(screen.queryByText(/\/GuestView\//)).toBeNull();
    expect(server.callsTo('Card/EmailParkingPermitCard')[0]?.body).toEqual({
      permitId: id(102),
      email: 'copy@example.com',
    });
  });

  it('cancels the chosen permits at once, once asked', async () => {
    const server = serve();
    const asked = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/ParkingPermit/ParkingManagement', { session: desk() });
    await user.click(await screen.findByRole('checkbox', { name: 'Choose permit 1001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose permit 1002' }));
    await user.click(screen.getByRole('button', { name: 'Cancel chosen' }));
    expect(asked).toHaveBeenLastCalledWith('Cancel the 2 chosen permits?');
    expect(server.callsTo('Parking/BulkUpdateParkings')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel chosen' }));
    asked.mockRestore();
    expect(await screen.findByText('2 changed, 0 refused')).toBeInTheDocument();
    expect(server.callsTo('Parking/BulkUpdateParkings')[0]?.body).toEqual({
      ids: [id(101), id(102)],
      commandType: 'CANCEL',
    });
  });

  loadCases('/ParkingPermit/ParkingManagement', {
    call: 'Parking/GetParkingPermits',
    error: 'The list could not be loaded',
    session: desk,
  });
});

describe('the parking desk', () => {
  it("looks permits up for the session's company, whatever company the path names", async () => {
    const server = serve([summary(3)]);
    const other = id(555);
    const { user } = renderApp(`/Parking/1/${other}/${id(556)}/${id(557)}/Someone/ADMIN`, {
      session: desk(),
    });
    expect(await screen.findByRole('heading', { name: 'Parking desk' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Plate, guest or room'), 'DXB 3');
    const results = await screen.findByRole('list', { name: 'Permits found' });
    expect(within(results).getByText('Guest 3 · 43 · Main garage')).toBeInTheDocument();
    for (const call of server.callsTo('Parking/GetParkingPermits')) {
      expect(JSON.stringify(call.body)).not.toContain(other);
    }
    await user.click(within(results).getByRole('button', { name: 'Open permit 1003' }));
    expect(await screen.findByRole('dialog', { name: 'Permit 1003' })).toBeInTheDocument();
  });

  it('shows the will-call queue and sells from the desk', async () => {
    serve([]);
    const { user } = renderApp('/Parking/1/a/b/c/d/e', { session: desk() });
    await user.click(await screen.findByText('Will-call'));
    expect(await screen.findByText('No cars asked for')).toBeInTheDocument();
    await user.click(screen.getByText('Sell'));
    expect(await screen.findByRole('form', { name: 'Sell a parking permit' })).toBeInTheDocument();
  });

  it('is refused to a role without the desk', async () => {
    mockSignedInApi();
    renderApp('/Parking/1/a/b/c/d/e', { session: makeSession({ menu: [] }) });
    expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
  });
});

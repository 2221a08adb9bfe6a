import { formatPhone } from '@curbside/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { applyRealtimeEvent } from '../../lib/realtime.ts';
import { id } from '../../testing/factories.ts';
import { makeCardPayment } from '../../testing/parties.ts';
import { describeBoard, details, dispatched, openDrawer, renderBoard, setup } from './board-fixtures.tsx';

describeBoard('party drawer', () => {
  it('opens the drawer with the timeline, an undone step marked', async () => {
    const server = setup({
      'Reservation/GetPartyInfoById': () =>
        details(dispatched, {
          guestLanguage: 'ar',
          history: [
            {
              id: id(700),
              action: 'AddOrEditReservation',
              fromStatus: null,
              toStatus: 1,
              note: '',
              userName: 'Dana Driver',
              undone: false,
              createdAt: '2026-03-01T08:00:00.000Z',
            },
            {
              id: id(701),
              action: 'AssignDriver',
              fromStatus: 1,
              toStatus: 2,
              note: '',
              userName: 'Dana Driver',
              undone: false,
              createdAt: '2026-03-01T08:05:00.000Z',
            },
            {
              id: id(702),
              action: 'PickUp',
              fromStatus: 2,
              toStatus: 3,
              note: '',
              userName: 'Sam Patel',
              undone: true,
              createdAt: '2026-03-01T08:10:00.000Z',
            },
            {
              id: id(703),
              action: 'UnDoPickup',
              fromStatus: 3,
              toStatus: 2,
              note: 'Wrong guest',
              userName: 'Sam Patel',
              undone: false,
              createdAt: '2026-03-01T08:11:00.000Z',
            },
          ],
        }),
    });
    const { drawer } = await openDrawer();
    expect(server.callsTo('Reservation/GetPartyInfoById')[0]?.body).toEqual({ partyId: dispatched.id });
    const timeline = within(drawer).getByLabelText('History');
    const steps = [...timeline.querySelectorAll('.mantine-Timeline-item')];
    expect(steps).toHaveLength(4);
    // The booking step reads as words, not as the call's name.
    expect(within(steps[0] as HTMLElement).getByText('Booked')).toBeInTheDocument();
    expect(steps[2]).toHaveAttribute('data-undone', 'true');
    expect(within(steps[2] as HTMLElement).getByText('Undone')).toBeInTheDocument();
    expect(within(steps[3] as HTMLElement).getByText('Undo pick-up')).toBeInTheDocument();
    expect(within(steps[3] as HTMLElement).queryByText('Undone')).not.toBeInTheDocument();
    expect(within(steps[3] as HTMLElement).getByText('Wrong guest')).toBeInTheDocument();
    expect(within(drawer).getByText('AED 50.00')).toBeInTheDocument();
    // Which language the guest's texts go in, as the language menu names it.
    expect(within(drawer).getByText('Texts in').nextElementSibling).toHaveTextContent('العربية');
    // The drawer offers the same actions as the card.
    expect(within(drawer).getByRole('button', { name: 'Pick up' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Drop off' })).not.toBeInTheDocument();
  });

  it("names each message's channel in words and writes its number as the company writes phones", async () => {
    const message = {
      templateCode: 'party.booked',
      body: 'Your ride is booked.',
      status: 'sent' as const,
      deliveryStatus: 'delivered' as const,
      state: 'delivered' as const,
      error: null,
      createdAt: '2026-03-01T08:01:00.000Z',
    };
    const messages = [
      { ...message, id: id(710), channel: 'sms' as const, recipient: '+971500000001' },
      { ...message, id: id(711), channel: 'email' as const, recipient: 'ada@example.com' },
    ];
    const national = formatPhone('+971500000001', 'AE');
    expect(national).not.toBe('+971500000001');
    for (const [language, words] of [
      ['en', ['Text', 'E-mail']],
      ['ar', ['رسالة نصية', 'بريد إلكتروني']],
    ] as const) {
      setup({ 'Reservation/GetPartyInfoById': () => details(dispatched, { messages }) });
      const { user, unmount } = renderBoard({ language });
      await user.click(await screen.findByRole('article', { name: /103/ }));
      const drawer = await screen.findByRole('dialog', { name: /103/ });
      await within(drawer).findAllByText(message.body, undefined, { timeout: 5000 });
      const lines = [...drawer.querySelectorAll('p')]
        .map((line) => line.textContent ?? '')
        .filter((line) => line.includes(' · '));
      // The drawer's phone, the inbox's channel words: never the stored number or the channel's code.
      expect(lines[0]).toContain(`${words[0]} · ${national} · `);
      expect(lines[1]).toContain(`${words[1]} · ada@example.com · `);
      expect(lines.join(' ')).not.toMatch(/SMS|EMAIL|\+971500000001/);
      unmount();
    }
  });

  it('records a card payment with the last four digits only and one key per opening of the form', async () => {
    const server = setup({
      'Reservation/GetPartyInfoById': () => details(dispatched),
      'Reservation/PartyPayment': (request) => ({
        payment: makeCardPayment(request.body, { id: id(801) }),
        costs: details(dispatched).costs,
        version: 8,
      }),
    });
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    const form = within(drawer).getByRole('form', { name: 'Record a payment' });
    await user.click(within(form).getByText('Card'));
    expect(within(form).queryByLabelText(/card number/i)).not.toBeInTheDocument();
    const last4 = within(form).getByRole('textbox', { name: /Last four digits/ });
    await user.type(last4, '4242 4242');
    expect(last4).toHaveValue('4242');
    await user.dblClick(within(form).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(server.callsTo('Reservation/PartyPayment').length).toBeGreaterThan(0));
    const bodies = server
      .callsTo('Reservation/PartyPayment')
      .map((call) => call.body as Record<string, unknown>);
    const first = bodies[0] ?? {};
    expect(Object.keys(first).sort()).toEqual([
      'amountCents',
      'cardLast4',
      'idempotencyKey',
      'method',
      'partyId',
    ]);
    expect(first).toMatchObject({
      partyId: dispatched.id,
      method: 'card',
      amountCents: 3000,
      cardLast4: '4242',
    });
    expect(String(first.idempotencyKey).length).toBeGreaterThanOrEqual(8);
    // However many requests a double click makes, they carry the same key.
    expect(new Set(bodies.map((body) => body.idempotencyKey)).size).toBe(1);

    await user.click(await within(drawer).findByRole('button', { name: 'Record payment' }));
    const again = within(drawer).getByRole('form', { name: 'Record a payment' });
    await user.click(within(again).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(server.callsTo('Reservation/PartyPayment').length).toBe(bodies.length + 1));
    const last = server.callsTo('Reservation/PartyPayment').at(-1)?.body as Record<string, unknown>;
    expect(last.method).toBe('cash');
    expect(last.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('offers no payment on a cancelled party (the server refuses one)', async () => {
    setup({
      'Reservation/GetPartyInfoById': () =>
        details(
          { ...dispatched, status: 6, actions: ['UndoCancel'] },
          { endedAt: '2026-03-01T09:00:00.000Z' },
        ),
    });
    const { drawer } = await openDrawer();
    await within(drawer).findByRole('button', { name: 'Undo cancel' });
    expect(within(drawer).queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('refetches the open drawer when a server event names the party call', async () => {
    const server = setup({ 'Reservation/GetPartyInfoById': () => details(dispatched) });
    const { queryClient } = await openDrawer();
    const before = server.callsTo('Reservation/GetPartyInfoById').length;
    act(() => applyRealtimeEvent(queryClient, { type: 'change', tags: ['parties'] }));
    await waitFor(() => expect(server.callsTo('Reservation/GetPartyInfoById').length).toBe(before + 1));
  });
});

import type { WaitListEntry } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { id } from '../../testing/factories.ts';
import { loadCases } from '../../testing/loadCases.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick, retype } from '../../testing/select.ts';
import { at, BAR, card, freezeClock, guest, host, STAND, standOf, TERRACE } from './stand-fixtures.ts';

describe('the host stand', () => {
  freezeClock();

  it('shows each guest with their place, a countdown from the quote that turns red when missed, and who was called', async () => {
    mockSignedInApi({
      'WaitList/GetWaitListLocations': standOf([
        guest(1, 40, 30),
        guest(2, 5, 20),
        guest(3, 20, 15, {
          status: 12,
          position: 0,
          notifiedAt: at(-1),
          confirmedAt: at(0),
          actions: ['Complete', 'NoShow', 'Cancel', 'Delete', 'Undo'],
        }),
      ]),
    });
    renderApp(STAND, { session: host() });
    await screen.findByRole('list', { name: 'Guests waiting' });
    const late = within(card('Guest 1')).getByTestId('countdown');
    expect(late).toHaveTextContent('10 min over the quote');
    expect(late.getAttribute('style') ?? late.className).toMatch(/red/);
    expect(within(card('Guest 1')).getByText('No. 1')).toBeInTheDocument();
    const onTime = within(card('Guest 2')).getByTestId('countdown');
    expect(onTime).toHaveTextContent('15 min left');
    expect(onTime.getAttribute('style') ?? '').not.toMatch(/red/);
    expect(within(card('Guest 2')).getByText(/Quoted 20 min · expected 2:15 pm/)).toBeInTheDocument();
    expect(within(card('Guest 3')).getByText('Coming')).toBeInTheDocument();
    // A called guest says when they were called, not an "expected" that would read "now" on every look.
    expect(within(card('Guest 3')).getByTestId('countdown')).toHaveTextContent('Called at 1:59 pm');
    expect(within(card('Guest 3')).queryByText(/expected/)).toBeNull();
    expect(
      within(card('Guest 3'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Seat / serve', 'No-show', 'Cancel', 'Undo', 'Edit']);
  });

  it('takes a step at the version read and shows the list the server answers next', async () => {
    let items = [guest(1, 5, 20)];
    const server = mockSignedInApi({
      'WaitList/GetWaitListLocations': () => standOf(items)(),
      'WaitList/UpdateWaitListStatus': () => {
        items = [guest(1, 5, 20, { status: 12, position: 0, version: 2, notifiedAt: at(0) })];
        return items[0] as WaitListEntry;
      },
    });
    const { user } = renderApp(STAND, { session: host() });
    await screen.findByRole('list', { name: 'Guests waiting' });
    await user.click(within(card('Guest 1')).getByRole('button', { name: 'Notify' }));
    expect(await within(card('Guest 1')).findByText('Called')).toBeInTheDocument();
    expect(server.callsTo('WaitList/UpdateWaitListStatus').map((c) => c.body)).toEqual([
      { id: id(1), version: 1, action: 'Notify' },
    ]);
  });

  it('offers the undo of a seat in a toast, at the version the seat answered', async () => {
    let items = [guest(1, 5, 20)];
    const server = mockSignedInApi({
      'WaitList/GetWaitListLocations': () => standOf(items)(),
      'WaitList/UpdateWaitListStatus': (call) => {
        const { action } = call.body as { action: string };
        items = action === 'Undo' ? [guest(1, 5, 20, { version: 3 })] : [];
        return guest(1, 5, 20, action === 'Undo' ? { version: 3 } : { status: 13, version: 2 });
      },
    });
    const { user } = renderApp(STAND, { session: host() });
    await screen.findByRole('list', { name: 'Guests waiting' });
    await user.click(within(card('Guest 1')).getByRole('button', { name: 'Seat / serve' }));
    expect(await screen.findByText('Guest 1 seated.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('listitem', { name: 'Guest 1' })).toBeInTheDocument();
    expect(server.callsTo('WaitList/UpdateWaitListStatus').map((c) => c.body)).toEqual([
      { id: id(1), version: 1, action: 'Complete' },
      { id: id(1), version: 2, action: 'Undo' },
    ]);
  });

  it('links a stand with no queue yet to the wait types, for who may add one', async () => {
    mockSignedInApi({
      'WaitList/GetWaitListLocations': () => ({ items: [], waitTypes: [], suggestions: [] }),
    });
    renderApp(STAND, { session: host() });
    const link = await screen.findByRole('link', { name: 'Add a wait type in Settings first.' });
    expect(link).toHaveAttribute('href', '/Settings/WaitTypes');
  });

  it('says so when another host changed the guest first', async () => {
    mockSignedInApi({
      'WaitList/GetWaitListLocations': standOf([guest(1, 5, 20)]),
      'WaitList/UpdateWaitListStatus': () => problemReply(409, 'PARTY_CHANGED'),
    });
    const { user } = renderApp(STAND, { session: host() });
    await screen.findByRole('list', { name: 'Guests waiting' });
    await user.click(within(card('Guest 1')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/Someone else changed this party/)).toBeInTheDocument();
  });

  it('adds a guest with the suggested quote of their wait type and size, with the count it rests on', async () => {
    const server = mockSignedInApi({
      'WaitList/GetWaitListLocations': standOf([]),
      'WaitList/AddOrEditWaitListParty': () => guest(9, 0, 25),
    });
    const { user } = renderApp(STAND, { session: host() });
    expect(await screen.findByText('Nobody is waiting')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a guest' });
    expect(
      within(form).getByText("Suggested 15 min, the wait type's default (no history yet)."),
    ).toBeInTheDocument();
    await retype(user, form, 'Party size', '4');
    expect(within(form).getByText('Suggested 25 min, from 5 past guests like this one.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Quote (min)')).toHaveValue('25');
    await user.type(within(form).getByRole('textbox', { name: /Guest name/ }), 'Rosa Diaz');
    await user.type(within(form).getByLabelText('Mobile phone'), '+12125550142');
    await user.click(within(form).getByRole('button', { name: 'Add guest' }));
    await waitFor(() => expect(server.callsTo('WaitList/AddOrEditWaitListParty')).toHaveLength(1));

    // The host's own quote wins over the suggestion; another wait type has its own.
    await pick(user, 'Wait type', 'Terrace', form);
    expect(within(form).getByLabelText('Quote (min)')).toHaveValue('30');
    await retype(user, form, 'Quote (min)', '45');
    await user.type(within(form).getByRole('textbox', { name: /Guest name/ }), 'Omar Said');
    // Texted in the host's language unless the host chooses the guest's.
    expect(within(form).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'العربية' }));
    await user.click(within(form).getByRole('button', { name: 'Add guest' }));
    await waitFor(() => expect(server.callsTo('WaitList/AddOrEditWaitListParty')).toHaveLength(2));
    expect(server.callsTo('WaitList/AddOrEditWaitListParty').map((c) => c.body)).toEqual([
      {
        waitTypeId: BAR,
        guestName: 'Rosa Diaz',
        phone: '+12125550142',
        language: 'en',
        partySize: 4,
        quotedMinutes: 25,
      },
      {
        waitTypeId: TERRACE,
        guestName: 'Omar Said',
        phone: '',
        language: 'ar',
        partySize: 4,
        quotedMinutes: 45,
      },
    ]);
  });

  it('corrects a guest still on the list: their phone, their language, at the version the host read', async () => {
    const server = mockSignedInApi({
      'WaitList/GetWaitListLocations': standOf([guest(1, 5, 20, { language: 'ar', notes: 'Window seat' })]),
      'WaitList/AddOrEditWaitListParty': (call) => ({ ...guest(1, 5, 20), ...call.body, version: 2 }),
    });
    const { user } = renderApp(STAND, { session: host() });
    await screen.findByRole('list', { name: 'Guests waiting' });
    // The card shows the phone the host typed, so a wrong one is seen.
    expect(within(card('Guest 1')).getByText('+1 212 555 0100')).toBeInTheDocument();
    await user.click(within(card('Guest 1')).getByRole('button', { name: 'Edit Guest 1' }));
    const form = await screen.findByRole('form', { name: 'Edit Guest 1' });
    // The guest's own language, not the host's.
    expect(within(form).getByRole('radio', { name: 'العربية' })).toBeChecked();
    const phone = within(form).getByLabelText('Mobile phone');
    await user.clear(phone);
    await user.type(phone, '+12125550199');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Guest 1' })).not.toBeInTheDocument());
    expect(server.callsTo('WaitList/AddOrEditWaitListParty').map((c) => c.body)).toEqual([
      {
        id: id(1),
        version: 1,
        notes: 'Window seat',
        waitTypeId: BAR,
        guestName: 'Guest 1',
        phone: '+12125550199',
        language: 'ar',
        partySize: 2,
        quotedMinutes: 20,
      },
    ]);
  });

  it('shows a refused phone beside it, keeps what was typed and moves to it', async () => {
    const server = mockSignedInApi({
      'WaitList/GetWaitListLocations': standOf([]),
      'WaitList/AddOrEditWaitListParty': () =>
        problemReply(400, 'VALIDATION_FAILED', {
          errors: [{ path: 'body.phone', code: 'phoneCharacters', message: 'Digits, spaces, + ( ) - only' }],
        }),
    });
    const { user } = renderApp(STAND, { session: host() });
    const form = await screen.findByRole('form', { name: 'Add a guest' });
    await user.type(within(form).getByRole('textbox', { name: /Guest name/ }), 'Rosa Diaz');
    const phone = within(form).getByLabelText('Mobile phone');
    await user.type(phone, '212 555 O142');
    await user.click(within(form).getByRole('button', { name: 'Add guest' }));
    await waitFor(() => expect(server.callsTo('WaitList/AddOrEditWaitListParty')).toHaveLength(1));
    expect(await within(form).findByText('Digits, spaces, + ( ) - only')).toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveFocus());
    expect(within(form).getByRole('textbox', { name: /Guest name/ })).toHaveValue('Rosa Diaz');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells everyone waiting of a delay, once asked how many it texts, and says how many were told', async () => {
    const server = mockSignedInApi({
      'WaitList/GetWaitListLocations': standOf([guest(1, 5, 20), guest(2, 2, 25)]),
      'WaitList/BroadcastWaitListDelay': () => ({ told: 2 }),
    });
    const asked = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp(STAND, { session: host() });
    await screen.findByRole('list', { name: 'Guests waiting' });
    await retype(user, document.body, 'Delay (min)', '15');
    // A click by mistake texts nobody.
    await user.click(screen.getByRole('button', { name: 'Tell everyone waiting' }));
    expect(asked).toHaveBeenLastCalledWith('Text the 2 guests waiting that the wait is 15 min longer?');
    expect(server.callsTo('WaitList/BroadcastWaitListDelay')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Tell everyone waiting' }));
    expect(await screen.findByText('2 guests were told their new time.')).toBeInTheDocument();
    asked.mockRestore();
    expect(server.callsTo('WaitList/BroadcastWaitListDelay').map((c) => c.body)).toEqual([
      { delayMinutes: 15 },
    ]);
  });

  it('is the same stand in the phone layout', async () => {
    mockSignedInApi({ 'WaitList/GetWaitListLocations': standOf([guest(1, 5, 20)]) });
    renderApp('/mobileApp/waitList/android/stand', { session: host() });
    await screen.findByRole('list', { name: 'Guests waiting' });
    expect(within(card('Guest 1')).getByRole('button', { name: 'Notify' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add a guest' })).toBeInTheDocument();
  });

  loadCases(STAND, {
    call: 'WaitList/GetWaitListLocations',
    error: 'The wait list could not be loaded.',
    session: host,
  });
});

describe("the guest's page", () => {
  it('shows their place and expected time and keeps the alert they choose', async () => {
    let alert: 'none' | 'ahead3' | 'minutes10' = 'none';
    const view = () => ({
      companyName: 'Harbour View Hotel',
      waitTypeName: 'Bar',
      guestName: 'Rosa Diaz',
      partySize: 2,
      status: 11 as const,
      position: 3,
      ahead: 2,
      expectedAt: at(20),
      quotedMinutes: 25,
      joinedAt: at(-5),
      // Far from the browser's zone: the page writes the hotel's time, not the phone's.
      timeZone: 'Pacific/Kiritimati',
      language: 'en' as const,
      alert,
      version: 1,
    });
    const server = mockApi({
      'WaitList/GetGuestWaitList': view,
      'WaitList/SetGuestWaitListAlert': (call) => {
        alert = (call.body as { alert: typeof alert }).alert;
        return view();
      },
    });
    const { user } = renderApp('/WaitListGuest/a-long-random-guest-key-1234');
    expect(await screen.findByTestId('guest-status')).toHaveTextContent('You are number 3');
    const hotelTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Pacific/Kiritimati',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(at(20)));
    expect(screen.getByText(/Expected around/)).toHaveTextContent(hotelTime);
    await user.click(screen.getByText('10 minutes before'));
    await waitFor(() =>
      expect(server.callsTo('WaitList/SetGuestWaitListAlert').map((c) => c.body)).toEqual([
        { key: 'a-long-random-guest-key-1234', alert: 'minutes10' },
      ]),
    );
  });

  it('lets the guest leave the list after asking once', async () => {
    let status: 6 | 11 = 11;
    const view = () => ({
      companyName: 'Harbour View Hotel',
      waitTypeName: 'Bar',
      guestName: 'Rosa Diaz',
      partySize: 2,
      status,
      position: status === 11 ? 1 : null,
      ahead: status === 11 ? 0 : null,
      expectedAt: status === 11 ? at(5) : null,
      quotedMinutes: 25,
      joinedAt: at(-5),
      timeZone: 'Asia/Dubai',
      language: 'en' as const,
      alert: 'none' as const,
      version: 1,
    });
    const server = mockApi({
      'WaitList/GetGuestWaitList': view,
      'WaitList/LeaveGuestWaitList': () => {
        status = 6;
        return view();
      },
    });
    const { user } = renderApp('/WaitListGuest/a-long-random-guest-key-1234');
    await user.click(await screen.findByRole('button', { name: 'Leave the list' }));
    await user.click(screen.getByRole('button', { name: 'Keep my place' }));
    expect(server.callsTo('WaitList/LeaveGuestWaitList')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Leave the list' }));
    await user.click(screen.getByRole('button', { name: 'Yes, leave' }));
    expect(await screen.findByTestId('guest-status')).toHaveTextContent('You have left the list.');
    expect(screen.queryByRole('button', { name: 'Leave the list' })).toBeNull();
    expect(server.callsTo('WaitList/LeaveGuestWaitList').map((c) => c.body)).toEqual([
      { key: 'a-long-random-guest-key-1234' },
    ]);
  });

  it('opens in the language the guest is written to', async () => {
    mockApi({
      'WaitList/GetGuestWaitList': () => ({
        companyName: 'Harbour View Hotel',
        waitTypeName: 'Bar',
        guestName: 'Layla Haddad',
        partySize: 2,
        status: 11 as const,
        position: 1,
        ahead: 0,
        expectedAt: at(5),
        quotedMinutes: 25,
        joinedAt: at(-5),
        timeZone: 'Asia/Dubai',
        language: 'ar' as const,
        alert: 'none' as const,
        version: 1,
      }),
    });
    renderApp('/WaitListGuest/a-long-random-guest-key-1234');
    expect(await screen.findByRole('button', { name: 'مغادرة القائمة' })).toBeInTheDocument();
  });
});

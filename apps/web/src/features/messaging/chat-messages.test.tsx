import type { ConversationMessage, contract, ResponseOf } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';

const PARTY = '11111111-1111-4111-8111-111111111111';
type Inbox = ResponseOf<typeof contract.messageApi.getMessageHistoryByParty>;
const inbox = (unread: number): Inbox => ({
  items: [
    {
      partyId: PARTY,
      guestName: 'Nadia Haddad',
      phone: '+12125550170',
      partyStatus: 2,
      lastMessage: { body: 'Running 5 min late', direction: 'in', state: 'received' },
      lastAt: '2026-11-26T14:00:00Z',
      unread,
      failed: 1,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
});
const message = (values: Partial<ConversationMessage>): ConversationMessage => ({
  id: crypto.randomUUID(),
  direction: 'out',
  channel: 'sms',
  body: '',
  templateCode: 'conversation.reply',
  state: 'sent',
  error: null,
  sentByName: 'Dana Reyes',
  at: '2026-11-26T13:58:00Z',
  read: true,
  ...values,
});

describe('/ChatMessages', () => {
  it('lists conversations with unread counts, opens one with delivery states, and replies', async () => {
    const items = [
      message({
        body: 'Your driver is on the way',
        state: 'failed',
        error: 'twilio 30006: landline or unreachable carrier',
      }),
      message({ channel: 'email', body: 'Your booking', state: 'failed', error: 'SMTP_FAILED' }),
      message({
        direction: 'in',
        body: 'Running 5 min late',
        state: 'received',
        read: false,
        sentByName: null,
      }),
    ];
    const server = mockSignedInApi({
      'MessageApi/GetMessageHistoryByParty': () => inbox(1),
      'MessageApi/GetPartyMessages': () => ({
        partyId: PARTY,
        guestName: 'Nadia Haddad',
        phone: '+12125550170',
        email: '',
        optedOut: false,
        items,
      }),
      'MessageApi/SendMessageToParty': ({ body }) => message({ body: body?.text ?? '', state: 'queued' }),
    });
    const { user } = renderApp('/ChatMessages', { session: makeSession() });
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(list).getByLabelText('Unread messages: 1')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Nadia Haddad/ }));

    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(
      within(log).getByText('Not delivered: twilio 30006: landline or unreachable carrier'),
    ).toBeInTheDocument();
    // The company's own SMTP server failed: the server stores a code, which is worded, never shown as such.
    expect(
      within(log).getByText(/^Not delivered: the SMTP server in the SMTP details could not be reached/),
    ).toBeInTheDocument();
    expect(within(log).queryByText(/SMTP_FAILED/)).not.toBeInTheDocument();
    expect(within(log).getByText('New')).toBeInTheDocument();
    expect(within(log).getAllByText('Failed')).toHaveLength(2);

    await user.type(screen.getByLabelText('Reply'), 'See you at the lobby');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(server.callsTo('MessageApi/SendMessageToParty').at(-1)?.body).toEqual({
        partyId: PARTY,
        text: 'See you at the lobby',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Reply')).toHaveValue(''));
  });

  it('says so when there is no conversation yet', async () => {
    mockSignedInApi({
      'MessageApi/GetMessageHistoryByParty': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
    });
    renderApp('/ChatMessages', { session: makeSession() });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });
});

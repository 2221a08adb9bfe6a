import type { Notice } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';

const limitNotice: Notice = {
  id: '00000000-0000-4000-8000-000000000501',
  kind: 'limit',
  params: { limit: 'staff', percent: 80, used: 8, max: 10, period: '2026-11' },
  subject: null,
  body: null,
  readAt: null,
  createdAt: '2026-11-02T10:00:00Z',
};
const message: Notice = {
  id: '00000000-0000-4000-8000-000000000502',
  kind: 'platform_message',
  params: {},
  subject: 'Maintenance tonight',
  body: 'The console restarts at 2.',
  readAt: '2026-11-01T10:00:00Z',
  createdAt: '2026-11-01T09:00:00Z',
};

function inbox(items: Notice[]) {
  return {
    'Notification/GetMyNotifications': () => ({
      items,
      total: items.length,
      page: 1,
      pageSize: 50,
      unread: items.filter((item) => !item.readAt).length,
    }),
    'Notification/MarkNotificationsRead': () => ({ marked: 1 }),
  };
}

describe('/mv/MyNotification', () => {
  it('lists limits and messages, newest first, and marks one or all read', async () => {
    const server = mockSignedInApi(inbox([limitNotice, message]));
    const { user } = renderApp('/mv/MyNotification', { session: makeSession() });
    const list = await screen.findByRole('list', { name: 'My notifications' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      'Your company uses 8 of the 10 active staff users its package includes (80 %) in 2026-11.',
    );
    expect(second).toHaveTextContent('Maintenance tonight');
    expect(screen.getByRole('status')).toHaveTextContent('1 unread');
    await user.click(screen.getByRole('button', { name: 'Mark "Package limit" read' }));
    expect(server.callsTo('Notification/MarkNotificationsRead')[0]?.body).toEqual({ ids: [limitNotice.id] });
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(server.callsTo('Notification/MarkNotificationsRead')[1]?.body).toEqual({ all: true });
  });

  it('says when there is nothing, in Arabic', async () => {
    mockSignedInApi(inbox([]));
    renderApp('/mv/MyNotification', { session: makeSession(), language: 'ar' });
    expect(await screen.findByText('لا توجد إشعارات بعد')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'إشعاراتي' })).toBeInTheDocument();
  });
});

describe('a quiet kiosk in the inbox', () => {
  it('names the kiosks that stopped reporting', async () => {
    const quiet: Notice = {
      ...limitNotice,
      id: '00000000-0000-4000-8000-000000000503',
      kind: 'kiosk_quiet',
      params: { names: 'Lobby east, Lobby west', count: 2 },
    };
    mockSignedInApi(inbox([quiet]));
    renderApp('/mv/MyNotification', { session: makeSession() });
    expect(await screen.findByText('Kiosk offline')).toBeInTheDocument();
    expect(
      screen.getByText(
        'These kiosks stopped reporting: Lobby east, Lobby west. Check their screen and network in the lobby.',
      ),
    ).toBeInTheDocument();
  });
});

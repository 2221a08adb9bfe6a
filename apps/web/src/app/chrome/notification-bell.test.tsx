import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { mockApi } from '../../testing/mockApi.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import NotificationBell from './NotificationBell.tsx';

describe("the console header's bell", () => {
  it('counts the unread notices and links to the inbox, in both languages', async () => {
    mockApi({ 'Notification/GetUnreadNotificationCount': () => ({ unread: 3 }) });
    renderWithProviders(<NotificationBell />, { session: makeSession() });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/mv/MyNotification');
  });

  it('speaks Arabic', async () => {
    mockApi({ 'Notification/GetUnreadNotificationCount': () => ({ unread: 0 }) });
    renderWithProviders(<NotificationBell />, { session: makeSession(), language: 'ar' });
    expect(await screen.findByRole('link', { name: 'الإشعارات، 0 غير مقروءة' })).toBeInTheDocument();
  });
});

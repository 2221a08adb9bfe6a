import type { StaffNoticeSetting } from '@curbside/contract';
import { STAFF_NOTICE_DEFAULTS, type StaffNoticeEvent } from '@curbside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { openScreen } from '../../testing/openScreen.ts';

const setting = (event: StaffNoticeEvent): StaffNoticeSetting => ({
  event,
  ...STAFF_NOTICE_DEFAULTS[event],
  isDefault: true,
  updatedAt: null,
});
const role = (code: string, name: string, n: number) => ({
  id: `00000000-0000-4000-8000-00000000070${n}`,
  code,
  name,
  status: 'active' as const,
  seeded: true,
  userCount: 1,
});
const handlers = {
  'UserManagement/GetRoles': () => ({
    items: [role('ADMIN', 'Administrator', 1), role('VALET', 'Valet', 2)],
  }),
  'Company/GetNotificationsList': ({ body }: { body?: { event?: StaffNoticeEvent } | undefined }) => ({
    items: [setting(body?.event ?? 'staffLimit')],
  }),
  'Company/UpdateNotifications': ({ body }: { body?: { event: StaffNoticeEvent } | undefined }) => ({
    ...setting(body?.event ?? 'staffLimit'),
    ...body,
    isDefault: false,
  }),
};

/** An administrator who manages settings and sees the company's roles. */
const manager = makeSession({ rules: ['users.manage', 'settings.manage'] });

describe('/Settings/Notifications', () => {
  it("shows each event's roles and channels, and saves one event's choice", async () => {
    const { server, user } = openScreen('/Settings/Notifications', handlers, { session: manager });
    // Four forms of seven switches each take a while to render on a busy machine.
    const quiet = await screen.findByRole('region', { name: 'Kiosk offline' });
    expect(await within(quiet).findByRole('switch', { name: 'By e-mail' })).toBeChecked();
    expect(within(quiet).getByRole('switch', { name: 'In the notifications inbox' })).not.toBeChecked();
    expect(within(quiet).getByRole('switch', { name: 'Administrator' })).toBeChecked();
    expect(within(quiet).getByRole('switch', { name: 'Valet' })).not.toBeChecked();

    await user.click(within(quiet).getByRole('switch', { name: 'Valet' }));
    await user.click(within(quiet).getByRole('switch', { name: 'In the notifications inbox' }));
    await user.click(within(quiet).getByRole('button', { name: 'Save' }));
    expect(await within(quiet).findByRole('status')).toBeInTheDocument();
    expect(server.callsTo('Company/UpdateNotifications')[0]?.body).toEqual({
      event: 'kioskQuiet',
      inApp: true,
      email: true,
      roles: ['ADMIN', 'VALET'],
    });
  });

  it('says when an event cannot be loaded, in Arabic', async () => {
    openScreen(
      '/Settings/Notifications',
      { ...handlers, 'Company/GetNotificationsList': () => problemReply(500, 'INTERNAL') },
      { language: 'ar', session: manager },
    );
    expect(await screen.findByRole('heading', { name: 'إشعارات الموظفين' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('تعذّر تحميل إعدادات هذا الحدث.')).toHaveLength(4));
  });

  it('is refused to a role without the screen', async () => {
    await expectRefusedWithoutScreen('/Settings/Notifications');
  });
});

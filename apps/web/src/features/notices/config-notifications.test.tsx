import type { StaffNoticeSetting } from '@curbside/contract';
import { STAFF_NOTICE_DEFAULTS, type StaffNoticeEvent } from '@curbside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCompanyAccount, makePlatformSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { openScreen } from '../../testing/openScreen.ts';

const harbor = makeCompanyAccount(1, { name: 'Harbor View Hotel' });
const lakeside = makeCompanyAccount(2, { name: 'Lakeside Inn' });

type ListBody = { companyId?: string; event?: StaffNoticeEvent; search?: string } | undefined;

/** Lakeside has chosen its own route for the message allowance, naming a role of its own. */
const settingOf = (companyId: string | undefined, event: StaffNoticeEvent): StaffNoticeSetting =>
  companyId === lakeside.id && event === 'messageQuota'
    ? {
        event,
        roles: ['ADMIN', 'NIGHT_AUDIT'],
        inApp: false,
        email: true,
        isDefault: false,
        updatedAt: '2026-11-20T10:00:00.000Z',
      }
    : { event, ...STAFF_NOTICE_DEFAULTS[event], isDefault: true, updatedAt: null };

const handlers = {
  'Company/GetAllMyAccounts': ({ body }: { body?: ListBody }) => {
    const items = [harbor, lakeside].filter(
      (row) => !body?.search || row.name.toLowerCase().includes(body.search.toLowerCase()),
    );
    return { items, total: items.length, page: 1, pageSize: 50 };
  },
  'Company/GetNotificationsList': ({ body }: { body?: ListBody }) => ({
    items: [settingOf(body?.companyId, body?.event ?? 'staffLimit')],
  }),
  'Company/UpdateNotifications': ({ body }: { body?: { companyId?: string; event: StaffNoticeEvent } }) => ({
    ...settingOf(body?.companyId, body?.event ?? 'staffLimit'),
    ...body,
    isDefault: false,
  }),
};

describe('/SuperAdmin/ConfigNotifications', () => {
  it("reads a chosen company's routes, with its own roles, and saves one event for that company", async () => {
    const { server, user, router } = openScreen('/SuperAdmin/ConfigNotifications', handlers, {
      session: makePlatformSession(),
    });
    expect(await screen.findByText('Choose a company to see who hears of its events.')).toBeInTheDocument();
    expect(server.callsTo('Company/GetNotificationsList')).toHaveLength(0);

    const picker = screen.getByRole('textbox', { name: 'Company' });
    await user.type(picker, 'lake');
    await waitFor(() =>
      expect(server.callsTo('Company/GetAllMyAccounts').at(-1)?.body).toMatchObject({ search: 'lake' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Lakeside Inn', hidden: true }));
    expect(router.state.location.search).toBe(`?company=${lakeside.id}`);

    const quota = await screen.findByRole('region', { name: 'Message allowance' });
    // The company's own role, which no seeded list holds, is shown with the seeded ones.
    expect(await within(quota).findByRole('switch', { name: 'NIGHT_AUDIT' })).toBeChecked();
    expect(within(quota).getByRole('switch', { name: 'Administrator' })).toBeChecked();
    expect(within(quota).getByRole('switch', { name: 'Valet' })).not.toBeChecked();
    expect(within(quota).getByRole('switch', { name: 'In the notifications inbox' })).not.toBeChecked();
    const asked = server.callsTo('Company/GetNotificationsList').map((call) => call.body);
    expect(asked).toContainEqual({ companyId: lakeside.id, event: 'messageQuota' });
    expect(asked.every((body) => (body as ListBody)?.companyId === lakeside.id)).toBe(true);

    await user.click(within(quota).getByRole('switch', { name: 'Valet' }));
    await user.click(within(quota).getByRole('switch', { name: 'NIGHT_AUDIT' }));
    await user.click(within(quota).getByRole('button', { name: 'Save' }));
    expect(await within(quota).findByRole('status')).toBeInTheDocument();
    expect(server.callsTo('Company/UpdateNotifications')).toHaveLength(1);
    expect(server.callsTo('Company/UpdateNotifications')[0]?.body).toEqual({
      companyId: lakeside.id,
      event: 'messageQuota',
      inApp: false,
      email: true,
      roles: ['ADMIN', 'VALET'],
    });
  });

  it('opens the company named in the address, and says in Arabic when its events cannot be loaded', async () => {
    openScreen(
      `/SuperAdmin/ConfigNotifications?company=${harbor.id}`,
      { ...handlers, 'Company/GetNotificationsList': () => problemReply(500, 'INTERNAL') },
      { language: 'ar', session: makePlatformSession() },
    );
    expect(await screen.findByRole('heading', { name: 'الإشعارات حسب الشركة' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('تعذّر تحميل إعدادات هذا الحدث.')).toHaveLength(4));
  });

  it('says when the companies cannot be listed', async () => {
    openScreen(
      '/SuperAdmin/ConfigNotifications',
      { ...handlers, 'Company/GetAllMyAccounts': () => problemReply(500, 'INTERNAL') },
      { session: makePlatformSession() },
    );
    expect(await screen.findByText('The companies could not be loaded.')).toBeInTheDocument();
  });
});

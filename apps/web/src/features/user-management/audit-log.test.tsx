import { auditActions, auditEntities } from '@curbside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../testing/locales.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { openScreen } from '../../testing/openScreen.ts';
import { pick } from '../../testing/select.ts';
import { changedFields } from './AuditLogScreen.tsx';
import { type AuditEntry, ids, makeUser } from './testData.ts';

/** The export menu is a chunk of its own, loaded on the first click: on a busy machine that takes a while. */

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '00000000-0000-4000-8000-00000000c001',
  at: '2026-03-01T23:30:00.000Z',
  actorUserId: ids.admin,
  actorName: 'Alex Admin',
  action: 'role.menu_access_changed',
  entity: 'role',
  entityId: ids.dispatcherRole,
  before: { menuCodes: ['Dashboard', 'Team/UserList'], name: 'Dispatcher' },
  after: { menuCodes: ['Dashboard'], name: 'Dispatcher' },
  ...overrides,
});

describe('audit log', () => {
  it('sends the user, object and day filters, and shows before and after', async () => {
    const { server, user } = openScreen('/Usermanagent/AuditLog', {
      'UserManagement/GetUsersList': () => ({ items: [makeUser()], total: 1, page: 1, pageSize: 50 }),
      'UserManagement/GetAuditLog': () => ({ items: [entry()], total: 1, page: 1, pageSize: 25 }),
    });
    const table = await screen.findByRole('table', { name: 'Changes' });
    expect(await within(table).findByText('Role: screens changed')).toBeInTheDocument();
    expect(within(table).getByText('Alex Admin')).toBeInTheDocument();

    await pick(user, 'Changed by', 'Dana Dispatcher');
    await pick(user, 'Object', 'Role');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-02');
    await waitFor(() => {
      const last = server.callsTo('UserManagement/GetAuditLog').at(-1);
      expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
        userId: ids.dana,
        entity: 'role',
        fromDate: '2026-03-01',
        toDate: '2026-03-02',
        page: '1',
        pageSize: '25',
      });
    });

    await user.click(
      within(table).getByRole('button', { name: /Show the changes of Role: screens changed/ }),
    );
    const dialog = await screen.findByRole('dialog');
    const changes = within(dialog).getByRole('table', { name: 'Before and after' });
    const [, first] = within(changes).getAllByRole('row');
    expect(first).toHaveTextContent('menuCodes');
    expect(first).toHaveTextContent('["Dashboard","Team/UserList"]');
    expect(first).toHaveTextContent('["Dashboard"]');
  });

  it('refuses a "to" day before the "from" day without asking the server', async () => {
    const { server, user } = openScreen('/Usermanagent/AuditLog', {
      'UserManagement/GetUsersList': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
      'UserManagement/GetAuditLog': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    // Nothing filtered out: a first day's log says so, rather than asking to change filters no one set.
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    expect(await screen.findByText('No changes match these filters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(await screen.findByText('Must not be before the start date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    const sent = server
      .callsTo('UserManagement/GetAuditLog')
      .map((call) => call.url.searchParams.get('toDate'));
    expect(sent).not.toContain('2026-03-01');
  });

  it('exports every page of the filter', async () => {
    const { server, user } = openScreen('/Usermanagent/AuditLog', {
      'UserManagement/GetUsersList': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
      'UserManagement/GetAuditLog': (request) => {
        const page = Number(request.query.page ?? 1);
        const pageSize = Number(request.query.pageSize ?? 25);
        return pageSize === 200
          ? { items: [entry({ id: `00000000-0000-4000-8000-00000000d00${page}` })], total: 2, page, pageSize }
          : { items: [entry()], total: 2, page, pageSize };
      },
    });
    await screen.findByText('Role: screens changed');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (text, any spreadsheet)' }));
    expect(await screen.findByText('Rows exported: 2')).toBeInTheDocument();
    const exportPages = server
      .callsTo('UserManagement/GetAuditLog')
      .filter((call) => call.url.searchParams.get('pageSize') === '200')
      .map((call) => call.url.searchParams.get('page'));
    expect(exportPages).toEqual(['1', '2']);
  });

  it("names a day's bookings, payments and steps in words, in English and Arabic, and filters by party", async () => {
    const partyEntry = (n: number, action: string) =>
      entry({ id: `00000000-0000-4000-8000-00000000c${100 + n}`, action, entity: 'party', before: null });
    const items = [
      partyEntry(1, 'party.booked'),
      partyEntry(2, 'party.payment'),
      partyEntry(3, 'party.AssignDriver'),
      partyEntry(4, 'message.sent'),
      entry({
        id: '00000000-0000-4000-8000-00000000c105',
        action: 'wait_list_entry.noshow',
        entity: 'wait_list_entry',
      }),
      entry({
        id: '00000000-0000-4000-8000-00000000c106',
        action: 'parking_permit.sold',
        entity: 'parking_permit',
      }),
    ];
    const handlers = {
      'UserManagement/GetUsersList': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
      'UserManagement/GetAuditLog': () => ({ items, total: items.length, page: 1, pageSize: 25 }),
    };
    const { server, user, unmount } = openScreen('/Usermanagent/AuditLog', handlers);
    const table = await screen.findByRole('table', { name: 'Changes' });
    for (const words of [
      'Party: booked',
      'Party: payment recorded',
      'Party: driver assigned',
      'Message: sent',
      'Wait-list guest: did not come',
      'Parking permit: sold',
    ]) {
      expect(await within(table).findByText(words)).toBeInTheDocument();
    }
    expect(within(table).getAllByText('Party')).toHaveLength(4);
    // The days' zone in words, as every report names it, never its code.
    const hint = screen.getByText(/Whole days in the company time zone/);
    expect(hint.textContent).toContain('Dubai');
    expect(hint.textContent).not.toContain('Asia/Dubai');
    await pick(user, 'Object', 'Party');
    await waitFor(() =>
      expect(server.callsTo('UserManagement/GetAuditLog').at(-1)?.url.searchParams.get('entity')).toBe(
        'party',
      ),
    );
    unmount();

    openScreen('/Usermanagent/AuditLog', handlers, { language: 'ar' });
    const arabic = await screen.findByRole('table');
    await within(arabic).findByText('مجموعة: حُجزت');
    // No code of the server's, English or not, is left in the Arabic list.
    expect(arabic.textContent).not.toMatch(/party|payment|booked|message|noshow|sold|wait_list|parking/);
  });

  it('words every action the server writes, in English and Arabic', () => {
    // The server writes only actions declared in packages/domain/src/audit-actions.ts (its audit helpers are
    // typed by them); each is shown as "<subject>: <verb>", so both halves need words in both languages.
    const all = allMessages();
    const actions = auditActions();
    expect(actions).toContain('kiosk.device_paired');
    const missing = actions.flatMap((action) => {
      const dot = action.indexOf('.');
      const parts = { subjects: action.slice(0, dot), verbs: action.slice(dot + 1) };
      return (['en', 'ar'] as const).flatMap((language) => {
        const audit = (
          all[language]['user-management'] as { userManagement: { audit: Record<string, unknown> } }
        ).userManagement.audit as Record<'subjects' | 'verbs', Record<string, string | undefined>>;
        return (['subjects', 'verbs'] as const)
          .filter((kind) => !audit[kind][parts[kind]])
          .map(
            (kind) => `${action}: ${kind}.${parts[kind]} in features/user-management/locales/${language}.ts`,
          );
      });
    });
    expect(missing).toEqual([]);
  });

  it("offers every kind of row a company's log holds as an Object, and none only the platform changes", async () => {
    const { user } = openScreen('/Usermanagent/AuditLog', {
      'UserManagement/GetUsersList': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
      'UserManagement/GetAuditLog': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    const input = await screen.findByRole('textbox', { name: 'Object' });
    await user.click(input);
    const listbox = await waitFor(() => {
      const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
      if (!found) throw new Error('no options');
      return found;
    });
    const names = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(names).toEqual(expect.arrayContaining(['Other driver', 'Support view', 'Vehicle', 'Wait type']));
    expect(names).not.toContain('Platform administrator');
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en')));
  });

  it('names every kind of row the server records, in English and Arabic', () => {
    // The Object filter lists them and the Object column shows them: the server's audit writes take only a
    // declared entity (packages/domain/src/audit-actions.ts).
    const all = allMessages();
    expect(auditEntities()).toContain('other_driver');
    const missing = auditEntities().flatMap((entity) =>
      (['en', 'ar'] as const)
        .filter((language) => {
          const audit = (
            all[language]['user-management'] as {
              userManagement: { audit: { subjects: Record<string, unknown> } };
            }
          ).userManagement.audit;
          return typeof audit.subjects[entity] !== 'string';
        })
        .map((language) => `${entity} in features/user-management/locales/${language}.ts`),
    );
    expect(missing).toEqual([]);
  });

  it('shows a load error', async () => {
    openScreen('/Usermanagent/AuditLog', {
      'UserManagement/GetUsersList': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
      'UserManagement/GetAuditLog': () => problemReply(500, 'INTERNAL', { detail: 'Boom' }),
    });
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
  });

  it('lists changed fields first', () => {
    expect(changedFields({ a: 1, b: 2 }, { a: 1, b: 3, c: 'x' })).toEqual([
      { field: 'b', before: '2', after: '3', changed: true },
      { field: 'c', before: '', after: 'x', changed: true },
      { field: 'a', before: '1', after: '1', changed: false },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

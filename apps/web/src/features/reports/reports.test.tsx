import type { PartyReport } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCustomField } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { openScreen } from '../../testing/openScreen.ts';
import { makePartySummary } from '../../testing/parties.ts';

const A = '00000000-0000-4000-8000-000000000a01';
const B = '00000000-0000-4000-8000-000000000a02';

/** A report's answer: these rows on the page asked for, and figures of a whole range of 12 parties. */
function reportOf(items: PartyReport['items'], request: { body?: unknown; url: URL }): PartyReport {
  const asked = (request.body ?? Object.fromEntries(request.url.searchParams)) as Record<string, unknown>;
  return {
    items,
    total: 12,
    page: Number(asked.page ?? 1),
    pageSize: Number(asked.pageSize ?? 25),
    summary: {
      parties: 12,
      guests: 30,
      totalCents: 123_450,
      paidCents: 100_000,
      currency: 'USD',
      byDay: [
        { date: '2026-11-24', count: 5 },
        { date: '2026-11-25', count: 7 },
      ],
    },
  };
}

describe('the transaction reports', () => {
  it('shows completed parties with the figures of the whole range, a chart per day, and undoes a drop-off', async () => {
    const { server, user } = openScreen('/TransactionManagement/CompletedTransaction', {
      'Transportation/GetTransactionBetweenDates': (request) =>
        reportOf(
          [
            makePartySummary({
              id: A,
              number: 5001,
              status: 5,
              guestName: 'Layla Haddad',
              version: 7,
              actions: ['UnDoDropOff'],
            }),
            makePartySummary({ id: B, number: 5002, status: 5, guestName: 'Omar Saleh', actions: [] }),
          ],
          request,
        ),
      'Transportation/UnDoDropOff': () => makePartySummary({ id: A, status: 4 }),
    });
    const table = await screen.findByRole('table', { name: 'Completed transactions' });
    expect(await within(table).findByText('Layla Haddad')).toBeInTheDocument();
    const first = server.callsTo('Transportation/GetTransactionBetweenDates')[0];
    expect(first?.url.searchParams.get('type')).toBe('completed');
    const totals = screen.getByRole('group', { name: 'Totals of these days' });
    expect(within(totals).getByText(/1,234\.50/)).toBeInTheDocument();
    expect(within(totals).getByText('30')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Parties per day' })).toBeInTheDocument();
    // The undo is the column after the party's number: a wide table never pushes it off the screen.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ).toEqual(['Party', 'Actions']);
    // Only the party whose history allows it offers the undo.
    expect(screen.getAllByRole('button', { name: /^Undo drop-off/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Undo drop-off: party 5001' }));
    await waitFor(() =>
      expect(server.callsTo('Transportation/UnDoDropOff')[0]?.body).toEqual({ partyId: A, version: 7 }),
    );
    expect(await screen.findByText('Party 5001 is back on the board')).toBeInTheDocument();
  });

  it('says so when a cancelled party changed before its undo', async () => {
    const { user } = openScreen('/TransactionManagement/CancelledTransaction', {
      'Transportation/GetTransactionBetweenDates': (request) =>
        reportOf([makePartySummary({ id: A, number: 6001, status: 6, actions: ['UndoCancel'] })], request),
      'Transportation/UndoCancel': () => problemReply(409, 'PARTY_CHANGED'),
    });
    await user.click(await screen.findByRole('button', { name: 'Undo cancel: party 6001' }));
    expect(
      await screen.findByText('This party changed meanwhile; the list is refreshed.'),
    ).toBeInTheDocument();
  });

  it('exports every page of the report as an Excel workbook', async () => {
    const { server, user } = openScreen('/TransactionManagement/DeletedTransaction', {
      'Transportation/GetTransactionBetweenDates': (request) =>
        reportOf([makePartySummary({ id: A, status: 10 })], request),
    });
    await screen.findByRole('link', { name: '#1042' });
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel workbook (XLSX)' }));
    expect(await screen.findByText('Parties exported: 12')).toBeInTheDocument();
    const asked = server
      .callsTo('Transportation/GetTransactionBetweenDates')
      .map((call) => call.url.searchParams);
    expect(asked.at(-1)?.get('pageSize')).toBe('200');
    expect(asked.at(-1)?.get('type')).toBe('deleted');
  });

  it('asks for completed on-call rides only, and shows the empty state', async () => {
    const { server } = openScreen('/TransactionManagement/CompletedWillCalls', {
      'Reservation/GetWillCallPartiesByDates': (request) => ({ ...reportOf([], request), total: 0 }),
    });
    expect(await screen.findByText('No completed on-call rides in these days')).toBeInTheDocument();
    expect(screen.getByText('Choose other days, or clear the search.')).toBeInTheDocument();
    expect(server.callsTo('Reservation/GetWillCallPartiesByDates')[0]?.body).toMatchObject({
      completedOnly: true,
      page: 1,
    });
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('lists reservations of the days, searched on the server', async () => {
    const { server, user } = openScreen('/TransactionManagement/ReservationReport', {
      'Transportation/GetReservationData': (request) =>
        reportOf([makePartySummary({ id: A, status: 7, guestName: 'Noah Williams' })], request),
    });
    expect(await screen.findByText('Noah Williams')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'noah');
    await waitFor(() =>
      expect(server.callsTo('Transportation/GetReservationData').at(-1)?.body).toMatchObject({
        search: 'noah',
      }),
    );
  });

  it("shows a reservation's answers to the company's own fields in words", async () => {
    const tier = makeCustomField(1, {
      label: { en: 'Tier', ar: 'الفئة' },
      kind: 'choice',
      choices: [{ key: 'gold', label: { en: 'Gold', ar: 'ذهبي' } }],
    });
    openScreen('/TransactionManagement/ReservationReport', {
      'Transportation/GetReservationData': (request) =>
        reportOf([makePartySummary({ id: A, status: 7, customValues: { [tier.id]: 'gold' } })], request),
      'PageSettings/GetCustomFields': () => ({ items: [tier], total: 1, page: 1, pageSize: 200 }),
    });
    expect(await screen.findByRole('columnheader', { name: 'More details' })).toBeInTheDocument();
    expect(await screen.findByText('Tier: Gold')).toBeInTheDocument();
  });
});

describe('the cash-out report', () => {
  const dana = {
    userId: A,
    userName: 'Dana Dispatcher',
    method: 'card' as const,
    payments: 3,
    paidCents: 15_000,
    refundedCents: 2_000,
  };
  const system = {
    userId: null,
    userName: 'System',
    method: 'cash' as const,
    payments: 1,
    paidCents: 5_000,
    refundedCents: 0,
  };
  const answer = (items: (typeof dana | typeof system)[], page = 1, total = 2) => ({
    items,
    total,
    page,
    pageSize: 25,
    totalPaidCents: 20_000,
    totalRefundedCents: 2_000,
    currency: 'USD',
    people: [dana, system].map(({ userId, userName, paidCents, refundedCents }) => ({
      userId,
      userName,
      paidCents,
      refundedCents,
    })),
  });

  it("shows each staff member's takings by method, the totals, and a guest's own payments", async () => {
    const { user } = openScreen('/TransactionManagement/CashoutReport', {
      'Transportation/GetCashOutReportByDates': () => answer([dana, system]),
    });
    const table = await screen.findByRole('table', { name: 'Cash-out by staff member and method' });
    expect(await within(table).findByText('Dana Dispatcher')).toBeInTheDocument();
    expect(within(table).getByText('Guest (own link)')).toBeInTheDocument();
    expect(within(table).getByText(/130\.00/)).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Totals of these days' });
    expect(within(totals).getByText(/180\.00/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Paid and refunded per staff member' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (text, any spreadsheet)' }));
    expect(await screen.findByText('Lines exported: 2')).toBeInTheDocument();
  });

  it('pages and searches on the server', async () => {
    const { user, server } = openScreen('/TransactionManagement/CashoutReport', {
      'Transportation/GetCashOutReportByDates': ({ body }) =>
        body?.page === 2 ? answer([system], 2, 26) : answer([dana], 1, 26),
    });
    const table = await screen.findByRole('table', { name: 'Cash-out by staff member and method' });
    expect(await within(table).findByText('Dana Dispatcher')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Guest (own link)')).toBeInTheDocument();
    expect(server.callsTo('Transportation/GetCashOutReportByDates').at(-1)?.body).toMatchObject({
      page: 2,
      pageSize: 25,
    });
    await user.type(screen.getByRole('searchbox', { name: 'Staff member' }), 'dana');
    await waitFor(() =>
      expect(server.callsTo('Transportation/GetCashOutReportByDates').at(-1)?.body).toMatchObject({
        search: 'dana',
        page: 1,
      }),
    );
  });
});

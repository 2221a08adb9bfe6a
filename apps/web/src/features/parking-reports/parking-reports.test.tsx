import type { ClosedPermitRow, CommissionRow, PermitSummary } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, makeSession } from '../../testing/factories.ts';
import type { MockHandlers } from '../../testing/mockApi.ts';
import { openScreen } from '../../testing/openScreen.ts';

/** The report's table, once `firstText` (a cell of its first row) shows in it. */
async function reportTable(name: string, firstText: string) {
  const table = await screen.findByRole('table', { name });
  expect(await within(table).findByText(firstText)).toBeInTheDocument();
  return table;
}
/** The figures of the range's totals. */
const totals = () => within(screen.getByRole('group', { name: 'Totals of these days' }));

const permit: PermitSummary = {
  id: id(1),
  number: 7001,
  status: 'Active',
  phone: '',
  guestName: 'Layla Haddad',
  roomNumber: '412',
  plate: 'DXB 12345',
  plateRegion: 'Dubai',
  make: 'Toyota',
  model: 'Camry',
  colour: 'Silver',
  lotId: id(10),
  lotName: 'Main garage',
  packageId: id(20),
  packageName: 'Valet overnight',
  startsAt: '2026-11-25T15:00:00.000Z',
  endsAt: '2026-11-26T15:00:00.000Z',
  costCents: 4500,
  paidCents: 4500,
  refundedCents: 0,
  soldBy: id(30),
  soldByName: 'Dana Dispatcher',
  version: 1,
};

const days = [
  { date: '2026-11-24', count: 2, cents: 900 },
  { date: '2026-11-25', count: 1, cents: 563 },
];
const page = (request: { body?: unknown }) => {
  const asked = request.body as { page: number; pageSize: number };
  return { total: 1, page: asked.page, pageSize: asked.pageSize };
};

describe('the parking commission report', () => {
  const row: CommissionRow = {
    ...permit,
    soldAt: '2026-11-25T09:00:00.000Z',
    commissionPercent: 12.5,
    commissionCents: 563,
  };
  const open = () =>
    openScreen('/ParkingPermit/ParkingCommission', {
      'Parking/GetParkingCommission': (request) => ({
        items: [row],
        ...page(request),
        summary: { permits: 3, salesCents: 13_500, commissionCents: 1463, currency: 'AED', byDay: days },
      }),
    });

  it("shows each permit's commission, the range's totals and a chart per day", async () => {
    const { server } = open();
    const table = await reportTable('Parking commission', 'Layla Haddad');
    expect(within(table).getByText('12.5 %')).toBeInTheDocument();
    expect(within(table).getByText('Dana Dispatcher')).toBeInTheDocument();
    expect(totals().getByText(/14\.63/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Commission per day' })).toBeInTheDocument();
    const asked = server.callsTo('Parking/GetParkingCommission')[0]?.body as Record<string, unknown>;
    expect(asked).toMatchObject({ page: 1, pageSize: 25 });
    expect(asked.fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is not offered to a role without the screen', async () => {
    openScreen('/ParkingPermit/ParkingCommission', {}, { session: makeSession({ menu: [] }) });
    expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
  });
});

describe('cancelled and deleted permits', () => {
  const closed = (status: 'Cancelled' | 'Deleted' | 'Delivered', reason: string): ClosedPermitRow => ({
    ...permit,
    status,
    refundedCents: 2000,
    closedAt: '2026-11-25T10:00:00.000Z',
    closedByName: 'Omar Admin',
    reason,
  });
  const summary = {
    permits: 1,
    costCents: 4500,
    paidCents: 4500,
    refundedCents: 2000,
    currency: 'AED',
    byDay: days,
  };

  /** The closed permits' report answering one permit closed as `row` says, with the days' summary. */
  const closedReport = (...row: Parameters<typeof closed>): MockHandlers => ({
    'Parking/GetCancelledOrDeletedParkings': (request) => ({
      items: [closed(...row)],
      ...page(request),
      summary,
    }),
  });

  it('lists the cancelled permits with who cancelled them and why', async () => {
    const { server } = openScreen(
      '/ParkingPermit/CancelledParkings',
      closedReport('Cancelled', 'Left early'),
    );
    const table = await reportTable('Cancelled permits', 'Left early');
    expect(within(table).getByText('Omar Admin')).toBeInTheDocument();
    expect(totals().getByText(/20\.00/)).toBeInTheDocument();
    expect(server.callsTo('Parking/GetCancelledOrDeletedParkings')[0]?.body).toMatchObject({
      type: 'cancelled',
    });
  });

  it('lists the deleted permits, in Arabic right to left', async () => {
    const { server } = openScreen('/ParkingPermit/DeletedParkings', closedReport('Deleted', ''), {
      language: 'ar',
    });
    await reportTable('التصاريح المحذوفة', 'بلا سبب');
    expect(document.documentElement.dir).toBe('rtl');
    expect(server.callsTo('Parking/GetCancelledOrDeletedParkings')[0]?.body).toMatchObject({
      type: 'deleted',
    });
  });

  it("lists the valet's delivered cars, with who handed each over and no reason column", async () => {
    const { server } = openScreen('/ParkingPermit/DeliveredParkings', closedReport('Delivered', ''));
    const table = await reportTable('Delivered cars', 'Omar Admin');
    expect(within(table).getByRole('columnheader', { name: 'Delivered by' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Reason' })).not.toBeInTheDocument();
    expect(server.callsTo('Parking/GetCancelledOrDeletedParkings')[0]?.body).toMatchObject({
      type: 'delivered',
    });
  });

  it('says so when no permit was closed on the days', async () => {
    openScreen('/ParkingPermit/DeletedParkings', {
      'Parking/GetCancelledOrDeletedParkings': (request) => ({
        items: [],
        ...page(request),
        total: 0,
        summary: { ...summary, permits: 0, byDay: [] },
      }),
    });
    expect(await screen.findByText('No permits deleted in these days')).toBeInTheDocument();
    expect(screen.getByText('Choose other days, or clear the search.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});

describe('the commission report', () => {
  it("shows each staff member's sales and commission, sales by no one apart, and a chart per person", async () => {
    const { server, user } = openScreen('/Subscription/CommissionReport', {
      'Subscription/GetCommissionReport': (request) => ({
        items: [
          {
            userId: id(30),
            userName: 'Dana Dispatcher',
            permits: 2,
            salesCents: 9000,
            commissionCents: 1126,
          },
          { userId: null, userName: '', permits: 1, salesCents: 4500, commissionCents: 450 },
        ],
        ...page(request),
        total: 2,
        summary: { permits: 3, salesCents: 13_500, commissionCents: 1576, currency: 'AED' },
      }),
    });
    const table = await reportTable('Commission per staff member', 'Dana Dispatcher');
    expect(within(table).getByText('No one (imported)')).toBeInTheDocument();
    expect(totals().getByText(/15\.76/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Commission per staff member' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Dana');
    await within(table).findByText('Dana Dispatcher');
    await expect
      .poll(
        () => (server.callsTo('Subscription/GetCommissionReport').at(-1)?.body as { search?: string }).search,
      )
      .toBe('Dana');

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (text, any spreadsheet)' }));
    expect(await screen.findByText('Lines exported: 2')).toBeInTheDocument();
    const exported = server.callsTo('Subscription/GetCommissionReport').at(-1)?.body as { pageSize: number };
    expect(exported.pageSize).toBe(200);
  });
});

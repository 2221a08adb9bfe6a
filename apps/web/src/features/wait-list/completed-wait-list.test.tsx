import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { captureDownloads, releaseDownloads } from '../../testing/downloads.ts';
import { id } from '../../testing/factories.ts';
import { loadCases } from '../../testing/loadCases.ts';
import { openScreen } from '../../testing/openScreen.ts';

/** The export menu is a chunk of its own, loaded on the first click: on a busy machine that takes a while. */

const PATH = '/TransactionManagement/CompletedWaitList';

const row = (n: number, status: 13 | 14, quoted: number, actual: number | null) => ({
  id: id(n),
  waitTypeName: 'Bar',
  guestName: `Guest ${n}`,
  partySize: 2,
  status,
  joinedAt: '2027-03-09T10:00:00.000Z',
  endedAt: '2027-03-09T10:40:00.000Z',
  quotedMinutes: quoted,
  actualWaitMinutes: actual,
  errorMinutes: status === 13 && actual !== null ? actual - quoted : null,
});

const answer = {
  items: [row(1, 13, 20, 30), row(2, 14, 15, 5)],
  total: 2,
  page: 1,
  pageSize: 25,
  summary: {
    completed: 3,
    noShows: 1,
    noShowRate: 0.25,
    averageErrorMinutes: 3.3,
    byHour: [
      { hour: 9, averageErrorMinutes: 0, count: 2 },
      { hour: 13, averageErrorMinutes: 10, count: 1 },
    ],
    byDay: [{ date: '2027-03-09', averageErrorMinutes: 3.3, count: 3 }],
  },
};

afterEach(releaseDownloads);

describe('the completed wait list', () => {
  it('shows quoted against actual per guest, the no-show rate and the average error by hour and day', async () => {
    const { server } = openScreen(PATH, { 'WaitList/GetWaitListReportBetweenDates': () => answer });
    const table = await screen.findByRole('table');
    await within(table).findByText('Guest 1');
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Guest 1')).toEqual(expect.arrayContaining(['Served', '20 min', '30 min', '10 min']));
    expect(cells('Guest 2')).toEqual(expect.arrayContaining(['No-show', '15 min', '5 min', '—']));
    expect(screen.getByText('3 guests served')).toBeInTheDocument();
    expect(screen.getByText('No-show rate: 25%')).toBeInTheDocument();
    expect(screen.getByText('Average error: 3.3 min')).toBeInTheDocument();
    const byHour = screen.getByRole('list', { name: 'Average error by hour of joining' });
    expect(
      within(byHour)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['09:00: 0 min on average over 2 guests', '13:00: 10 min on average over 1 guest']);
    const byDay = screen.getByRole('list', { name: 'Average error by day' });
    expect(within(byDay).getByRole('listitem')).toHaveAccessibleName(
      '2027-03-09: 3.3 min on average over 3 guests',
    );
    const body = server.callsTo('WaitList/GetWaitListReportBetweenDates')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ page: 1 });
    expect(String(body.fromDate) <= String(body.toDate)).toBe(true);
  });

  /** The report opened and exported as the export menu's `format`: what was saved, under which names. */
  async function exportAs(format: string) {
    const downloads = captureDownloads();
    const { user } = openScreen(PATH, { 'WaitList/GetWaitListReportBetweenDates': () => answer });
    await within(await screen.findByRole('table')).findByText('Guest 1');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: format }));
    // The XLSX writer is fetched only on the first such export: that takes a while on a loaded machine.
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    return downloads;
  }

  it('exports every guest of the days as CSV with plain minutes', async () => {
    const { saved, fileNames } = await exportAs('CSV (text, any spreadsheet)');
    expect(fileNames[0]).toMatch(/^completed-wait-list-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await (saved[0] as Blob).text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Guest,Wait type,Party size,Status,Joined,Quoted,Actual,Actual − quoted');
    expect(lines[1]).toMatch(/^Guest 1,Bar,2,Served,.+,20,30,10$/);
    expect(lines[2]).toMatch(/^Guest 2,Bar,2,No-show,.+,15,5,$/);
  });

  it('exports the same rows as an Excel workbook, as every report does', async () => {
    const { fileNames } = await exportAs('Excel workbook (XLSX)');
    expect(fileNames[0]).toMatch(/^completed-wait-list-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('says what to try when no guest finished waiting in the days chosen', async () => {
    const empty = { ...answer, items: [], total: 0, summary: { ...answer.summary, byHour: [], byDay: [] } };
    openScreen(PATH, { 'WaitList/GetWaitListReportBetweenDates': () => empty });
    expect(await screen.findByText('No guest finished waiting in these days')).toBeInTheDocument();
    // The report has a search box too, so its hint is every report's.
    expect(screen.getByText('Choose other days, or clear the search.')).toBeInTheDocument();
  });

  loadCases(PATH, { call: 'WaitList/GetWaitListReportBetweenDates', error: /could not be loaded|failed/i });
});

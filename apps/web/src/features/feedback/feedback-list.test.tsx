import type { FeedbackResponse } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockHandlers } from '../../testing/mockApi.ts';
import { openScreen } from '../../testing/openScreen.ts';

/** The export menu is a chunk of its own, loaded on the first click: on a busy machine that takes a while. */

const LIST = 'Feedback/GetFeedbackResponses';

const response: FeedbackResponse = {
  id: '00000000-0000-4000-8000-000000000b01',
  createdAt: '2026-03-02T15:00:00.000Z',
  partyNumber: 1042,
  guestName: 'Layla Haddad',
  fromLocationName: 'Harbor View Hotel lobby',
  toLocationName: 'JFK Terminal 4',
  driverName: 'Sam Patel',
  quotedWaitMinutes: 10,
  actualWaitMinutes: 12,
  ratingScale: 'stars',
  score: 2,
  lowScore: true,
  comment: 'The van was late',
  answers: [],
};

/** The list answers `items` on every page, with figures for them. */
const answering = (items: FeedbackResponse[]): MockHandlers => ({
  [LIST]: (request) => ({
    items,
    total: items.length,
    page: Number(request.body?.page ?? 1),
    pageSize: Number(request.body?.pageSize ?? 25),
    figures: { responses: items.length, csat: null, nps: null, lowScores: items.length, days: [] },
  }),
});

describe('guest feedback', () => {
  it('lists the responses of the days, and asks the server again for low scores only', async () => {
    const { server, user } = openScreen('/TransactionManagement/FeedbackList', answering([response]));
    const table = await screen.findByRole('table', { name: 'Guest feedback' });
    expect(await within(table).findByText('Layla Haddad')).toBeInTheDocument();
    const first = server.callsTo(LIST)[0]?.body as { fromDate: string; toDate: string; lowOnly: boolean };
    expect(first).toMatchObject({ page: 1, pageSize: 25, lowOnly: false });
    expect(first.fromDate <= first.toDate).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Low scores only' }));
    await waitFor(() => expect(server.callsTo(LIST).at(-1)?.body).toMatchObject({ lowOnly: true, page: 1 }));
  });

  it('exports every page of the filter on screen as CSV', async () => {
    const { server, user } = openScreen('/TransactionManagement/FeedbackList', answering([response]));
    await screen.findByText('Layla Haddad');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (text, any spreadsheet)' }));
    expect(await screen.findByText('Responses exported: 1')).toBeInTheDocument();
    expect(server.callsTo(LIST).at(-1)?.body).toMatchObject({ page: 1, pageSize: 200, lowOnly: false });
  });

  it('offers no export without responses', async () => {
    openScreen('/TransactionManagement/FeedbackList', answering([]));
    expect(await screen.findByText('No feedback in these days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});

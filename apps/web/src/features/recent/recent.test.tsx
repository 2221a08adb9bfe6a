import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { listStateCases } from '../../testing/listStateCases.ts';
import { openScreen } from '../../testing/openScreen.ts';
import { makePartySummary } from '../../testing/parties.ts';

describe('recent parties', () => {
  it('lists the parties the user touched, each opening the board on that party', async () => {
    const { server } = openScreen('/Recent', {
      'Transportation/RecentParties': () => ({
        items: [
          {
            ...makePartySummary({ number: 1042, status: 3, guestName: 'Layla Haddad' }),
            touchedAt: '2026-03-01T06:30:00.000Z',
            lastAction: 'PickUp',
          },
          {
            ...makePartySummary({
              number: 1043,
              status: 7,
              guestName: 'Omar Saleh',
              toLocationName: 'Marina',
            }),
            touchedAt: '2026-03-01T06:00:00.000Z',
            lastAction: 'Booked',
          },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Recent parties' });
    await within(table).findByText('Layla Haddad');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Layla Haddad')).toBeInTheDocument();
    expect(first.getByText('Pick up')).toBeInTheDocument();
    expect(first.getByText('Picked up')).toBeInTheDocument();
    expect(first.getByText('Harbour View Hotel → City Airport')).toBeInTheDocument();
    // The time in the company's zone (Asia/Dubai, UTC+4).
    expect(first.getByText(/10:30/)).toBeInTheDocument();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Booked')).toBeInTheDocument();
    expect(second.getByText('Reservation')).toBeInTheDocument();
    expect(server.callsTo('Transportation/RecentParties')[0]?.url.searchParams.get('limit')).toBe('50');

    const link = screen.getByRole('link', { name: 'Open party #1043 on the board' });
    expect(link).toHaveAttribute('href', '/TrasactionManagement/RecordManagement?search=1043');
  });

  it('reads right to left in Arabic', async () => {
    openScreen(
      '/Recent',
      {
        'Transportation/RecentParties': () => ({
          items: [
            {
              ...makePartySummary({
                number: 1042,
                status: 1,
                fromLocationName: 'الفندق',
                toLocationName: 'المطار',
              }),
              touchedAt: '2026-03-01T06:30:00.000Z',
              lastAction: 'ToPending',
            },
          ],
        }),
      },
      { language: 'ar' },
    );
    expect(await screen.findByText('قيد الانتظار')).toBeInTheDocument();
    expect(screen.getByText('نقل إلى الانتظار')).toBeInTheDocument();
    expect(screen.getByText('الفندق ← المطار')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  listStateCases({ path: '/Recent', call: 'Transportation/RecentParties', emptyText: 'No recent parties' });

  it('is refused to a role without the screen', async () => {
    await expectRefusedWithoutScreen('/Recent');
  });
});

import type { contract, ResponseOf } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { currentUsage, invoiceOf, usageMonth } from '../../testing/usage.ts';

/** The package-usage part of the screen (ADR 89). */
const packageUsage = {
  'Usage/GetCompanyCurrentPackageUsage': () => currentUsage(),
  'Usage/GetCompanyPreviousPackageUsageHistory': () => ({
    items: [usageMonth('2026-10', { parties: 75 })],
    total: 1,
    page: 1,
    pageSize: 12,
  }),
  'Company/GetCompanyPaymentHistory': () => ({
    items: [
      invoiceOf({
        period: '2026-10',
        state: 'paid',
        method: 'hand',
        reference: 'TR-88',
        paidAt: '2026-11-04T10:00:00Z',
      }),
      invoiceOf({ id: '00000000-0000-4000-8000-000000000402', period: '2026-11' }),
    ],
    total: 2,
    page: 1,
    pageSize: 12,
  }),
};

type MessageUsage = ResponseOf<typeof contract.messageReports.getMessageUsageCount>;

/**
 * The screen opened by someone who may see reports, the month's texts answered by `usage` over November's
 * policy (a pause at 90 %, alerts at 80 and 100 %) and no pause yet.
 */
function openMyUsage(
  usage: Omit<MessageUsage, 'month' | 'policy' | 'nonServicePaused'> & Partial<MessageUsage>,
) {
  mockSignedInApi({
    ...packageUsage,
    'MessageReports/GetMessageUsageCount': () => ({
      month: '2026-11',
      nonServicePaused: false,
      policy: { pausePercent: 90, alertPercents: [80, 100] },
      ...usage,
    }),
  });
  renderApp('/Subscription/MyUsage', { session: makeSession({ rules: ['reports.view'] }) });
}

describe('/Subscription/MyUsage', () => {
  it("shows the month's segments against the allowance, the pause and the days as bars", async () => {
    openMyUsage({
      allowance: 5000,
      used: 4600,
      percent: 92,
      byDay: [
        { date: '2026-11-02', segments: 2600 },
        { date: '2026-11-03', segments: 2000 },
      ],
      alerts: [{ percent: 80, at: '2026-11-02T10:00:00Z' }],
      nonServicePaused: true,
      smsProvider: 'twilio',
    });
    expect(await screen.findByText('4,600 of 5,000 segments used (92 %)')).toBeInTheDocument();
    expect(
      screen.getByText(/Feedback and marketing texts are paused/).closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByText('Administrators were told at 80 %.')).toBeInTheDocument();
    expect(screen.queryByText(/No text provider is set up/)).toBeNull();
    const bars = within(screen.getByRole('list', { name: 'Segments by day' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['2026-11-02: 2600', '2026-11-03: 2000']);
    // The package's usage: this month against its limits, and the months before.
    expect(await screen.findByText('Package usage in 2026-11')).toBeInTheDocument();
    expect(screen.getByText('9 of 10 (90 %)')).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Usage in previous months' });
    expect(await within(history).findByText('75')).toBeInTheDocument();
    // The payment history: each month's invoice in the one money format, with its state (ADR 103).
    const payments = await screen.findByRole('table', { name: 'Payment history' });
    expect(within(payments).getAllByText('$499.00')).toHaveLength(2);
    expect(within(payments).getByText('4 Nov 2026, recorded by hand')).toBeInTheDocument();
    expect(within(payments).getByText('TR-88')).toBeInTheDocument();
    expect(within(payments).getByText('Open')).toBeInTheDocument();
  });

  it('says plainly that texts are only logged when no provider is set up', async () => {
    openMyUsage({ allowance: null, used: 0, percent: null, byDay: [], alerts: [], smsProvider: 'log' });
    const said = await screen.findByText(
      /No text provider is set up: texts are only written to the server log/,
    );
    expect(said.closest('[role="status"]')).not.toBeNull();
  });
});

import type { failingDelivery, Invoice, UsageFigures } from '@curbside/contract';
import type { z } from 'zod';

type FailingDelivery = z.infer<typeof failingDelivery>;

/** A month's usage figures for the usage screens' tests. */
export const usageMonth = (month: string, over: Partial<UsageFigures> = {}): UsageFigures => ({
  month,
  parties: 120,
  permits: 14,
  waitListGuests: 33,
  messageSegments: 4_100,
  kiosks: 2,
  staff: 9,
  ...over,
});

/** A company's usage this month against a package with every limit. */
export const currentUsage = (companyId = '00000000-0000-4000-8000-000000000301') => ({
  companyId,
  companyName: 'Harbor View Hotel',
  package: { id: '00000000-0000-4000-8000-000000000302', name: 'Complete' },
  figures: usageMonth('2026-11'),
  limits: {
    staff: { used: 9, limit: 10, percent: 90 },
    kiosks: { used: 2, limit: null, percent: null },
    messageSegments: { used: 4_100, limit: 5_000, percent: 82 },
  },
});

/** An invoice of the platform to a company (ADR 103), open unless told otherwise. */
export const invoiceOf = (over: Partial<Invoice> = {}): Invoice => ({
  id: '00000000-0000-4000-8000-000000000401',
  companyId: '00000000-0000-4000-8000-000000000301',
  companyName: 'Harbor View Hotel',
  period: '2026-10',
  packageName: 'Complete',
  amountCents: 49_900,
  currency: 'USD',
  state: 'open',
  method: null,
  reference: null,
  paidAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

/** A text the platform could not deliver, as the message-usage reports list it. */
export const failingDeliveryOf = (over: Partial<FailingDelivery> = {}): FailingDelivery => ({
  id: '00000000-0000-4000-8000-000000000501',
  companyId: '00000000-0000-4000-8000-000000000301',
  companyName: 'Harbor View Hotel',
  channel: 'sms',
  provider: 'twilio',
  templateCode: 'party.dispatched',
  error: 'unknown number',
  attempts: 5,
  at: '2026-11-02T10:00:00Z',
  ...over,
});

import { z } from 'zod';
import { companyOnly, id, paged, pageRequest } from './common.ts';
import { isoMonth } from './conversations.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import type { Tag } from './tags.ts';

/**
 * A company's usage in one calendar month of its own time zone, counted from the facts (ADR 89): parties,
 * permits and wait-list guests made in the month, SMS segments a provider accepted in it, and the kiosks and
 * active staff users that existed by its end.
 */
export const usageFigures = z.object({
  month: z.string(),
  parties: z.number().int(),
  permits: z.number().int(),
  waitListGuests: z.number().int(),
  messageSegments: z.number().int(),
  kiosks: z.number().int(),
  staff: z.number().int(),
});
export type UsageFigures = z.infer<typeof usageFigures>;

/** One limit of the package against what is used: `limit` null for none, `percent` null then too. */
export const limitUse = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  percent: z.number().int().nullable(),
});

export const currentPackageUsage = z.object({
  companyId: id,
  companyName: z.string(),
  /** The package the company is on; null: none, so every feature and no limit. */
  package: z.object({ id, name: z.string() }).nullable(),
  figures: usageFigures,
  limits: z.object({ staff: limitUse, kiosks: limitUse, messageSegments: limitUse }),
});

/**
 * Which company a usage call reads: a company user reads their own (naming another is 403 by the mount); the
 * super-admin must name one (400 without, 404 for one that does not exist).
 */
const companyQuery = companyOnly.strict();

const USAGE_READS: readonly Tag[] = ['parties', 'parkingPermits', 'waitList', 'messages', 'kiosks', 'users'];

export const usageEntries = {
  getCompanyCurrentPackageUsage: endpoint({
    method: 'POST',
    path: 'Company/GetCompanyCurrentPackageUsage',
    summary:
      "A company's usage this month (its time zone) from the facts, against its package's limits (staff, kiosks, message segments). A company user reads their own company's (with the MyUsage screen); the super-admin names one.",
    permission: 'session',
    reads: [...USAGE_READS, 'packages'],
    query: companyQuery,
    body: noBody,
    response: currentPackageUsage,
  }),
  getCompanyPreviousPackageUsageHistory: endpoint({
    method: 'POST',
    path: 'Company/GetCompanyPreviousPackageUsageHistory',
    summary:
      "A company's usage in each month before this one since it was made, newest first; paged. Who may read it as for the current usage.",
    permission: 'session',
    reads: USAGE_READS,
    query: companyQuery.extend(pageRequest),
    body: noBody,
    response: paged(usageFigures),
  }),
  getBarChart: endpoint({
    method: 'GET',
    path: 'Report/GetBarChart',
    summary:
      "A company's usage month by month, oldest first, for a chart: the last `months` months (12 by default) up to `until` (this month by default). Who may read it as for the current usage.",
    permission: 'session',
    reads: USAGE_READS,
    query: companyQuery.extend({
      months: z.coerce.number().int().min(1).max(36).default(12),
      until: isoMonth.optional(),
    }),
    body: noBody,
    response: z.object({ companyId: id, months: z.array(usageFigures) }),
  }),
};

/** A provider's share of a month's texts across the platform. */
export const providerUsage = z.object({
  provider: z.string(),
  messages: z.number().int(),
  segments: z.number().int(),
  failed: z.number().int(),
});

/** One company's texts in the month, by the provider that took them. */
export const companyMessageUsage = z.object({
  companyId: id,
  companyName: z.string(),
  ...providerUsage.shape,
});

/** A message that could not be delivered (failed after its tries), as the platform sees it: no recipient. */
export const failingDelivery = z.object({
  id,
  companyId: id,
  companyName: z.string(),
  channel: z.enum(['sms', 'email']),
  provider: z.string().nullable(),
  templateCode: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  at: z.string(),
});

/** The platform's message reports (`/SuperAdmin/MessageUsage`). */
export const platformMessageEntries = {
  getPlatformMessageUsage: endpoint({
    method: 'POST',
    path: 'Report/GetPlatformMessageUsage',
    summary:
      'Texts of every company in a month (UTC): totals by provider, and by company and provider, most segments first; paged by company row. Platform only.',
    permission: 'platform',
    reads: ['messages'],
    query: noQuery,
    body: z
      .object({ month: isoMonth.optional(), ...pageRequest })
      .strict()
      .optional(),
    response: z.object({
      month: z.string(),
      byProvider: z.array(providerUsage),
      byCompany: paged(companyMessageUsage),
    }),
  }),
  getFailingDeliveries: endpoint({
    method: 'POST',
    path: 'Report/GetFailingDeliveries',
    summary:
      'Messages of every company (or one) that failed after their tries, newest first; recipients left out; paged. Platform only.',
    permission: 'platform',
    reads: ['messages'],
    query: noQuery,
    body: z
      .object({ companyId: id.optional(), ...pageRequest })
      .strict()
      .optional(),
    response: paged(failingDelivery),
  }),
};

/** A company told this month (its zone) that it uses 80 % or more of one of its package's limits (ADR 90). */
export const companyNearLimit = z.object({
  companyId: id,
  companyName: z.string(),
  limit: z.enum(['staff', 'kiosks', 'messageSegments']),
  percent: z.number().int(),
});

/** The super-admin's home (`/SuperAdmin/Dashboard`): the platform at a glance, each part read by its own report. */
export const platformDashboard = z.object({
  month: z.string(),
  companies: z.object({ total: z.number().int(), active: z.number().int() }),
  /** The companies that sent most segments this month, as `Report/GetPlatformMessageUsage` ranks them. */
  leaders: z.array(companyMessageUsage),
  nearLimits: z.array(companyNearLimit),
  byProvider: z.array(providerUsage),
  failing: paged(failingDelivery),
  openInvoices: z.object({ count: z.number().int(), cents: z.number().int(), currency: z.string() }),
});

export const platformDashboardEntries = {
  getPlatformDashboard: endpoint({
    method: 'POST',
    path: 'Report/GetPlatformDashboard',
    summary:
      "The platform at a glance: companies and active ones, this month's usage leaders, companies at 80 % or more of a limit, texts by provider, the newest failing deliveries and the open invoices. Platform only.",
    permission: 'platform',
    reads: ['messages', 'invoices', 'packages', 'users', 'kiosks'],
    query: noQuery,
    body: noBody,
    response: platformDashboard,
  }),
};

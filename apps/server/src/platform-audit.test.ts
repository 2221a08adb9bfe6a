/**
 * Every platform write is in the audit log with its before and after, secrets masked (ADR 117): a sweep of the
 * contract's platform entries that change something. A new one fails here until it has a step below and audits.
 */
import {
  allEndpoints,
  type Collection,
  contract,
  type Endpoint,
  feedbackQuestionBank,
  helpTexts,
  packagePlans,
  platformArticles,
  removeKeyOf,
} from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MASKED } from './plugins/audit.ts';
import { label, sampleInput } from './testing/contract-inputs.ts';
import { demoServer } from './testing/demo-server.ts';
import type { TestClient } from './testing/harness.ts';

const t = demoServer();

/** The secret-named fields the audit log must never hold in clear (the same names `maskSecrets` masks). */
const SECRET_FIELD = /password|secret|token|apikey|privatekey|hash|sealed|credential/i;

function unmaskedSecrets(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => unmaskedSecrets(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) =>
    SECRET_FIELD.test(key) && typeof field === 'string' && field !== '' && field !== MASKED
      ? [`${path}.${key}`]
      : unmaskedSecrets(field, `${path}.${key}`),
  );
}

interface Step {
  endpoint: Endpoint;
  /** The body of the call; `made` holds the ids earlier steps' answers gave, by entry path. */
  body: (made: Map<string, string>) => unknown;
  /** The step changes a row that was there: its audit row has a before as well as an after. */
  edits?: boolean;
  /** Who calls, when not the super-admin's own session (a support view makes its session the company's). */
  client?: () => Promise<TestClient>;
}

const harbor = () => t.server.ids.harborView.companyId;
const sampled = (endpoint: Endpoint) => sampleInput(endpoint).body as Record<string, unknown>;
const idOf = (made: Map<string, string>, endpoint: Endpoint) => made.get(endpoint.path) ?? '';
const saved = (endpoint: Endpoint) => ({ endpoint, body: () => sampled(endpoint) });
const edited = (endpoint: Endpoint): Step => ({
  endpoint,
  body: (made) => ({ ...sampled(endpoint), id: idOf(made, endpoint) }),
  edits: true,
});
/** A collection's save, edit and delete, the delete taking what the save made. */
const savedEditedRemoved = (resource: Collection): Step[] => [
  saved(resource.save),
  edited(resource.save),
  {
    endpoint: resource.remove,
    body: (made) => ({ [removeKeyOf(resource)]: idOf(made, resource.save) }),
    edits: true,
  },
];

const { company, feedback } = contract;

/** The platform's writes, in an order where each finds what it needs. */
const steps = (): Step[] => [
  ...savedEditedRemoved(helpTexts),
  ...savedEditedRemoved(platformArticles),
  ...savedEditedRemoved(packagePlans),
  // A package of its own to put a company on (one a company was on cannot be deleted).
  saved(company.addOrEditPackage),
  {
    endpoint: company.changePackage,
    body: (made) => ({
      companyId: t.server.ids.lakeside.companyId,
      packageId: idOf(made, company.addOrEditPackage),
    }),
    edits: true,
  },
  {
    endpoint: company.changePackage,
    body: () => ({ companyId: t.server.ids.lakeside.companyId, packageId: null }),
    edits: true,
  },
  {
    endpoint: feedback.addOrEditFeedbackQuestion,
    body: () => ({ text: 'Audit sweep', textAr: 'سؤال', answerType: 'text' }),
  },
  {
    endpoint: feedback.addOrEditFeedbackQuestion,
    body: (made) => ({
      id: idOf(made, feedback.addOrEditFeedbackQuestion),
      text: 'Audit sweep, edited',
      textAr: 'سؤال',
      answerType: 'text',
    }),
    edits: true,
  },
  {
    endpoint: feedbackQuestionBank.remove,
    body: (made) => ({ [removeKeyOf(feedbackQuestionBank)]: idOf(made, feedback.addOrEditFeedbackQuestion) }),
    edits: true,
  },
  { endpoint: company.createCompany, body: () => sampled(company.createCompany) },
  { endpoint: company.createInvoices, body: () => ({ period: '2001-01' }) },
  {
    endpoint: company.settleInvoice,
    body: (made) => ({ invoiceId: made.get('invoice') ?? '', state: 'void' }),
    edits: true,
  },
  {
    endpoint: contract.notification.sendMessageToUser,
    body: () => ({
      companyId: harbor(),
      userId: t.server.ids.harborView.users[DEMO_ACCOUNTS.harborView.admin] ?? '',
      subject: 'Audit sweep',
      message: 'Hello.',
    }),
  },
  {
    endpoint: contract.notification.sendMessageToAccountUser,
    body: () => ({ companyId: harbor(), subject: 'Audit sweep', message: 'Hello, all.' }),
  },
  { endpoint: company.updateGlobalSetting, body: () => ({ type: 'SMS', provider: 'log' }) },
  { endpoint: company.updateGlobalSetting, body: () => ({ type: 'SMS', provider: 'log' }), edits: true },
  {
    endpoint: company.startSupportView,
    body: () => ({ companyId: harbor() }),
    edits: true,
    client: () => t.server.signIn(DEMO_ACCOUNTS.superadmin),
  },
];

/**
 * Platform writes whose audit row another test asserts, because they need a provider's fake this server lacks:
 * the number bought or assigned on the platform's Twilio account (platform-settings.test.ts).
 */
const AUDITED_ELSEWHERE: readonly Endpoint[] = [company.setupTwilioNumber];

describe('the audit of platform writes', () => {
  it('has a step for every platform entry that changes something', () => {
    const platformWrites = allEndpoints().filter(
      (e) => e.permission === 'platform' && e.writes !== undefined && !AUDITED_ELSEWHERE.includes(e),
    );
    const stepped = new Set(steps().map((step) => step.endpoint));
    expect(platformWrites.filter((e) => !stepped.has(e)).map(label)).toEqual([]);
  });

  it('leaves one audit row at least per call, by the super-admin, with before and after, secrets masked', async () => {
    const made = new Map<string, string>();
    // What the steps need beyond each other: an invoice to settle, a grant to view the company under.
    const [invoice] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .insert(schema.invoices)
        .values({
          companyId: harbor(),
          period: '2002-02',
          packageName: 'Complete',
          amountCents: 100,
          currency: 'USD',
        })
        .returning({ id: schema.invoices.id }),
    );
    made.set('invoice', invoice?.id ?? '');
    expect((await t.admin.call(company.grantSupportAccess, { body: { hours: 1 } })).status).toBe(200);

    for (const step of steps()) {
      const client = step.client ? await step.client() : t.platform;
      const answer = await client.call(step.endpoint, { body: step.body(made) as never });
      expect(answer.status, `${label(step.endpoint)}: ${answer.response.body}`).toBe(200);
      const id = (answer.data as { id?: unknown } | null)?.id;
      if (typeof id === 'string') made.set(step.endpoint.path, id);
      const requestId = String(answer.response.headers['x-request-id']);
      const rows = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
        tx.select().from(schema.auditLog).where(eq(schema.auditLog.requestId, requestId)),
      );
      expect(rows.length, `${label(step.endpoint)} left no audit row`).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.actorPlatformAdminId, label(step.endpoint)).toBeTruthy();
        expect(
          row.before !== null || row.after !== null,
          `${label(step.endpoint)}: neither before nor after`,
        ).toBe(true);
        if (step.edits)
          expect(row.before, `${label(step.endpoint)} edits: its before is kept`).not.toBeNull();
        expect(unmaskedSecrets([row.before, row.after]), label(step.endpoint)).toEqual([]);
      }
    }
  });
});

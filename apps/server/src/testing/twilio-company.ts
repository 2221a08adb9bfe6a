import { contract } from '@curbside/contract';
import { inScope, schema, type Tx } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSmsRouter } from '../integrations/company-senders.ts';
import { twilioSignature } from '../integrations/sms/twilio.ts';
import { OutboxWorker } from '../jobs/outbox-worker.ts';
import { startFakeSmsProviders } from './fake-sms-providers.ts';
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './harness.ts';

export const PUBLIC_URL = 'https://curbside.example';
export const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TWILIO_TOKEN = 'twilio-auth-token-9f8e7d6c5b4a';
export const COMPANY_NUMBER = '+12125550000';

type TwilioWebhook = 'Inbound' | 'Status';

/** A webhook call as Twilio makes it: form encoded, signed with `token` over the exact public URL. */
export function signedTwilioCall(
  server: TestServer,
  kind: TwilioWebhook,
  form: Record<string, string>,
  token: string,
  query: string,
) {
  const path = `/api/SmsWebhook/Twilio${kind}?${query}`;
  return server.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, `${PUBLIC_URL}${path}`, form),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Harbor View Hotel texting through Twilio, whose API is a local fake that records requests: the server, its
 * admin, an outbox worker to run by hand, and webhook calls signed as Twilio signs them.
 */
export async function startTwilioCompany() {
  const fake = await startFakeSmsProviders();
  const server = await createTestServer({
    twilioApiUrl: fake.url,
    vonageApiUrl: fake.url,
    publicUrl: PUBLIC_URL,
    siteUrl: PUBLIC_URL,
  });
  const admin = await server.signIn(DEMO_ACCOUNTS.harborView.admin);
  const companyId = server.ids.harborView.companyId;
  const log = quiet as unknown as ConstructorParameters<typeof OutboxWorker>[2];
  const worker = new OutboxWorker(
    server.deps.db,
    null,
    log,
    60_000,
    createSmsRouter(server.deps.db, server.deps.config, quiet),
  );
  const saved = await admin.call(contract.appSettings.updateAppSetting, {
    body: {
      type: 'SMS',
      provider: 'twilio',
      twilioAccountSid: TWILIO_SID,
      twilioAuthToken: TWILIO_TOKEN,
      twilioFromNumber: COMPANY_NUMBER,
    },
  });
  expect(saved.status).toBe(200);

  const inCompany = <T>(work: (tx: Tx) => Promise<T>) =>
    inScope(server.deps.db, { kind: 'company', companyId }, work);
  const o = schema.outboxMessages;
  return {
    fake,
    server,
    admin,
    companyId,
    worker,
    inCompany,
    outboxRow: async (id: string) => (await inCompany((tx) => tx.select().from(o).where(eq(o.id, id))))[0],
    /**
     * A webhook call as Twilio makes it: form encoded, signed over the exact URL with the company's token; for
     * this company unless `query` names another.
     */
    twilioCall: (
      kind: TwilioWebhook,
      form: Record<string, string>,
      token = TWILIO_TOKEN,
      query = `companyId=${companyId}`,
    ) => signedTwilioCall(server, kind, form, token, query),
    close: async () => {
      await server.close();
      await fake.close();
    },
  };
}
export type TwilioCompany = Awaited<ReturnType<typeof startTwilioCompany>>;

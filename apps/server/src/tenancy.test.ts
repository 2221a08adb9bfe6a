/**
 * Row-level security, the second wall behind the application's own company checks (DOMAIN.md, "Tenancy"):
 * every company-scoped table, discovered from the catalogue so a table added later is covered too.
 */
import {
  bookingRules,
  builtInFields,
  contract,
  customFields,
  kioskSettings,
  parkingPermitCard,
  paymentOptions,
} from '@curbside/contract';
import { APP_ROLE, inScope, PLATFORM_KEPT_TABLES, type Scope, schema, type Tx } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './testing/harness.ts';
import { insertParty } from './testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
let server: TestServer;
let harbor: string;
let lakeside: string;
/** Every table of schema `public` with a `company_id` column. */
let scopedTables: string[];

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Drizzle wraps the database's error; the refusal is in its cause. */
function refusedByRowSecurity(error: unknown): boolean {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error && /violates row-level security policy/.test(cause.message);
}

const platform: Scope = { kind: 'platform' };
const asCompany = (companyId: string): Scope => ({ kind: 'company', companyId });

async function countOf(scope: Scope, table: string, companyId: string): Promise<number> {
  return inScope(server.deps.db, scope, async (tx) => {
    const [row] = await rows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from ${sql.identifier(table)} where company_id = ${companyId}`,
    );
    return row?.count ?? -1;
  });
}

beforeAll(async () => {
  server = await createTestServer();
  harbor = server.ids.harborView.companyId;
  lakeside = server.ids.lakeside.companyId;
  scopedTables = await inScope(server.deps.db, platform, async (tx) =>
    (
      await rows<{ table: string }>(
        tx,
        sql`select c.table_name as table from information_schema.columns c
            join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
            where c.table_schema = 'public' and c.column_name = 'company_id' and t.table_type = 'BASE TABLE'
            order by 1`,
      )
    ).map((row) => row.table),
  );

  // Rows for Harbor View in the tables the demo seed leaves empty: a sign-in (sessions, login history), a
  // forgotten password (password reset, outbox, audit log), and a user's own access rule.
  await server.signIn(hv.admin);
  const forgot = await server
    .anonymous()
    .call(contract.login.forgotPassword, { body: { userName: hv.driver1 } });
  expect(forgot.status).toBe(200);
  await inScope(server.deps.db, platform, (tx) =>
    tx.insert(schema.userAccessRules).values({
      companyId: harbor,
      userId: server.ids.harborView.users[hv.driver1] ?? '',
      ruleCode: 'reports.view',
      allowed: true,
    }),
  );
  // An invoice of the platform to the company (ADR 103).
  await inScope(server.deps.db, platform, (tx) =>
    tx.insert(schema.invoices).values({
      companyId: harbor,
      period: '2026-01',
      packageName: 'Complete',
      amountCents: 49_900,
      currency: 'USD',
    }),
  );
  // A driver's vehicle (account types are seeded for every company).
  await inScope(server.deps.db, platform, async (tx) => {
    const [model] = await tx.select().from(schema.vehicleModels).limit(1);
    if (!model) throw new Error('the vehicle catalogue is empty');
    await tx.insert(schema.driverVehicles).values({
      companyId: harbor,
      userId: server.ids.harborView.users[hv.driver1] ?? '',
      makeId: model.makeId,
      modelId: model.id,
      plateNumber: 'HV-TEST',
      seats: 14,
    });
  });
  // A kiosk with its settings, a pairing code, a paired device and a booking's idempotency key, and the company's
  // IP address series.
  await inScope(server.deps.db, platform, async (tx) => {
    const kioskId = crypto.randomUUID();
    await tx.insert(schema.kiosks).values({
      companyId: harbor,
      id: kioskId,
      name: 'Lobby',
      code: 'LOBBY',
      url: 'lobby',
      type: 'dispatch',
    });
    await tx.insert(schema.kioskSettings).values({
      companyId: harbor,
      kioskId,
      ...kioskSettings.spec.defaults,
    });
    await tx.insert(schema.ipAddressSeries).values({ companyId: harbor, series: [] });
    await tx.insert(schema.kioskPairingCodes).values({
      companyId: harbor,
      kioskId,
      codeHash: 'tenancy-pairing-code-hash',
      expiresAt: new Date(),
    });
    await tx.insert(schema.kioskDevices).values({
      companyId: harbor,
      kioskId,
      flow: 'dispatch',
      tokenHash: 'tenancy-device-token-hash',
    });
    // A kiosk booking's idempotency key with the answer it gave.
    await tx.insert(schema.kioskRequests).values({
      companyId: harbor,
      kioskId,
      idempotencyKey: 'tenancy-idempotency-key',
      answer: { partyNumber: 1 },
    });
  });
  // A stored file (the file store, ADR 59): a photo kept for one of its users.
  await inScope(server.deps.db, platform, (tx) =>
    tx.insert(schema.storedFiles).values({
      companyId: harbor,
      sha256: 'a'.repeat(64),
      mimeType: 'image/png',
      size: 3,
      content: Buffer.from([1, 2, 3]),
    }),
  );
  // Feedback settings: a company has its row once it saves them.
  const admin = await server.signIn(hv.admin);
  // A grant of support access (ADR 116).
  expect((await admin.call(contract.company.grantSupportAccess, { body: { hours: 1 } })).status).toBe(200);
  const settings = await admin.call(contract.feedback.updateFeedbackSetting, {
    body: { surveyEnabled: true, ratingScale: 'stars', alertThreshold: 2, reviewSiteUrl: null },
  });
  expect(settings.status).toBe(200);
  // A driver's position (current and history) and the tracking settings (ADR 74).
  const tracking = await admin.call(contract.driverTracking.updateTrackingSettings, {
    body: { retentionDays: 30, sendIntervalSeconds: 10 },
  });
  expect(tracking.status).toBe(200);
  const reported = await (await server.signIn(hv.driver1)).call(contract.driverTracking.reportPositions, {
    body: { positions: [{ latitude: 40.7, longitude: -74, recordedAt: new Date().toISOString() }] },
  });
  expect(reported.status).toBe(200);
  const rules = await admin.call(bookingRules.update, { body: bookingRules.spec.defaults });
  expect(rules.status).toBe(200);
  const options = await admin.call(paymentOptions.update, { body: paymentOptions.spec.defaults });
  expect(options.status).toBe(200);
  // Its Stripe keys, a card payment asked of Stripe and a webhook event applied (issue 25).
  const stripe = await admin.call(contract.configReservation.updateStripeDetails, {
    body: {
      publishableKey: 'pk_test_tenancyPublishable01',
      secretKey: 'sk_test_tenancySecretKey00001',
      webhookSecret: 'whsec_tenancyWebhookSecret01',
    },
  });
  expect(stripe.status).toBe(200);
  const paying = await insertParty(server.deps.db, harbor, { status: PARTY_STATUS.Reservation });
  await inScope(server.deps.db, platform, async (tx) => {
    await tx.insert(schema.cardPaymentIntents).values({
      companyId: harbor,
      partyId: paying.id,
      provider: 'stripe',
      intentId: 'pi_tenancy',
      amountCents: 1_000,
      currency: 'USD',
      status: 'pending',
      idempotencyKey: 'tenancy-intent',
    });
    await tx.insert(schema.cardProviderEvents).values({
      companyId: harbor,
      provider: 'stripe',
      eventId: 'evt_tenancy',
      type: 'payment_intent.created',
    });
  });
  // A booking field of its own and its built-in field switches (ADR 0085).
  const ownField = await admin.call(customFields.save, {
    body: { label: { en: 'Tenancy field', ar: '' }, kind: 'text', onReservationForm: true },
  });
  expect(ownField.status).toBe(200);
  const switches = await admin.call(builtInFields.update, { body: builtInFields.spec.defaults });
  expect(switches.status).toBe(200);
  // Its logo, billing address, an icon, an advertisement and a card header (issue 25), all showing the stored file.
  await inScope(server.deps.db, platform, async (tx) => {
    const file = { companyId: harbor, sha256: 'a'.repeat(64) };
    await tx.insert(schema.companyLogos).values(file);
    await tx
      .insert(schema.companyIcons)
      .values({ companyId: harbor, name: 'Tenancy icon', imageSha256: file.sha256 });
    await tx.insert(schema.advertisements).values({
      companyId: harbor,
      name: 'Tenancy ad',
      imageSha256: file.sha256,
      startsOn: '2026-01-01',
    });
    // A confirmation card header showing it, and a card under that header (issue 25).
    const [header] = await tx
      .insert(schema.confirmationCardHeaders)
      .values({ companyId: harbor, name: 'Tenancy header', logoSha256: file.sha256 })
      .returning({ id: schema.confirmationCardHeaders.id });
    await tx
      .insert(schema.confirmationCards)
      .values({ companyId: harbor, name: 'Tenancy card', type: 'reservation', headerId: header?.id ?? null });
  });
  const article = await admin.call(contract.article.addOrEditPostArticle, {
    body: {
      title: { en: 'Tenancy news', ar: '' },
      body: { en: 'Words', ar: '' },
      publishFrom: '2026-01-01',
      publishUntil: null,
      audience: [],
    },
  });
  expect(article.status).toBe(200);
  const billing = await admin.call(contract.company.updateCompanyBillingAddress, {
    body: {
      legalName: 'Harbor View LLC',
      line1: '1 Pier Road',
      line2: '',
      city: 'Portland',
      region: '',
      postalCode: '',
      country: 'US',
      email: '',
      taxId: '',
    },
  });
  expect(billing.status).toBe(200);
  // A question the company asks, and a guest's answer to the survey of a finished ride.
  const question = await (await server.signIn(DEMO_ACCOUNTS.superadmin)).call(
    contract.feedback.addOrEditFeedbackQuestion,
    { body: { text: 'Tenancy question', textAr: 'سؤال', answerType: 'text' } },
  );
  expect(
    (
      await admin.call(contract.feedback.associateOrDeAssociateQuestion, {
        body: { questionId: question.data.id, associated: true },
      })
    ).status,
  ).toBe(200);
  const ridden = await insertParty(server.deps.db, harbor, { status: PARTY_STATUS.DroppedOff });
  const answered = await server
    .anonymous()
    .call(contract.feedback.saveFeedBackResponse, { body: { key: ridden.guestKey, score: 4 } });
  expect(answered.status).toBe(200);
  // A message template, messaging settings, an opt-out, an inbound text, an early delivery report and a quota
  // alert (each kept once a company acts).
  const template = await admin.call(contract.configMessage.addOrEditConfigMessage, {
    body: { eventCode: 'party.reserved', language: 'en', body: 'Booked, {guestName}.' },
  });
  expect(template.status).toBe(200);
  const smtp = await admin.call(contract.appSettings.updateAppSetting, {
    body: {
      type: 'SMTP',
      host: 'smtp.harbor.example',
      port: 587,
      secure: false,
      userName: null,
      fromAddress: 'desk@harbor.example',
    },
  });
  expect(smtp.status).toBe(200);
  await inScope(server.deps.db, platform, async (tx) => {
    await tx.insert(schema.smsOptOuts).values({ companyId: harbor, phone: '+12125550142' });
    await tx.insert(schema.smsInboundMessages).values({
      companyId: harbor,
      provider: 'twilio',
      providerMessageId: 'SM-tenancy',
      fromPhone: '+12125550142',
      toPhone: '+12125550000',
      body: 'STOP',
      keyword: 'stop',
    });
    // A delivery report ahead of its message and a quota alert (the messages module keeps them).
    await tx.insert(schema.smsEarlyDeliveries).values({
      companyId: harbor,
      provider: 'twilio',
      providerMessageId: 'SM-early',
      status: 'delivered',
    });
    await tx.insert(schema.messageQuotaAlerts).values({ companyId: harbor, month: '2026-11', percent: 80 });
    // An SFTP export and one try of it (the nightly job writes the tries).
    await tx.insert(schema.sftpExports).values({
      companyId: harbor,
      enabled: false,
      host: 'sftp.harbor.example',
      port: 22,
      userName: 'harbor',
      remoteFolder: '/exports',
      reports: ['completed'],
      hour: 2,
    });
    await tx.insert(schema.sftpExportRuns).values({
      companyId: harbor,
      runDate: '2026-11-02',
      attempt: 1,
      status: 'failed',
      error: 'AUTH_FAILED',
    });
    // A notice in a person's inbox and a limit's threshold told (the notices module keeps them, ADR 90).
    await tx.insert(schema.notifications).values({
      companyId: harbor,
      userId: server.ids.harborView.users[hv.admin] ?? '',
      kind: 'platform_message',
      subject: 'Hello',
      body: 'A notice.',
    });
    await tx
      .insert(schema.limitNotices)
      .values({ companyId: harbor, limitName: 'staff', period: '2026-11', percent: 80 });
    // Which roles hear of an event (ADR 99).
    await tx
      .insert(schema.staffNoticeSettings)
      .values({ companyId: harbor, event: 'kioskQuiet', roles: ['ADMIN'], inApp: true, email: false });
  });
  // A permit's payment and a will-call request (the demo seed sells Harbor View its permits unpaid and parked).
  const permits = await admin.call(contract.parking.getParkingPermits, { body: {} });
  const permitId = permits.data.items[0]?.id ?? '';
  const paid = await admin.call(contract.parking.parkingPayment, {
    body: { permitId, method: 'cash', amountCents: 100, idempotencyKey: 'tenancy-permit-payment' },
  });
  expect(paid.status).toBe(200);
  const requested = await admin.call(contract.parking.requestWillCallParking, { body: { permitId } });
  expect(requested.status).toBe(200);
  const card = await admin.call(parkingPermitCard.update, {
    body: {
      title: 'Permit',
      header: 'Harbor View',
      footer: '',
      showRoom: true,
      showVehicle: true,
      showPrice: false,
    },
  });
  expect(card.status).toBe(200);
  // A wait type, a guest on its list (with the history row of the join) and a step of theirs.
  const waitType = await admin.call(contract.waitList.addOrEditWaitType, {
    body: { name: 'Tenancy tables' },
  });
  const guest = await admin.call(contract.waitList.addOrEditWaitListParty, {
    body: { waitTypeId: waitType.data.id, guestName: 'Tenancy', partySize: 2, quotedMinutes: 10 },
  });
  expect(guest.status).toBe(200);
  // A favourite and a recent location (the demo seed gives Harbor View its locations, not a user's own).
  await inScope(server.deps.db, platform, async (tx) => {
    const [place] = await tx
      .select({ id: schema.locations.id })
      .from(schema.locations)
      .where(sql`${schema.locations.companyId} = ${harbor}`)
      .limit(1);
    const userId = server.ids.harborView.users[hv.admin] ?? '';
    const locationId = place?.id ?? '';
    await tx.insert(schema.favoriteLocations).values({ companyId: harbor, userId, locationId });
    await tx.insert(schema.recentLocations).values({ companyId: harbor, userId, locationId });
    // A browser's push subscription with a message waiting for it (ADR 111).
    const [subscription] = await tx
      .insert(schema.pushSubscriptions)
      .values({
        companyId: harbor,
        userId,
        sessionId: 'tenancy-session',
        endpoint: 'https://push.example/tenancy',
        p256dh: 'tenancy-p256dh-key',
        auth: 'tenancy-auth',
      })
      .returning({ id: schema.pushSubscriptions.id });
    await tx
      .insert(schema.pushOutbox)
      .values({ companyId: harbor, subscriptionId: subscription?.id ?? '', payload: '{}' });
  });
});
afterAll(async () => {
  await server?.close();
});

describe('the catalogue', () => {
  it('finds the company-scoped tables', () => {
    expect(scopedTables).toEqual(
      expect.arrayContaining([
        'users',
        'roles',
        'sessions',
        'login_history',
        'audit_log',
        'user_access_rules',
      ]),
    );
  });

  it('has row-level security enabled, forced and with a policy on every company-scoped table and companies', async () => {
    const tables = [...scopedTables, 'companies'];
    const catalogue = await inScope(server.deps.db, platform, async (tx) => ({
      classes: await rows<{ name: string; enabled: boolean; forced: boolean }>(
        tx,
        sql`select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r'`,
      ),
      policies: await rows<{ table: string; name: string; using: string | null; check: string | null }>(
        tx,
        sql`select tablename as table, policyname as name, qual as using, with_check as check
              from pg_policies where schemaname = 'public'`,
      ),
    }));
    for (const table of tables) {
      const found = catalogue.classes.find((c) => c.name === table);
      expect(found, table).toEqual({ name: table, enabled: true, forced: true });
      const policy = catalogue.policies.find((p) => p.table === table && p.name === 'tenant_isolation');
      expect(policy, `${table} has no policy`).toBeDefined();
      expect(policy?.using, table).toContain('app_company_id()');
      expect(policy?.check, table).toBeTruthy();
    }
    // The company tables only the platform writes refuse every change outside platform scope (ADR 103).
    for (const table of PLATFORM_KEPT_TABLES) {
      const kept = catalogue.policies.filter((p) => p.table === table && p.name.startsWith('platform_kept_'));
      expect(kept.map((p) => p.name).sort(), table).toEqual([
        'platform_kept_delete',
        'platform_kept_insert',
        'platform_kept_update',
      ]);
    }
  });

  it('works as a role that is not a superuser and cannot bypass row-level security', async () => {
    const [role] = await inScope(server.deps.db, platform, (tx) =>
      rows<{ super: boolean; bypass: boolean }>(
        tx,
        sql`select rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = ${APP_ROLE}`,
      ),
    );
    expect(role).toEqual({ super: false, bypass: false });
    const [current] = await inScope(server.deps.db, asCompany(lakeside), (tx) =>
      rows<{ role: string }>(tx, sql`select current_user as role`),
    );
    expect(current?.role).toBe(APP_ROLE);
  });
});

describe('isolation', () => {
  it('every company-scoped table holds Harbor View rows (so the checks below are not vacuous)', async () => {
    for (const table of scopedTables) {
      expect(
        await countOf(platform, table, harbor),
        `${table} has no Harbor View row: add one in this file's beforeAll`,
      ).toBeGreaterThan(0);
    }
  });

  it('Lakeside sees none of Harbor View rows in any table; Harbor View sees all of its own', async () => {
    for (const table of scopedTables) {
      const all = await countOf(platform, table, harbor);
      expect(await countOf(asCompany(lakeside), table, harbor), table).toBe(0);
      expect(await countOf(asCompany(harbor), table, harbor), table).toBe(all);
    }
    const companies = await inScope(server.deps.db, asCompany(lakeside), (tx) =>
      rows<{ id: string }>(tx, sql`select id from companies`),
    );
    expect(companies.map((c) => c.id)).toEqual([lakeside]);
  });

  it('a transaction without a scope set sees nothing', async () => {
    const count = await server.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      const [row] = await rows<{ count: number }>(tx, sql`select count(*)::int as count from users`);
      return row?.count;
    });
    expect(count).toBe(0);
  });

  it('Lakeside cannot insert a row for Harbor View (WITH CHECK)', async () => {
    const driver = server.ids.harborView.users[hv.driver2] ?? '';
    await expect(
      inScope(server.deps.db, asCompany(lakeside), (tx) =>
        tx.execute(
          sql`insert into user_access_rules (company_id, user_id, rule_code, allowed)
              values (${harbor}, ${driver}, 'party.refund', true)`,
        ),
      ),
    ).rejects.toSatisfy(refusedByRowSecurity);
    await expect(
      inScope(server.deps.db, asCompany(lakeside), (tx) =>
        tx.execute(sql`insert into audit_log (company_id, action, entity) values (${harbor}, 'forged', 'x')`),
      ),
    ).rejects.toSatisfy(refusedByRowSecurity);
    // Nor move one of its own rows over to Harbor View.
    await expect(
      inScope(server.deps.db, asCompany(lakeside), (tx) =>
        tx.execute(sql`update roles set company_id = ${harbor} where company_id = ${lakeside}`),
      ),
    ).rejects.toSatisfy(refusedByRowSecurity);
    expect(await countOf(platform, 'audit_log', harbor)).toBeGreaterThan(0);
    const forged = await inScope(server.deps.db, platform, (tx) =>
      rows<{ id: string }>(tx, sql`select id from audit_log where action = 'forged'`),
    );
    expect(forged).toEqual([]);
  });

  it('Lakeside updates and deletes none of Harbor View rows, in any table', async () => {
    const before = new Map<string, number>();
    for (const table of scopedTables) before.set(table, await countOf(platform, table, harbor));
    for (const table of scopedTables) {
      const touched = await inScope(server.deps.db, asCompany(lakeside), async (tx) => {
        const id = sql.identifier(table);
        const updated = await rows(
          tx,
          sql`update ${id} set company_id = company_id where company_id = ${harbor} returning 1`,
        );
        const deleted = await rows(tx, sql`delete from ${id} where company_id = ${harbor} returning 1`);
        return { updated: updated.length, deleted: deleted.length };
      });
      expect(touched, table).toEqual({ updated: 0, deleted: 0 });
    }
    for (const table of scopedTables)
      expect(await countOf(platform, table, harbor), table).toBe(before.get(table));
  });
});

import {
  type BodyOf,
  bookingRules,
  builtInFields,
  contract,
  customFields,
  type Endpoint,
  kioskSettings,
  parkingPermitCard,
  paymentOptions,
} from '@curbside/contract';
import { inScope, type Scope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS, type TestClient, type TestServer } from './harness.ts';
import { insertParty } from './parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const platform: Scope = { kind: 'platform' };

/** One call of the seed through the API, as `client`: it must answer 200, and its data is what it answers. */
async function calledOk<E extends Endpoint>(client: TestClient, endpoint: E, body: BodyOf<E>) {
  const answer = await client.call(endpoint, { body });
  expect(answer.status).toBe(200);
  return answer.data;
}

/**
 * Puts a Harbor View row in every company-scoped table the demo seed leaves empty, so that the tenancy test's
 * isolation checks cover every table (`tenancy.test.ts` fails on a table with no row: add one here).
 */
export async function seedEveryScopedTable(server: TestServer): Promise<void> {
  const harbor = server.ids.harborView.companyId;
  // Rows for Harbor View in the tables the demo seed leaves empty: a sign-in (sessions, login history), a
  // forgotten password (password reset, outbox, audit log), and a user's own access rule.
  await server.signIn(hv.admin);
  await calledOk(server.anonymous(), contract.login.forgotPassword, { userName: hv.driver1 });
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
  // An event waits in announced_events, a name's change in search_name_changes and a status's in
  // lane_count_changes only inside its transaction (ADR 148, 179, 183): one of each is left here with the commit's
  // triggers off, as on a replica (the test connection's superuser may), so that the checks cover those tables too.
  await server.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.insert(schema.announcedEvents).values({ companyId: harbor, payload: '{}' });
    await tx
      .insert(schema.searchNameChanges)
      .values({ companyId: harbor, kind: 'party', name: 'Left by the test', delta: 0 });
    await tx.insert(schema.laneCountChanges).values({ companyId: harbor, status: 1, delta: 0 });
  });
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
  // A guest's answer to marketing (ADR 120).
  await inScope(server.deps.db, platform, (tx) =>
    tx
      .insert(schema.guestMarketingConsents)
      .values({ companyId: harbor, guestRef: '12125550100', optedIn: true }),
  );
  // Feedback settings: a company has its row once it saves them.
  const admin = await server.signIn(hv.admin);
  // A grant of support access (ADR 116).
  await calledOk(admin, contract.company.grantSupportAccess, { hours: 1 });
  await calledOk(admin, contract.feedback.updateFeedbackSetting, {
    surveyEnabled: true,
    ratingScale: 'stars',
    alertThreshold: 2,
    reviewSiteUrl: null,
  });
  // A driver's position (current and history) and the tracking settings (ADR 74).
  await calledOk(admin, contract.driverTracking.updateTrackingSettings, {
    retentionDays: 30,
    sendIntervalSeconds: 10,
  });
  await calledOk(await server.signIn(hv.driver1), contract.driverTracking.reportPositions, {
    positions: [{ latitude: 40.7, longitude: -74, recordedAt: new Date().toISOString() }],
  });
  await calledOk(admin, bookingRules.update, bookingRules.spec.defaults);
  await calledOk(admin, paymentOptions.update, paymentOptions.spec.defaults);
  // Its Stripe keys, a card payment asked of Stripe and a webhook event applied (issue 25).
  await calledOk(admin, contract.configReservation.updateStripeDetails, {
    publishableKey: 'pk_test_tenancyPublishable01',
    secretKey: 'sk_test_tenancySecretKey00001',
    webhookSecret: 'whsec_tenancyWebhookSecret01',
  });
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
  await calledOk(admin, customFields.save, {
    label: { en: 'Tenancy field', ar: '' },
    kind: 'text',
    onReservationForm: true,
  });
  await calledOk(admin, builtInFields.update, builtInFields.spec.defaults);
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
  await calledOk(admin, contract.article.addOrEditPostArticle, {
    title: { en: 'Tenancy news', ar: '' },
    body: { en: 'Words', ar: '' },
    publishFrom: '2026-01-01',
    publishUntil: null,
    audience: [],
  });
  await calledOk(admin, contract.company.updateCompanyBillingAddress, {
    legalName: 'Harbor View LLC',
    line1: '1 Pier Road',
    line2: '',
    city: 'Portland',
    region: '',
    postalCode: '',
    country: 'US',
    email: '',
    taxId: '',
  });
  // A bank question the company asks, one of its own, and a guest's answer to the survey of a finished ride.
  const question = await calledOk(
    await server.signIn(DEMO_ACCOUNTS.superadmin),
    contract.feedback.addOrEditFeedbackQuestion,
    { text: 'Tenancy question', textAr: 'سؤال', answerType: 'text' },
  );
  await calledOk(admin, contract.feedback.associateOrDeAssociateQuestion, {
    questionId: question.id,
    associated: true,
  });
  await calledOk(admin, contract.feedback.addOrEditCompanyFeedbackQuestion, {
    text: 'Our own question',
    textAr: 'سؤالنا',
    answerType: 'yesNo',
  });
  const ridden = await insertParty(server.deps.db, harbor, { status: PARTY_STATUS.DroppedOff });
  await calledOk(server.anonymous(), contract.feedback.saveFeedBackResponse, {
    key: ridden.guestKey,
    score: 4,
  });
  // A message template, messaging settings, an opt-out, an inbound text, an early delivery report and a quota
  // alert (each kept once a company acts).
  await calledOk(admin, contract.configMessage.addOrEditConfigMessage, {
    eventCode: 'party.reserved',
    language: 'en',
    body: 'Booked, {guestName}.',
  });
  await calledOk(admin, contract.appSettings.updateAppSetting, {
    type: 'SMTP',
    host: 'smtp.harbor.example',
    port: 587,
    secure: false,
    userName: null,
    fromAddress: 'desk@harbor.example',
  });
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
  const permits = await calledOk(admin, contract.parking.getParkingPermits, {});
  const permitId = permits.items[0]?.id ?? '';
  await calledOk(admin, contract.parking.parkingPayment, {
    permitId,
    method: 'cash',
    amountCents: 100,
    idempotencyKey: 'tenancy-permit-payment',
  });
  await calledOk(admin, contract.parking.requestWillCallParking, { permitId });
  await calledOk(admin, parkingPermitCard.update, {
    title: 'Permit',
    header: 'Harbor View',
    footer: '',
    showRoom: true,
    showVehicle: true,
    showPrice: false,
  });
  // A wait type, a guest on its list (with the history row of the join) and a step of theirs.
  const waitType = await calledOk(admin, contract.waitList.addOrEditWaitType, { name: 'Tenancy tables' });
  await calledOk(admin, contract.waitList.addOrEditWaitListParty, {
    waitTypeId: waitType.id,
    guestName: 'Tenancy',
    partySize: 2,
    quotedMinutes: 10,
  });
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
}

import { randomUUID } from 'node:crypto';
import { contract, type Endpoint } from '@curbside/contract';
import { inputSchema, type SampleOptions, sampleValue } from './schema-sampler.ts';

export interface CallInput {
  query: Record<string, unknown>;
  body: unknown;
}

type Body = Record<string, unknown>;

/** Valid inputs for the entries: each one's generated body, put right by `fix`. */
function fixedBodies(endpoints: Endpoint[], fix: (body: Body, options: SampleOptions) => Body) {
  return Object.fromEntries(
    endpoints.map((endpoint) => [
      `${endpoint.method} ${endpoint.path}`,
      (options: SampleOptions): CallInput => ({
        query: {},
        body: fix(sampleValue(inputSchema(endpoint.body), '', options) as Body, options),
      }),
    ]),
  );
}

/**
 * A valid Card/AddOrEditAdvertisement body: an active advertisement of the picture `imageSha256`, shown on
 * kiosks (not on the guest page) from 2020 on with no end, so it is running whenever a test reads it.
 */
export const runningAdvertisement = (imageSha256: string) => ({
  name: `Ad ${imageSha256.slice(0, 8)}`,
  imageSha256,
  title: { en: 'Spa week', ar: 'أسبوع السبا' },
  body: { en: '', ar: '' },
  linkUrl: null,
  startsOn: '2020-01-01',
  endsOn: null,
  onKiosk: true,
  onGuestPage: false,
  position: 0,
  active: true,
});

/** A valid booking-with-permit body: see `VALID_INPUT_OVERRIDES`. */
function withPermit(
  body: Body,
  editsParty: boolean,
  editsPermit: boolean,
  options: SampleOptions = {},
): Body {
  const { partyId: _p, version: _v, ...reservation } = body.reservation as Body;
  const { id: _i, version: _w, ...parking } = body.parking as Body;
  const idOf = (key: string) => options.idFor?.(key) ?? randomUUID();
  return {
    ...body,
    reservation: {
      ...reservation,
      toLocationId: randomUUID(),
      adults: 1,
      reservationTime: '09:00',
      ...(editsParty ? { partyId: idOf('partyId'), version: 1 } : {}),
    },
    parking: { ...parking, ...(editsPermit ? { id: idOf('id'), version: 1 } : {}) },
  };
}

/** Hand-written valid inputs for entries whose schemas the generator cannot satisfy (refinements, patterns). */
export const VALID_INPUT_OVERRIDES: Record<string, (options: SampleOptions) => CallInput> = {
  // A ride's two ends must differ; the generator fills both id fields with the same id.
  ...fixedBodies(
    [
      contract.locations.addOrEditTrip,
      contract.locations.addNewTrip,
      contract.reservation.getTripDetailsBySearch,
      contract.reservation.applyDiscountCode,
      contract.discount.getDiscountCalculations,
    ],
    (body) => ({ ...body, toLocationId: randomUUID() }),
  ),
  // Stripe's keys have Stripe's forms, test with test.
  ...fixedBodies([contract.configReservation.updateStripeDetails], (body) => ({
    ...body,
    publishableKey: 'pk_test_sweepPublishableKey01',
    secretKey: 'sk_test_sweepSecretKey0000001',
    webhookSecret: 'whsec_sweepWebhookSecret0001',
  })),
  // A month (a pattern): one long past, so billing it changes nothing a later test reads.
  ...fixedBodies([contract.company.createInvoices], (body) => ({ ...body, period: '2001-01' })),
  // An SFTP export: a host key fingerprint and a folder of their forms, switched on with a report; a server
  // name that resolves nowhere (the `.invalid` names never do), so the connection test looks nothing up for long.
  ...fixedBodies([contract.ftpConnection.updateFtpConnection], (body) => ({
    ...body,
    enabled: true,
    host: 'sftp.sweep.invalid',
    port: 22,
    authMethod: 'password',
    password: 'sweep-password',
    remoteFolder: '/exports',
    hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`,
    reports: ['completed'],
  })),
  ...fixedBodies([contract.ftpConnection.testFtpConnection], (body) => ({
    ...body,
    host: 'sftp.sweep.invalid',
    port: 22,
  })),
  // A code of the authenticator: six digits.
  ...fixedBodies([contract.secondFactor.confirmEnrolment, contract.secondFactor.verify], () => ({
    code: '123456',
  })),
  // A browser's push subscription: an https endpoint (a public address, no look-up) and base64url keys.
  ...fixedBodies([contract.notification.subscribePush], () => ({
    endpoint: 'https://93.184.216.34/push/sweep',
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  })),
  // A time zone of the tz database (a refinement), and an advertisement that runs forward and shows somewhere.
  ...fixedBodies([contract.company.updateCompanyProfile], (body) => ({ ...body, timeZone: 'UTC' })),
  ...fixedBodies([contract.iconList.addorEditIconList], (body) => ({ ...body, imageSha256: 'a'.repeat(64) })),
  ...fixedBodies([contract.card.addOrEditAdvertisement], (body) => ({
    ...body,
    ...runningAdvertisement('a'.repeat(64)),
  })),
  // A confirmation card header without a logo (a file hash is a pattern), and a card without a header.
  ...fixedBodies([contract.card.addOrEditConfirmationCardHeader], (body) => ({ ...body, logoSha256: null })),
  ...fixedBodies([contract.card.addOrEditConfirmationCard], (body) => ({ ...body, headerId: null })),
  // A booking: two different ends, at least one guest, an HH:MM time, and a version when it names a party.
  ...fixedBodies([contract.reservation.addOrEditReservation], (body) => ({
    ...body,
    toLocationId: randomUUID(),
    adults: 1,
    reservationTime: '09:00',
    ...(body.partyId !== undefined ? { version: 1 } : {}),
  })),
  // A booking with a permit: the booking's rules above; a party id and version, a permit id and version, only
  // where the call edits them.
  ...fixedBodies([contract.reservation.addReservationAndParking], (body) => withPermit(body, false, false)),
  ...fixedBodies([contract.reservation.editReservationAndParking], (body, o) =>
    withPermit(body, true, true, o),
  ),
  ...fixedBodies([contract.reservation.updateReservationAndParkingNew], (body, o) =>
    withPermit(body, true, false, o),
  ),
  // Exactly one of a driver and an other driver; the generator fills both or neither.
  ...fixedBodies(
    [contract.transportation.assignDriver, contract.reservation.convertGMapToDispatch],
    ({ otherDriverId: _, ...body }, options) => ({
      ...body,
      driverId: options.idFor?.('driverId') ?? randomUUID(),
    }),
  ),
  // A kiosk's code and URL name are of letters, digits and dashes; a colour is #RRGGBB; a series is CIDR.
  ...fixedBodies([contract.kiosk.getKioskByKioskCode], (body) => ({
    ...body,
    code: 'LOBBY-1',
  })),
  ...fixedBodies([contract.kiosk.addOrEditKiosk], (body) => ({ ...body, code: 'LOBBY-1', url: 'lobby-1' })),
  ...fixedBodies([contract.kiosk.getKioskByKioskUrl], (body) => ({ ...body, url: 'lobby-1' })),
  ...fixedBodies([contract.kiosk.updateKioskSettings], (body) => ({ ...body, accentColour: '#1c7ed6' })),
  ...fixedBodies([contract.kiosk.addUpdateDeleteIpSeries], (body) => ({
    ...body,
    series: [{ name: 'Lobby', range: '192.0.2.0/24' }],
  })),
  // The alert threshold lies within its rating scale; the generator's lowest number (0) is below one star.
  ...fixedBodies([contract.feedback.updateFeedbackSetting], (body) => ({
    ...body,
    ratingScale: 'zeroToTen',
  })),
  // A card payment needs the last four digits (or a provider id the generator cannot make); every payment a
  // key of its own, so that two sampled calls are not the same key with other parameters.
  ...fixedBodies(
    [contract.transportation.creditPayment, contract.reservation.partyPayment],
    ({ providerPaymentId: _unused, ...rest }) => {
      const card = 'method' in rest ? { method: 'card' } : {};
      return { ...rest, ...card, cardLast4: '4242', idempotencyKey: randomUUID() };
    },
  ),
  // A bulk call names each party's version beside its id.
  ...fixedBodies(
    [
      contract.transportation.bulkUpdate,
      contract.transportation.convertToReservation,
      contract.transportation.updateRecordStatusNew,
    ],
    (body) => ({
      ...body,
      versions: Object.fromEntries((body.partyIds as string[]).map((partyId) => [partyId, 1])),
    }),
  ),
  // A time zone the clock knows, a currency code, and an administrator no one is yet.
  ...fixedBodies([contract.company.createCompany, contract.company.registerCompany], (body) => ({
    ...body,
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    administratorEmail: `sweep-${randomUUID()}@hotel.example`,
  })),
  // `userIds` is a comma-separated list of ids in the query string.
  'POST UserManagement/BulkUpdateUsers': (options) => ({
    query: {
      userIds: options.idFor?.('userId') ?? '00000000-0000-4000-8000-000000000001',
      commandType: 'ACTIVATE',
    },
    body: undefined,
  }),
  // A curbside search takes exactly one of the code, the room and the name.
  'GET RapidPickUp/FindParties': () => ({ query: { room: '101' }, body: undefined }),
};

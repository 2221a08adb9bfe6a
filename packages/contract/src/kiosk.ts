import { CLOCKS, KIOSK_TYPES, PAIRING_CODE_LENGTH } from '@curbside/domain';
import { z } from 'zod';
import {
  id,
  isoInstant,
  optionalCompany,
  rowKeyInput,
  rowStatus,
  statusFilter,
  timestamp,
} from './common.ts';
import { hexColour, localizedText, storedText } from './content.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { kioskFlows } from './kiosk-flows.ts';
import { kioskMapFlow } from './kiosk-map.ts';
import { kioskParking } from './kiosk-parking.ts';
import { kioskReservation } from './kiosk-reservation.ts';
import { kioskWaitListFlow } from './kiosk-wait-list.ts';
import { askedField } from './page-settings.ts';
import { collection } from './resource.ts';
import { settings } from './settings.ts';

/** What a kiosk does for a guest (one tab of `/Settings/Kiosk` each). */
export const kioskType = z.enum(KIOSK_TYPES);

/** A kiosk as the console lists it, with what its devices last reported (the heartbeat). */
export const kioskEntry = z.object({
  id,
  name: z.string(),
  code: z.string(),
  url: z.string(),
  type: kioskType,
  status: rowStatus,
  /** When a paired device last reported; null while none has. */
  lastSeenAt: timestamp.nullable(),
  /** The web version the device last reported running. */
  version: z.string().nullable(),
  /** Whether a device reported within the offline limit (`KIOSK_OFFLINE_AFTER_SECONDS`). */
  online: z.boolean(),
  /** Devices paired and not revoked. */
  devices: z.number().int(),
});
export type Kiosk = z.infer<typeof kioskEntry>;

/** A code staff quote (letters, digits, dashes; kept in capitals) and a URL name (lower case, dashes). */
const kioskCode = z
  .string()
  .trim()
  .min(2, 'required')
  .max(20)
  .regex(/^[A-Za-z0-9-]+$/, 'kioskCode')
  .transform((value) => value.toUpperCase());
const kioskUrl = z
  .string()
  .trim()
  .min(2, 'required')
  .max(40)
  .regex(/^[a-z0-9-]+$/i, 'slug')
  .transform((value) => value.toLowerCase());

export const kioskInput = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'required').max(80),
  code: kioskCode,
  url: kioskUrl,
  type: kioskType,
  status: rowStatus.default('active'),
});

/** The company's kiosks, listed by type on `/Settings/Kiosk/{tabIndex}`. */
export const kiosks = collection({
  noun: 'kiosk',
  tag: 'kiosks',
  item: kioskEntry,
  input: kioskInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Kiosk/GetKioskList',
    method: 'POST',
    summary:
      "The company's kiosks with their heartbeat (last seen, version, online); paged, searchable by name, code or URL name, filtered by type and status.",
    sort: ['name', 'code', 'type', 'status', 'lastSeenAt'],
    filters: { type: kioskType.optional(), ...statusFilter },
  },
  save: { path: 'Kiosk/AddOrEditKiosk', summary: 'Adds a kiosk, or edits the one with this id.' },
  remove: {
    path: 'Kiosk/DeleteKiosk',
    summary: 'Deletes a kiosk, its settings and its devices (which stop working at once).',
  },
});

/** One kiosk of the caller's company, found by what names it. */
const kioskRead = <P extends string, S extends z.ZodRawShape>(path: P, summary: string, shape: S) =>
  endpoint({
    method: 'POST',
    path,
    summary,
    permission: 'company',
    query: noQuery,
    body: z.object({ ...optionalCompany, ...shape }),
    response: kioskEntry,
    reads: ['kiosks'],
  });

/** A kiosk's flow settings: what a guest reads and is asked, what the flow offers, and its look. */
export const kioskSettingsEntry = z.object({
  welcome: storedText,
  idleSeconds: z.number().int(),
  maxPartySize: z.number().int(),
  askLuggage: z.boolean(),
  askPhone: z.boolean(),
  offerTransport: z.boolean(),
  offerParking: z.boolean(),
  offerWaitList: z.boolean(),
  accentColour: z.string(),
  highContrast: z.boolean(),
  /** The location a ride booked here starts from (the kiosk's lobby); null: the kiosk books no ride. */
  pickupLocationId: id.nullable(),
  /** What a guest reads after a confirmation, in each language. */
  farewell: storedText,
  /** Dispatch and Map: the place categories a guest picks destinations from; empty offers every category. */
  placeCategoryIds: z.array(id),
  /** Reservation: the trips a guest may book; empty offers every active trip. */
  tripIds: z.array(id),
  /** Parking: requesting the car (will-call) and buying a self-park permit, and which packages it sells. */
  offerWillCall: z.boolean(),
  offerPermitPurchase: z.boolean(),
  parkingPackageIds: z.array(id),
  /** The attract screen between guests: the company's logo, and its advertisements shown on kiosks. */
  showLogo: z.boolean(),
  showAdvertisements: z.boolean(),
});
export type KioskSettings = z.infer<typeof kioskSettingsEntry>;

/** Rows of the company a kiosk offers (each checked to be the company's when saved); none offers them all. */
export const KIOSK_CHOICES_MAX = 100;
const chosenIds = z
  .array(id)
  .max(KIOSK_CHOICES_MAX)
  .transform((ids) => [...new Set(ids)]);

/** One row of flow settings per kiosk (the first settings kept per parent). */
export const kioskSettings = settings({
  noun: 'kiosk_settings',
  tag: 'kioskSettings',
  item: kioskSettingsEntry,
  input: {
    welcome: localizedText({ max: 200 }),
    /** Long enough to read and answer; the countdown shows for the last 15 seconds of it. */
    idleSeconds: z.number().int().min(30).max(600),
    maxPartySize: z.number().int().min(1).max(50),
    askLuggage: z.boolean(),
    askPhone: z.boolean(),
    offerTransport: z.boolean(),
    offerParking: z.boolean(),
    offerWaitList: z.boolean(),
    accentColour: hexColour,
    highContrast: z.boolean(),
    pickupLocationId: id.nullable().default(null),
    farewell: localizedText({ max: 200 }),
    placeCategoryIds: chosenIds,
    tripIds: chosenIds,
    offerWillCall: z.boolean(),
    offerPermitPurchase: z.boolean(),
    parkingPackageIds: chosenIds,
    showLogo: z.boolean(),
    showAdvertisements: z.boolean(),
  },
  defaults: {
    welcome: { en: '', ar: '' },
    idleSeconds: 90,
    maxPartySize: 10,
    askLuggage: true,
    askPhone: true,
    offerTransport: true,
    offerParking: false,
    offerWaitList: false,
    accentColour: '#1c7ed6',
    highContrast: false,
    pickupLocationId: null,
    farewell: { en: '', ar: '' },
    placeCategoryIds: [],
    tripIds: [],
    offerWillCall: true,
    offerPermitPurchase: true,
    parkingPackageIds: [],
    showLogo: true,
    showAdvertisements: true,
  },
  read: 'company',
  write: 'rule:settings.manage',
  parent: { key: 'kioskId', noun: 'kiosk' },
  get: {
    path: 'Kiosk/GetKioskSettings',
    method: 'POST',
    summary:
      "A kiosk's flow settings: its texts, what it asks and offers, its look; the defaults until saved.",
  },
  update: {
    path: 'Kiosk/UpdateKioskSettings',
    summary: "Replaces a kiosk's flow settings (every field sent).",
  },
});

/** A network the company's kiosks may call from: a name and a CIDR range (`192.0.2.0/24`, `2001:db8::/32`). */
export const ipSeriesEntry = z.object({ name: z.string(), range: z.string() });
export const IP_SERIES_MAX = 50;

/** The company's IP address series, replaced as a whole: rows added, changed and removed in one call. */
export const ipAddressSeries = settings({
  noun: 'ip_address_series',
  tag: 'ipAddressSeries',
  item: z.object({ series: z.array(ipSeriesEntry) }),
  input: {
    series: z
      .array(
        z.object({
          name: z.string().trim().min(1, 'required').max(80),
          range: z
            .string()
            .trim()
            .pipe(z.union([z.cidrv4(), z.cidrv6()], { error: 'cidr' })),
        }),
      )
      .max(IP_SERIES_MAX),
  },
  defaults: { series: [] },
  read: 'company',
  write: 'rule:settings.manage',
  get: {
    path: 'Kiosk/GetIpAddressSeries',
    method: 'POST',
    summary: 'The networks (CIDR ranges) the company’s kiosks may call from; none admits no kiosk.',
  },
  update: {
    path: 'Kiosk/AddUpdateDeleteIpSeries',
    summary: "Replaces the company's IP address series: the rows sent are the series from now on.",
  },
});

const kioskIdBody = rowKeyInput('kioskId');

/** The pairing code as typed on the device: letters of the pairing alphabet, grouped as the person likes. */
const typedCode = z
  .string()
  .trim()
  .min(PAIRING_CODE_LENGTH, 'required')
  .max(2 * PAIRING_CODE_LENGTH);

/** What a paired device runs: its kiosk, its company's name and its flow settings. */
export const kioskDeviceSetup = z.object({
  kioskId: id,
  name: z.string(),
  type: kioskType,
  companyName: z.string(),
  settings: kioskSettingsEntry,
  heartbeatSeconds: z.number().int(),
  /**
   * The company's time zone and clock (ADR 139): every time a guest reads at the kiosk is the company's wall
   * clock, in its 12- or 24-hour writing, whatever the device's own zone and the guest's language.
   */
  timeZone: z.string(),
  clock: z.enum(CLOCKS),
  /** The company's active booking fields asked at the kiosk (ADR 85), in its order: the flows that book ask them. */
  customFields: z.array(askedField),
});
export type KioskDeviceSetup = z.infer<typeof kioskDeviceSetup>;

export const kiosk = {
  ...kiosks.entries,
  ...kioskSettings.entries,
  ...ipAddressSeries.entries,
  getKioskById: kioskRead('Kiosk/GetKioskById', 'One kiosk of the company, by its id.', { kioskId: id }),
  getKioskByKioskCode: kioskRead('Kiosk/GetKioskByKioskCode', 'One kiosk of the company, by its code.', {
    code: kioskCode,
  }),
  getKioskByKioskUrl: kioskRead('Kiosk/GetKioskByKioskUrl', 'One kiosk of the company, by its URL name.', {
    url: kioskUrl,
  }),
  createPairingCode: endpoint({
    method: 'POST',
    path: 'Kiosk/CreatePairingCode',
    summary:
      'A one-time pairing code for a kiosk: shown once, valid ten minutes, opens one pairing. Earlier unused codes of the kiosk stop working.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: kioskIdBody,
    response: z.object({ code: z.string(), expiresAt: timestamp }),
    writes: ['kiosks'],
  }),
  pairKioskDevice: endpoint({
    method: 'POST',
    path: 'Kiosk/PairKioskDevice',
    summary:
      "Pairs the calling browser with the kiosk a pairing code was made for: sets the device's HttpOnly cookie. Rate limited; the code opens one pairing.",
    permission: 'public',
    sensitive: true,
    query: noQuery,
    body: z.object({ code: typedCode }),
    response: z.object({ kioskId: id, type: kioskType }),
    writes: ['kiosks'],
  }),
  revokeKioskDevices: endpoint({
    method: 'POST',
    path: 'Kiosk/RevokeKioskDevices',
    summary:
      "Revokes every device paired with a kiosk: from their next call they see 'this kiosk is not active'.",
    permission: 'rule:settings.manage',
    query: noQuery,
    body: kioskIdBody,
    response: z.object({ revoked: z.number().int() }),
    writes: ['kiosks'],
  }),
  requestKioskReload: endpoint({
    method: 'POST',
    path: 'Kiosk/RequestKioskReload',
    summary: "Asks a kiosk's devices to reload their page at their next heartbeat.",
    permission: 'rule:settings.manage',
    query: noQuery,
    body: kioskIdBody,
    response: kioskEntry,
    writes: ['kiosks'],
  }),
  getKioskDeviceSetup: endpoint({
    method: 'POST',
    path: 'Kiosk/GetKioskDeviceSetup',
    summary:
      'What the paired device runs: its kiosk, its type, its flow settings and the booking fields asked at kiosks.',
    permission: 'device',
    query: noQuery,
    body: noBody,
    response: kioskDeviceSetup,
    reads: ['kiosks', 'kioskSettings', 'customFields'],
  }),
  kioskHeartbeat: endpoint({
    method: 'POST',
    path: 'Kiosk/KioskHeartbeat',
    summary: "A paired device's report (its version); answers whether the console asked it to reload.",
    permission: 'device',
    query: noQuery,
    body: z.object({ version: z.string().trim().min(1, 'required').max(40), loadedAt: isoInstant }),
    response: z.object({ reload: z.boolean() }),
    writes: ['kiosks'],
  }),
  ...kioskFlows,
  ...kioskMapFlow,
  ...kioskWaitListFlow,
  ...kioskReservation,
  ...kioskParking,
};

import { z } from 'zod';
import { id, isoInstant, timestamp } from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { guestKey } from './reservation.ts';
import { settings } from './settings.ts';

/** One point the phone measured (browser geolocation): where, how well, and when it was measured. */
export const positionFix = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracyMeters: z.number().min(0).max(100_000).nullable().default(null),
  heading: z.number().min(0).max(360).nullable().default(null),
  speedMps: z.number().min(0).max(200).nullable().default(null),
  recordedAt: isoInstant,
});

/** The most points one report carries: a minute of points every few seconds, sent together after a poor network. */
export const MAX_POSITIONS_PER_REPORT = 60;

/** A position older than this is shown as stale on the dispatcher's map. */
export const STALE_POSITION_SECONDS = 60;

const place = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });

/** A ride a driver carries now: dispatched to them, picked up or in transit. */
export const trackedRide = z.object({
  id,
  number: z.number().int(),
  status: z.number().int(),
  guestName: z.string(),
  scheduledAt: timestamp,
  from: place,
  to: place,
});

/** A driver on shift on the dispatcher's map: where they were last seen, with what, carrying whom. */
export const trackedDriver = z.object({
  driverId: id,
  name: z.string(),
  vehicle: z.string().nullable(),
  position: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      accuracyMeters: z.number().nullable(),
      recordedAt: timestamp,
      stale: z.boolean(),
    })
    .nullable(),
  /** The ride being carried (picked up or in transit), else the next one dispatched. */
  currentRide: trackedRide.nullable(),
  /** Where the driver goes next: the current ride's drop-off once picked up, else its pick-up. */
  nextStop: place.nullable(),
  rides: z.array(trackedRide),
});
export type TrackedDriver = z.infer<typeof trackedDriver>;

/** How often a phone sends positions (ADR 74's 5 s by default); the bounds keep the map live and the load bounded. */
export const SEND_INTERVAL_SECONDS = { min: 5, max: 60, default: 5 } as const;

/**
 * A company's tracking settings, one row, the defaults until it saves: how long the position history is kept and
 * how often a driver's phone sends (every company user reads them: the phone needs the interval).
 */
export const driverTrackingSettings = settings({
  noun: 'driver_tracking_settings',
  tag: 'driverTrackingSettings',
  item: z.object({ retentionDays: z.number().int(), sendIntervalSeconds: z.number().int() }),
  input: {
    retentionDays: z.number().int().min(1).max(365),
    sendIntervalSeconds: z.number().int().min(SEND_INTERVAL_SECONDS.min).max(SEND_INTERVAL_SECONDS.max),
  },
  defaults: { retentionDays: 30, sendIntervalSeconds: SEND_INTERVAL_SECONDS.default },
  read: 'company',
  write: 'rule:settings.manage',
  get: {
    path: 'DriverTracking/GetTrackingSettings',
    method: 'GET',
    summary:
      "How many days drivers' position history is kept (30) and how often a phone sends its position (every 5 s) until the company saves others.",
  },
  update: {
    path: 'DriverTracking/UpdateTrackingSettings',
    summary:
      "Replaces the company's tracking settings: the days position history is kept (1 to 365) and the seconds between a phone's sends (5 to 60).",
  },
});

/** The vehicle coming for a guest, while it is coming: from assignment to pick-up only. */
export const guestVehiclePosition = z.object({
  coming: z.boolean(),
  position: z
    .object({ latitude: z.number(), longitude: z.number(), recordedAt: timestamp, stale: z.boolean() })
    .nullable(),
  /** Minutes until the vehicle reaches the pick-up point, estimated from the straight-line distance. */
  etaMinutes: z.number().int().nullable(),
});

/** Live driver positions (ADR 74): calls the specification does not name, under its `/DriverTracking` screen. */
export const driverTracking = {
  ...driverTrackingSettings.entries,
  reportPositions: endpoint({
    method: 'POST',
    path: 'DriverTracking/ReportPositions',
    summary:
      "A driver's phone reports its positions (one, or a batch after a poor network); refused off shift, so nothing is kept then.",
    permission: 'company',
    // Positions go to the driver map as their own throttled events, never as a tag every browser refetches.
    writes: [],
    query: noQuery,
    body: z.object({ positions: z.array(positionFix).min(1).max(MAX_POSITIONS_PER_REPORT) }),
    response: z.object({ accepted: z.number().int() }),
  }),
  getDriverPositions: endpoint({
    method: 'GET',
    path: 'DriverTracking/GetDriverPositions',
    reads: ['users', 'parties', 'vehicles'],
    summary:
      'The drivers on shift with their last position (stale ones marked), vehicle, current ride, next stop and open rides.',
    permission: 'screen:DriverTracking',
    query: noQuery,
    body: noBody,
    response: z.object({ items: z.array(trackedDriver), staleAfterSeconds: z.number().int() }),
  }),
  getGuestVehiclePosition: endpoint({
    method: 'POST',
    path: 'DriverTracking/GetGuestVehiclePosition',
    reads: ['parties'],
    summary:
      "The guest link's view of the vehicle coming for them, with an ETA: only between assignment and pick-up.",
    permission: 'guest:party',
    query: noQuery,
    body: z.object({ key: guestKey }),
    response: guestVehiclePosition,
  }),
};

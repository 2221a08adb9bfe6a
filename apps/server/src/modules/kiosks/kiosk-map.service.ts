import { type contract, type KioskMap, kioskFileUrl, type ParsedBodyOf } from '@curbside/contract';
import { dateIn, packageHas, weekdayOf } from '@curbside/domain';
import type { Deps, DevicePrincipal } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { companyFeatures } from '../../plugins/features.ts';
import { RateLimiter } from '../../plugins/rate-limit.ts';
import { findProfile } from '../company/company.repository.ts';
import { storedPhone } from '../company/company-formats.ts';
import * as flows from './kiosk-flows.repository.ts';
import { inDeviceCompany, placesOffered, timeIn } from './kiosk-flows.service.ts';
import * as map from './kiosk-map.repository.ts';
import { requireKioskOffer } from './kiosk-settings.ts';

/** A walker's pace, and how much longer streets are than the straight line between two places. */
const WALKING_METRES_PER_MINUTE = 80;
const STREET_DETOUR = 1.3;
/** Beyond an hour on foot a place is not a walk: the card says nothing of walking. */
const MAX_WALKING_MINUTES = 60;
/** The next departures a place's card shows. */
const SHUTTLE_TIMES_SHOWN = 3;
const EARTH_RADIUS_METRES = 6_371_000;

type Point = { latitude: number; longitude: number };

/** The great-circle distance between two points, in metres. */
export function metresBetween(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h));
}

/** Minutes on foot between two points (at least one), or null when it is more than an hour. */
export function walkingMinutes(from: Point, to: Point): number | null {
  const minutes = Math.max(
    1,
    Math.ceil((metresBetween(from, to) * STREET_DETOUR) / WALKING_METRES_PER_MINUTE),
  );
  return minutes > MAX_WALKING_MINUTES ? null : minutes;
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * A Map kiosk's places: the active places of the kiosk's categories (every active place while its list is
 * empty), without its own place; each category with the company icon it names; each place with the minutes on
 * foot from the kiosk and today's next shuttle departures from the kiosk's place to it.
 */
export const mapFor = async (deps: Deps, device: DevicePrincipal, now = new Date()) => {
  // Asked before the transaction: the package is read (or kept) in a scope of its own.
  const ridesSold = packageHas(await companyFeatures(deps, device.companyId), 'transport');
  return inDeviceCompany(deps, device, async (tx): Promise<KioskMap> => {
    const { companyId } = device;
    const settings = await requireKioskOffer(tx, device, null);
    const { places, categories: offered } = placesOffered(settings, await flows.activePlaces(tx, companyId));
    const icons = await map.iconsNamed(
      tx,
      companyId,
      offered.map((category) => category.icon),
    );
    const pickupId = settings.pickupLocationId;
    const here = pickupId ? await map.activePlace(tx, companyId, pickupId) : null;

    const departures = new Map<string, string[]>();
    if (here && pickupId) {
      const company = await findProfile(tx, companyId, false);
      const zone = company?.timeZone ?? 'UTC';
      const [hours = 0, minutes = 0] = timeIn(zone, now).split(':').map(Number);
      const rows = await map.departuresFrom(
        tx,
        companyId,
        pickupId,
        weekdayOf(dateIn(zone, now)),
        hours * 60 + minutes,
      );
      for (const row of rows) {
        const times = departures.get(row.toLocationId) ?? [];
        if (times.length < SHUTTLE_TIMES_SHOWN) times.push(clock(row.departureMinute));
        departures.set(row.toLocationId, times);
      }
    }

    return {
      here: here ? { latitude: here.latitude, longitude: here.longitude } : null,
      offersRide: here !== null && ridesSold,
      categories: offered.map(({ id, name, icon }) => {
        const image = icons.get(icon.trim().toLowerCase());
        return { id, name, iconUrl: image ? kioskFileUrl(image) : null };
      }),
      places: places.map((place) => ({
        ...place,
        walkingMinutes: here ? walkingMinutes(here, place) : null,
        shuttleTimes: departures.get(place.id) ?? [],
      })),
    };
  });
};

/** Texts one kiosk sends in a minute, and one phone receives in ten: a kiosk is no way to flood a phone. */
export const KIOSK_TEXTS_PER_MINUTE = 6;
export const TEXTS_PER_PHONE = 3;
const perKiosk = new RateLimiter('kiosk texts', KIOSK_TEXTS_PER_MINUTE, 60_000);
const perPhone = new RateLimiter('texts per phone', TEXTS_PER_PHONE, 10 * 60_000);

/** The text that sends a place to a guest's phone, in their language, with a map link to the place. */
function placeText(
  language: 'en' | 'ar',
  companyName: string,
  place: Point & { name: string; address: string },
) {
  const where = place.address ? `${place.name}, ${place.address}` : place.name;
  const link = `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=17/${place.latitude}/${place.longitude}`;
  return language === 'ar'
    ? `${companyName}: ${where}. الخريطة: ${link}`
    : `${companyName}: ${where}. Map: ${link}`;
}

/**
 * Sends a place to the guest's phone: one text through the outbox, once per idempotency key, limited per kiosk
 * and per phone (429 `RATE_LIMITED`). The phone is written into the outbox row alone, the message itself: no
 * party, guest or kiosk row keeps it.
 */
export function sendPlace(
  deps: Deps,
  device: DevicePrincipal,
  body: ParsedBodyOf<typeof contract.kiosk.kioskSendPlace>,
) {
  return inDeviceCompany(deps, device, async (tx) => {
    const { companyId, kioskId } = device;
    const company = await findProfile(tx, companyId, false);
    if (!company) throw notFound('kiosk');
    // A national number is read in the company's country, as a phone typed at the desk is.
    const phone = storedPhone(body.phone, company.country, 'body.phone');
    if (!(await flows.claimRequest(tx, companyId, kioskId, body.idempotencyKey))) {
      if (await flows.answerOf(tx, companyId, kioskId, body.idempotencyKey)) return { sent: true as const };
    }
    await requireKioskOffer(tx, device, null);
    const place = await map.activePlace(tx, companyId, body.locationId);
    if (!place) throw notFound('location');
    await perKiosk.hit(`${companyId}:${kioskId}`);
    await perPhone.hit(`${companyId}:${phone}`);
    await map.queueText(tx, companyId, phone, placeText(body.language, company.name, place));
    const answer = { sent: true as const };
    await flows.keepAnswer(tx, companyId, kioskId, body.idempotencyKey, answer);
    return answer;
  });
}

import {
  type contract,
  KIOSK_PERMIT_DAYS,
  type KioskCarAnswer,
  type KioskParkingPackages,
  type KioskPermitAnswer,
  type ParsedBodyOf,
} from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { type AuditAction, dateIn, normalisePlate } from '@curbside/domain';
import type { Deps, DevicePrincipal, RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { publish } from '../../plugins/realtime.ts';
import { availabilityGrid } from '../parking/permits.repository.ts';
import { sellIn } from '../parking/permits.service.ts';
import { requestByGuest } from '../parking/will-call.service.ts';
import { inDeviceCompany, kioskAuthor } from './kiosk-flows.service.ts';
import { oncePerKey } from './kiosk-once.ts';
import * as parking from './kiosk-parking.repository.ts';
import { paymentNote, paymentWaysOf } from './kiosk-reservation.service.ts';
import { requireKioskOffer } from './kiosk-settings.ts';

type BuyBody = ParsedBodyOf<typeof contract.kiosk.kioskBuyPermit>;

/**
 * A plate as a stranger at the screen may see it: its last two letters or digits behind four dots whatever its
 * length, so the guest knows the right car was asked for and nobody learns whose car is parked.
 */
export const maskedPlate = (plate: string) => `••••${normalisePlate(plate).slice(-2)}`;

/** A permit's change made at a kiosk, in the audit with the kiosk that made it. */
const auditByKiosk = (
  tx: Tx,
  ctx: RequestContext,
  device: DevicePrincipal,
  action: Extract<AuditAction, `parking_permit.${string}`>,
  permitId: string,
) =>
  audit(tx, ctx, {
    companyId: device.companyId,
    action,
    entity: 'parking_permit',
    entityId: permitId,
    after: { source: 'kiosk', kioskId: device.kioskId },
  });

/** Kiosk/GetKioskParkingPackages: the kiosk's active packages, the active lots each is sold in, free spaces. */
export const packagesFor = (deps: Deps, device: DevicePrincipal) =>
  inDeviceCompany(deps, device, async (tx): Promise<KioskParkingPackages> => {
    const settings = await requireKioskOffer(tx, device, 'permitPurchase');
    const author = await kioskAuthor(tx, device);
    const rows = await parking.packagesWithLots(tx, device.companyId, settings.parkingPackageIds);
    const lotIds = [...new Set(rows.map((row) => row.lotId))];
    const grid =
      lotIds.length === 0
        ? []
        : await availabilityGrid(tx, device.companyId, {
            fromDate: dateIn(author.companyTimeZone),
            days: KIOSK_PERMIT_DAYS,
            lotIds,
          });
    const freeOf = new Map(grid.map((row) => [row.lotId, row.free]));
    const packages = new Map<string, KioskParkingPackages['packages'][number]>();
    for (const row of rows) {
      const entry = packages.get(row.id) ?? {
        id: row.id,
        name: row.name,
        priceCents: row.priceCents,
        durationHours: row.durationHours,
        lots: [],
      };
      entry.lots.push({ id: row.lotId, name: row.lotName, free: freeOf.get(row.lotId) ?? [] });
      packages.set(row.id, entry);
    }
    return {
      currency: author.companyCurrency,
      paymentWays: await paymentWaysOf(tx, device.companyId),
      packages: [...packages.values()],
    };
  });

/**
 * Kiosk/KioskBuyPermit: once per idempotency key, a permit from now for the days chosen, sold through the desk's
 * sale (the package sold in the lot, priced per started period, the lot's spaces checked under its lock), the
 * way of paying noted for the desk, the permits' screens told.
 */
export const buyPermit = (deps: Deps, ctx: RequestContext, device: DevicePrincipal, body: BuyBody) =>
  inDeviceCompany(deps, device, (tx) =>
    oncePerKey(deps, tx, device, body, async (): Promise<KioskPermitAnswer> => {
      await requireKioskOffer(tx, device, 'permitPurchase', { in: 'parkingPackageIds', id: body.packageId });
      const author = await kioskAuthor(tx, device);
      const notes = await paymentNote(tx, device.companyId, body.payment, body.roomNumber);
      const startsAt = new Date();
      const endsAt = new Date(startsAt.getTime() + body.days * 86_400_000);
      const { result } = await sellIn(tx, ctx, author, {
        guestName: body.guestName,
        phone: body.phone,
        email: '',
        roomNumber: body.roomNumber,
        plate: body.plate,
        plateRegion: '',
        make: '',
        model: '',
        colour: '',
        lotId: body.lotId,
        packageId: body.packageId,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        notes,
        guestLanguage: body.language,
      });
      await auditByKiosk(tx, ctx, device, 'parking_permit.sold', result.id);
      await publish(tx, { companyId: device.companyId, type: 'kiosk.permit-sold', tags: ['parkingPermits'] });
      return {
        permitNumber: result.number,
        lotName: result.lotName,
        endsAt: result.endsAt,
        costCents: result.costCents,
        currency: result.currency,
        maskedPlate: maskedPlate(result.plate),
        payment: body.payment,
      };
    }),
  );

/**
 * Kiosk/KioskRequestCar: the car of the permit running now with this plate or number joins its lot's queue (a
 * car already asked for is not asked for twice). A stranger learns nothing else: no permit, a closed one, or
 * one of another company is the same 404, and the answer is the expected ready time and the plate masked.
 */
export const requestCar = (deps: Deps, ctx: RequestContext, device: DevicePrincipal, plateOrNumber: string) =>
  inDeviceCompany(deps, device, async (tx): Promise<KioskCarAnswer> => {
    await requireKioskOffer(tx, device, 'willCall');
    const permit = await parking.runningPermit(tx, device.companyId, plateOrNumber);
    if (!permit) throw notFound('parking_permit');
    if (await requestByGuest(tx, device.companyId, permit.id, 'kiosk')) {
      await auditByKiosk(tx, ctx, device, 'parking_permit.will_call', permit.id);
    }
    const queued = await parking.queuedRequest(tx, device.companyId, permit.id);
    if (!queued) throw notFound('parking_permit');
    return { expectedReadyAt: queued.expectedAt.toISOString(), maskedPlate: maskedPlate(permit.plate) };
  });

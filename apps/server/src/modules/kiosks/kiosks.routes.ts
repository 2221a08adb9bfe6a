import { contract, ipAddressSeries, kioskSettings, kiosks } from '@curbside/contract';
import { schema } from '@curbside/db';
import { KIOSK_HEARTBEAT_SECONDS } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { bindArea } from '../../plugins/contract.ts';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { inCompany } from '../../resources/company-change.ts';
import { findProfile } from '../company/company.repository.ts';
import { companyFormatsOf } from '../company/company-formats.ts';
import { askedFields } from '../dispatch/booking.repository.ts';
import { tellLimitsReached } from '../notices/limits.ts';
import { requireRoomFor } from '../packages/packages.service.ts';
import * as kioskFlows from './kiosk-flows.service.ts';
import { inDeviceCompany } from './kiosk-flows.service.ts';
import * as kioskMap from './kiosk-map.service.ts';
import * as kioskParking from './kiosk-parking.service.ts';
import * as kioskReservation from './kiosk-reservation.service.ts';
import { ipSeriesStore, kioskSettingsOf, kioskSettingsStore } from './kiosk-settings.ts';
import * as kioskWaitList from './kiosk-wait-list.service.ts';
import * as repo from './kiosks.repository.ts';
import * as pairing from './pairing.service.ts';

const k = schema.kiosks;

const kioskCollection = tableRoutes(
  kiosks,
  k,
  {
    columns: repo.kioskColumns,
    search: [k.name, k.code, k.url],
    sort: { name: k.name, code: k.code, type: k.type, status: k.status, lastSeenAt: k.lastSeenAt },
    filter: (query) => [
      query.type ? eq(k.type, query.type) : undefined,
      query.status ? eq(k.status, query.status) : undefined,
    ],
    values: (input) => ({
      name: input.name,
      code: input.code,
      url: input.url,
      type: input.type,
      status: input.status,
    }),
  },
  {
    // One more active kiosk counts against the package's limit of kiosks (ADR 63), adding or switching one on.
    beforeSave: async (tx, caller, input, before) => {
      if (input.status === 'active' && before?.status !== 'active')
        await requireRoomFor(tx, caller.companyId, 'kiosks');
    },
    // ...and tells the company when it reaches 80 % or 100 % of that limit (ADR 90).
    afterSave: async (tx, caller, saved, before) => {
      if (saved.status === 'active' && before?.status !== 'active')
        await tellLimitsReached(tx, caller.companyId);
    },
  },
);

/** One kiosk of the caller's company by what names it, or 404. */
const kioskBy = (deps: Deps, caller: CompanyUserPrincipal, by: Parameters<typeof repo.findKiosk>[2]) =>
  inCompany(deps, caller, async (tx) => {
    const kiosk = await repo.findKiosk(tx, caller.companyId, by);
    if (!kiosk) throw notFound('kiosk');
    return kiosk;
  });

/** The kiosks area: the kiosks, their settings, the company's IP series, pairing and the devices' own calls. */
export const kioskRoutes = (deps: Deps) => [
  ...kioskCollection(deps),
  ...bindSettings(deps, kioskSettings, kioskSettingsStore),
  ...bindSettings(deps, ipAddressSeries, ipSeriesStore),
  ...bindArea(contract.kiosk, {
    getKioskById: ({ body, caller }) => kioskBy(deps, caller, { id: body.kioskId }),
    getKioskByKioskCode: ({ body, caller }) => kioskBy(deps, caller, { code: body.code }),
    getKioskByKioskUrl: ({ body, caller }) => kioskBy(deps, caller, { url: body.url }),
    createPairingCode: ({ body, caller, ctx }) => pairing.createPairingCode(deps, ctx, caller, body),
    pairKioskDevice: ({ body, ctx, reply }) => pairing.pairDevice(deps, ctx, reply, body.code),
    revokeKioskDevices: ({ body, caller, ctx }) => pairing.revokeDevices(deps, ctx, caller, body),
    requestKioskReload: ({ body, caller }) =>
      inCompany(deps, caller, async (tx) => {
        const kiosk = await pairing.kioskOf(tx, caller.companyId, body.kioskId);
        await repo.requestReload(tx, caller.companyId, kiosk.id);
        return kiosk;
      }),
    getKioskDeviceSetup: ({ caller }) =>
      inDeviceCompany(deps, caller, async (tx) => {
        const [kiosk, company] = await Promise.all([
          repo.deviceKiosk(tx, caller.companyId, caller.kioskId),
          findProfile(tx, caller.companyId, false),
        ]);
        if (!kiosk || !company) throw notFound('kiosk');
        return {
          kioskId: caller.kioskId,
          name: kiosk.name,
          type: kiosk.type,
          companyName: kiosk.companyName,
          settings: await kioskSettingsOf(tx, caller.companyId, caller.kioskId),
          heartbeatSeconds: KIOSK_HEARTBEAT_SECONDS,
          timeZone: company.timeZone,
          clock: companyFormatsOf(company).companyClock,
          customFields: await askedFields(tx, caller.companyId, 'kiosk'),
        };
      }),
    kioskHeartbeat: ({ body, caller }) =>
      inDeviceCompany(deps, caller, async (tx) => ({
        reload: await repo.heartbeat(
          tx,
          caller.companyId,
          caller.kioskId,
          body.version,
          new Date(body.loadedAt),
        ),
      })),
    getKioskPlaces: ({ caller }) => kioskFlows.placesFor(deps, caller),
    getKioskAdvertisements: ({ caller }) => kioskFlows.advertisementsFor(deps, caller),
    kioskRequestRide: ({ body, caller, ctx }) => kioskFlows.requestRide(deps, ctx, caller, body, () => true),
    addOrUpdateKioskGuestInfo: ({ body, caller, ctx }) =>
      kioskFlows.requestRide(deps, ctx, caller, body, (settings) => settings.offerTransport),
    getKioskMap: ({ caller }) => kioskMap.mapFor(deps, caller),
    kioskMapRequestRide: ({ body, caller, ctx }) =>
      kioskFlows.requestRide(deps, ctx, caller, body, () => true),
    kioskSendPlace: ({ body, caller }) => kioskMap.sendPlace(deps, caller, body),
    getKioskWaitTypes: ({ caller }) => kioskWaitList.waitTypesFor(deps, caller),
    kioskJoinWaitList: ({ body, caller, ctx }) => kioskWaitList.joinWaitList(deps, ctx, caller, body),
    getKioskDepartures: ({ body, caller }) => kioskReservation.departuresFor(deps, caller, body.day),
    getKioskSeatPrice: ({ body, caller }) => kioskReservation.seatPrice(deps, caller, body),
    kioskBookSeat: ({ body, caller, ctx }) => kioskReservation.bookSeat(deps, ctx, caller, body),
    getKioskParkingPackages: ({ caller }) => kioskParking.packagesFor(deps, caller),
    kioskBuyPermit: ({ body, caller, ctx }) => kioskParking.buyPermit(deps, ctx, caller, body),
    kioskRequestCar: ({ body, caller, ctx }) =>
      kioskParking.requestCar(deps, ctx, caller, body.plateOrNumber),
  }),
];

import { contract } from '@curbside/contract';
import { schema } from '@curbside/db';
import { plateSearchForm } from '@curbside/domain';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { inCompany } from '../../resources/company-change.ts';
import { expectCompanyRow } from '../../resources/table-store.ts';
import { availability } from './availability.service.ts';
import * as packages from './packages.repository.ts';
import { emailCard } from './permit-card.service.ts';
import * as closing from './permit-closing.service.ts';
import { costDetails, recordPermitPayment } from './permit-payments.service.ts';
import { listPermits } from './permits.repository.ts';
import * as permits from './permits.service.ts';
import { saveReservationAndParking } from './reservation-parking.service.ts';
import * as willCall from './will-call.service.ts';

const pkg = schema.parkingPackages;

/** The lots of a package of the caller's company (404 for a package it does not have). */
async function lotsOfPackage(deps: Deps, caller: Parameters<typeof inCompany>[1], packageId: string) {
  return inCompany(deps, caller, async (tx) => {
    await expectCompanyRow(tx, pkg, caller.companyId, packageId, 'parking_package');
    return packages.lotsOfPackage(tx, caller.companyId, packageId);
  });
}

/** Permits: sale and edit, reads, cancel and delete, bulk changes, payments, history and availability. */
export const parkingRoutes = (deps: Deps) => {
  const withPermit = bindArea(contract.reservation, {
    addReservationAndParking: async ({ body, caller, ctx }) =>
      saveReservationAndParking(deps, ctx, caller, body, 'add'),
    editReservationAndParking: async ({ body, caller, ctx }) =>
      saveReservationAndParking(deps, ctx, caller, body, 'editBoth'),
    updateReservationAndParkingNew: async ({ body, caller, ctx }) =>
      saveReservationAndParking(deps, ctx, caller, body, 'editAndSell'),
  });
  const cards = bindArea(contract.card, {
    emailParkingPermitCard: async ({ body, caller, ctx }) => emailCard(deps, ctx, caller, body),
  });
  return [
    ...withPermit,
    ...cards,
    ...bindArea(contract.parking, {
      getParkingLocationsIdsByPackageId: async ({ body, caller }) => ({
        lotIds: (await lotsOfPackage(deps, caller, body.packageId)).map((l) => l.id).sort(),
      }),
      getParkingLocationsByPackageId: async ({ query, caller }) => ({
        items: await lotsOfPackage(deps, caller, query.packageId),
      }),
      addOrEditParking: async ({ body, caller, ctx }) =>
        body.id ? permits.edit(deps, ctx, caller, body.id, body) : permits.sell(deps, ctx, caller, body),
      getParkingDetails: async ({ body, caller }) =>
        inCompany(deps, caller, (tx) => permits.detailsOf(tx, caller, body.id)),
      getParkingPermits: async ({ body, caller }) => {
        const form = body.search ? plateSearchForm(body.search) : '';
        const { rows, total } = await inCompany(deps, caller, (tx) =>
          listPermits(tx, caller.companyId, {
            ...body,
            searchForm: form || undefined,
            timeZone: caller.companyTimeZone,
          }),
        );
        return { items: rows, total, page: body.page, pageSize: body.pageSize };
      },
      cancelOrDeleteParking: async ({ body, caller, ctx }) => closing.cancelOrDelete(deps, ctx, caller, body),
      parkAgainOrDeliver: async ({ body, caller, ctx }) =>
        closing.parkAgainOrDeliver(deps, ctx, caller, body),
      bulkUpdateParkings: async ({ body, caller, ctx }) => closing.bulkUpdate(deps, ctx, caller, body),
      getParkingCostDetails: async ({ body, caller }) => costDetails(deps, caller, body.id),
      parkingPayment: async ({ body, caller, ctx }) => recordPermitPayment(deps, ctx, caller, body),
      getParkingHistory: async ({ body, caller }) => permits.history(deps, caller, body.id),
      getParkingAvailability: async ({ body, caller }) => availability(deps, caller, body),
      requestWillCallParking: async ({ body, caller, ctx }) =>
        willCall.requestByStaff(deps, ctx, caller, body),
      getWillCallParking: async ({ body, caller }) => willCall.openQueue(deps, caller, body?.lotId),
      confirmOrDeleteWillCallParking: async ({ query, body, caller, ctx }) =>
        willCall.confirmOrDelete(deps, ctx, caller, query.commandType, body),
      getWillCallParkingByDates: async ({ body, caller }) => willCall.byDates(deps, caller, body),
      getGuestParking: async ({ caller }) => willCall.guestPermit(deps, caller),
      guestRequestWillCall: async ({ caller, ctx }) => willCall.guestRequest(deps, ctx, caller),
    }),
  ];
};

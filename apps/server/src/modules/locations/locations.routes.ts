import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { locationCategoryRoutes } from './location-categories.ts';
import { locationListRoutes } from './location-lists.ts';
import * as service from './locations.service.ts';
import { locationRoutes } from './locations-store.ts';
import { zoneRoutes } from './zones.ts';

export const locationsRoutes = (deps: Deps) => [
  ...zoneRoutes(deps),
  ...locationCategoryRoutes(deps),
  ...locationRoutes(deps),
  ...locationListRoutes(deps),
  ...bindArea(contract.locations, {
    getCouponCode: async ({ query, caller }) => service.couponByCode(deps, caller, query.code),
    getZoneCharges: async ({ query, caller }) => service.zoneCharges(deps, caller, query),
    getZoneCharge: async ({ query, caller }) => service.zoneCharge(deps, caller, query.id),
    addOrEditZoneCharge: async ({ body, caller, ctx }) => service.saveZoneCharge(deps, ctx, caller, body),
    deleteZoneCharge: async ({ body, caller, ctx }) => service.deleteZoneCharge(deps, ctx, caller, body.id),
    getTrips: async ({ query, caller }) => service.trips(deps, caller, query),
    addOrEditTrip: async ({ body, caller, ctx }) => service.saveTrip(deps, ctx, caller, body),
    addNewTrip: async ({ body, caller, ctx }) => service.addNewTrip(deps, ctx, caller, body),
    deleteTrip: async ({ body, caller, ctx }) => service.deleteTrip(deps, ctx, caller, body.id),
    getTripScheduleTimes: async ({ query, caller }) => service.scheduleTimes(deps, caller, query),
    addOrEditTripScheduleTime: async ({ body, caller, ctx }) =>
      service.saveScheduleTime(deps, ctx, caller, body),
    deleteTripScheduleTime: async ({ body, caller, ctx }) =>
      service.deleteScheduleTime(deps, ctx, caller, body.id),
  }),
  ...bindArea(contract.reservation, {
    getTripsBetweenLocations: async ({ body, caller }) => service.tripsBetween(deps, caller, body),
    getTripDetails: async ({ body, caller }) => service.tripDetails(deps, caller, body.tripId),
    getTripDetailsBySearch: async ({ body, caller }) => service.tripBySearch(deps, caller, body),
    getDiscountTaxesByTripId: async ({ body, caller }) => service.taxesOfTrip(deps, caller, body.tripId),
    applyDiscountCode: async ({ body, caller }) => service.calculate(deps, caller, body, true),
  }),
  ...bindArea(contract.transportation, {
    getAvailableTrips: async ({ body, caller }) => service.availableTrips(deps, caller, body),
    findTripDetails: async ({ body, caller }) => service.findTripDetails(deps, caller, body),
    percentagesForCredit: async ({ caller }) => service.percentagesForCredit(deps, caller),
    locations: async ({ query, caller }) => service.offered(deps, caller, query.list),
  }),
  ...bindArea(contract.discount, {
    getDiscountCoupons: async ({ body, caller }) =>
      service.coupons(deps, caller, {
        page: body?.page ?? 1,
        pageSize: body?.pageSize ?? 25,
        search: body?.search,
      }),
    addOrUpdateCoupon: async ({ body, caller, ctx }) => service.saveCoupon(deps, ctx, caller, body),
    deleteCoupon: async ({ body, caller, ctx }) => service.deleteCoupon(deps, ctx, caller, body.id),
    getDiscountCalculations: async ({ body, caller }) => service.calculate(deps, caller, body, false),
  }),
  ...bindArea(contract.subscription, {
    getTaxAndServiceCodes: async ({ query, caller }) => service.chargeCodes(deps, caller, query),
    addOrEditTaxAndServiceCode: async ({ body, caller, ctx }) =>
      service.saveChargeCode(deps, ctx, caller, body),
    deleteTaxAndServiceCode: async ({ body, caller, ctx }) =>
      service.deleteChargeCode(deps, ctx, caller, body.id),
  }),
];

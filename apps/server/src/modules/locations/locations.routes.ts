import { contract, reservation, transportation } from '@curbside/contract';
import { type Deps, signedIn } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './locations.service.ts';

export const locationsRoutes = (deps: Deps) => [
  ...bindArea(contract.locations, {
    getLocations: async ({ query, ctx }) => service.locations(deps, signedIn(ctx), query),
    getLocationsWithFavorites: async ({ query, ctx }) =>
      service.locationsWithFavorites(deps, signedIn(ctx), query.search),
    getRecentLocations: async ({ query, ctx }) => service.recentLocations(deps, signedIn(ctx), query.limit),
    setFavoriteLocation: async ({ body, ctx }) =>
      service.setFavorite(deps, ctx, signedIn(ctx), body.locationId, body.favorite),
    getCouponCode: async ({ query, ctx }) => service.couponByCode(deps, signedIn(ctx), query.code),
    getLocationCategories: async ({ query, ctx }) => service.categories(deps, signedIn(ctx), query),
    addOrEditLocationCategory: async ({ body, ctx }) => service.saveCategory(deps, ctx, signedIn(ctx), body),
    deleteLocationCategory: async ({ body, ctx }) =>
      service.deleteCategory(deps, ctx, signedIn(ctx), body.id),
    getZones: async ({ query, ctx }) => service.zones(deps, signedIn(ctx), query),
    addOrEditZone: async ({ body, ctx }) => service.saveZone(deps, ctx, signedIn(ctx), body),
    deleteZone: async ({ body, ctx }) => service.deleteZone(deps, ctx, signedIn(ctx), body.id),
    getZoneCharges: async ({ query, ctx }) => service.zoneCharges(deps, signedIn(ctx), query),
    getZoneCharge: async ({ query, ctx }) => service.zoneCharge(deps, signedIn(ctx), query.id),
    addOrEditZoneCharge: async ({ body, ctx }) => service.saveZoneCharge(deps, ctx, signedIn(ctx), body),
    deleteZoneCharge: async ({ body, ctx }) => service.deleteZoneCharge(deps, ctx, signedIn(ctx), body.id),
    addOrEditLocation: async ({ body, ctx }) => service.saveLocation(deps, ctx, signedIn(ctx), body),
    deleteLocation: async ({ body, ctx }) => service.deleteLocation(deps, ctx, signedIn(ctx), body.id),
    getSelectedLocations: async ({ query, ctx }) => service.selected(deps, signedIn(ctx), query.list, query),
    addSelectedLocation: async ({ body, ctx }) => service.addSelected(deps, ctx, signedIn(ctx), body),
    deleteSelectedLocation: async ({ body, ctx }) => service.deleteSelected(deps, ctx, signedIn(ctx), body),
    getTrips: async ({ query, ctx }) => service.trips(deps, signedIn(ctx), query),
    addOrEditTrip: async ({ body, ctx }) => service.saveTrip(deps, ctx, signedIn(ctx), body),
    addNewTrip: async ({ body, ctx }) => service.addNewTrip(deps, ctx, signedIn(ctx), body),
    deleteTrip: async ({ body, ctx }) => service.deleteTrip(deps, ctx, signedIn(ctx), body.id),
    getTripScheduleTimes: async ({ query, ctx }) => service.scheduleTimes(deps, signedIn(ctx), query),
    addOrEditTripScheduleTime: async ({ body, ctx }) =>
      service.saveScheduleTime(deps, ctx, signedIn(ctx), body),
    deleteTripScheduleTime: async ({ body, ctx }) =>
      service.deleteScheduleTime(deps, ctx, signedIn(ctx), body.id),
  }),
  ...bindArea(reservation, {
    getTripsBetweenLocations: async ({ body, ctx }) => service.tripsBetween(deps, signedIn(ctx), body),
    getTripDetails: async ({ body, ctx }) => service.tripDetails(deps, signedIn(ctx), body.tripId),
    getTripDetailsBySearch: async ({ body, ctx }) => service.tripBySearch(deps, signedIn(ctx), body),
    getDiscountTaxesByTripId: async ({ body, ctx }) => service.taxesOfTrip(deps, signedIn(ctx), body.tripId),
    applyDiscountCode: async ({ body, ctx }) => service.calculate(deps, signedIn(ctx), body, true),
  }),
  ...bindArea(transportation, {
    getAvailableTrips: async ({ body, ctx }) => service.availableTrips(deps, signedIn(ctx), body),
    findTripDetails: async ({ body, ctx }) => service.findTripDetails(deps, signedIn(ctx), body),
    percentagesForCredit: async ({ ctx }) => service.percentagesForCredit(deps, signedIn(ctx)),
    locations: async ({ query, ctx }) => service.offered(deps, signedIn(ctx), query.list),
  }),
  ...bindArea(contract.discount, {
    getDiscountCoupons: async ({ body, ctx }) =>
      service.coupons(deps, signedIn(ctx), {
        page: body?.page ?? 1,
        pageSize: body?.pageSize ?? 25,
        search: body?.search,
      }),
    addOrUpdateCoupon: async ({ body, ctx }) => service.saveCoupon(deps, ctx, signedIn(ctx), body),
    deleteCoupon: async ({ body, ctx }) => service.deleteCoupon(deps, ctx, signedIn(ctx), body.id),
    getDiscountCalculations: async ({ body, ctx }) => service.calculate(deps, signedIn(ctx), body, false),
  }),
  ...bindArea(contract.subscription, {
    getTaxAndServiceCodes: async ({ query, ctx }) => service.chargeCodes(deps, signedIn(ctx), query),
    addOrEditTaxAndServiceCode: async ({ body, ctx }) =>
      service.saveChargeCode(deps, ctx, signedIn(ctx), body),
    deleteTaxAndServiceCode: async ({ body, ctx }) =>
      service.deleteChargeCode(deps, ctx, signedIn(ctx), body.id),
  }),
];

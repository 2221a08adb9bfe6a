import { contract } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { calculateCost, GRATUITY_PERCENTAGES, weekdayOf } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { foundOr404 } from '../../errors.ts';
import { bindArea } from '../../plugins/contract.ts';
import { inCompany } from '../../resources/company-change.ts';
import { findLocation, touchRecent } from '../locations/locations.repository.ts';
import { couponRoutes } from './coupons.ts';
import { departuresOfTrip, departuresOn } from './rides.repository.ts';
import { departuresFor, noRide, priceRide, refuseMissingRoom, rideBetween, withSeatsLeft } from './rides.ts';
import { scheduleTimeRoutes } from './schedule-times.ts';
import { ratesOf, taxCodeRoutes } from './tax-codes.ts';
import { tripStore } from './trips.repository.ts';
import { tripRoutes } from './trips.ts';
import { zoneChargeRoutes } from './zone-charges.ts';

/** Pricing: its collections, and the reads that find and price rides for a booking. */
export const pricingRoutes = (deps: Deps) => {
  const read = <T>(caller: CompanyUserPrincipal, work: (tx: Tx) => Promise<T>) =>
    inCompany(deps, caller, work);
  return [
    ...zoneChargeRoutes(deps),
    ...tripRoutes(deps),
    ...scheduleTimeRoutes(deps),
    ...taxCodeRoutes(deps),
    ...couponRoutes(deps),
    ...bindArea(contract.reservation, {
      getTripsBetweenLocations: async ({ body, caller }) =>
        read(caller, async (tx) => {
          const ride = await rideBetween(tx, caller.companyId, body.fromLocationId, body.toLocationId);
          return { items: ride.trips, zoneCharge: ride.zonePrices };
        }),
      getTripDetails: async ({ body, caller }) =>
        read(caller, async (tx) => {
          const trip = foundOr404(await tripStore.find(tx, caller.companyId, body.tripId), 'trip');
          const fromLocation = foundOr404(
            await findLocation(tx, caller.companyId, trip.fromLocationId),
            'location',
          );
          const toLocation = foundOr404(
            await findLocation(tx, caller.companyId, trip.toLocationId),
            'location',
          );
          const departures = await departuresOfTrip(tx, caller.companyId, trip.id);
          return { ...trip, fromLocation, toLocation, departures };
        }),
      getTripDetailsBySearch: async ({ body, caller }) =>
        read(caller, async (tx) => {
          const ride = await rideBetween(tx, caller.companyId, body.fromLocationId, body.toLocationId);
          if (!ride.prices) throw noRide();
          refuseMissingRoom(ride.trip, body.roomNumber);
          const { rates } = await ratesOf(tx, caller.companyId);
          // The search remembers the two locations as the caller's recent ones.
          await touchRecent(tx, caller.companyId, caller.userId, [body.fromLocationId, body.toLocationId]);
          const cost = calculateCost({
            prices: ride.prices,
            adults: body.adults,
            children: body.children,
            luggage: body.luggage,
            serviceFeeBasisPoints: rates.serviceFeeBasisPoints,
            taxBasisPoints: rates.taxBasisPoints,
          });
          const tripIds = ride.trip ? [ride.trip.id] : [];
          return {
            trip: ride.trip,
            prices: ride.prices,
            cost,
            departures: await departuresFor(tx, caller, body.date, tripIds),
          };
        }),
      getDiscountTaxesByTripId: async ({ body, caller }) =>
        read(caller, async (tx) => {
          foundOr404(await tripStore.find(tx, caller.companyId, body.tripId), 'trip');
          return { tripId: body.tripId, ...(await ratesOf(tx, caller.companyId)) };
        }),
      applyDiscountCode: async ({ body, caller }) => calculation(caller, body, true),
    }),
    ...bindArea(contract.transportation, {
      getAvailableTrips: async ({ body, caller }) =>
        read(caller, async (tx) => {
          if (body.fromLocationId)
            foundOr404(await findLocation(tx, caller.companyId, body.fromLocationId), 'from_location');
          if (body.toLocationId)
            foundOr404(await findLocation(tx, caller.companyId, body.toLocationId), 'to_location');
          const weekday = weekdayOf(body.date);
          const rows = await departuresOn(tx, caller.companyId, weekday, body);
          return { date: body.date, weekday, items: await withSeatsLeft(tx, caller, body.date, rows) };
        }),
      findTripDetails: async ({ body, caller }) =>
        read(caller, async (tx) => {
          const ride = await rideBetween(tx, caller.companyId, body.fromLocationId, body.toLocationId);
          const tripIds = ride.trip ? [ride.trip.id] : [];
          return {
            trip: ride.trip,
            prices: ride.prices,
            departures: await departuresFor(tx, caller, body.date, tripIds),
          };
        }),
      percentagesForCredit: async ({ caller }) =>
        read(caller, async (tx) => ({
          cardSurchargeBasisPoints: (await ratesOf(tx, caller.companyId)).rates.cardSurchargeBasisPoints,
          gratuityPercentages: [...GRATUITY_PERCENTAGES],
        })),
    }),
    ...bindArea(contract.discount, {
      getDiscountCalculations: async ({ body, caller }) => calculation(caller, body, false),
    }),
  ];

  /** The price of a ride as the client shows it; `requireCoupon` refuses the call without a usable coupon. */
  function calculation(
    caller: CompanyUserPrincipal,
    input: Parameters<typeof priceRide>[2],
    requireCoupon: boolean,
  ) {
    return read(caller, async (tx) => {
      const priced = await priceRide(tx, caller, input, requireCoupon);
      return {
        prices: priced.prices,
        tripId: priced.trip?.id ?? null,
        rates: priced.rates,
        coupon: priced.coupon
          ? { code: priced.coupon.code, kind: priced.coupon.kind, value: priced.coupon.value }
          : null,
        cost: priced.cost,
      };
    });
  }
};

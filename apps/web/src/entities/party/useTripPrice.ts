import { routes } from '@curbside/contract/routes';
import { calculateCost, type PaymentMethod } from '@curbside/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemFieldErrors } from '../../components/FormError.tsx';
import { couponDiscount } from '../../lib/cost.ts';
import { describeError } from '../../lib/errors.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import type { ReservationValues } from './reservation-values.ts';

interface CheckedCoupon {
  code: string;
  discount: ReturnType<typeof couponDiscount>;
  rates: { serviceFeeBasisPoints: number; taxBasisPoints: number; cardSurchargeBasisPoints: number };
}

export interface TripPriceOptions {
  values: ReservationValues;
  /** The payment method of the preview (a card adds its surcharge). */
  method: PaymentMethod;
  /** Reports the coupon's check: an error message, or undefined once the coupon is accepted. */
  onCouponError: (message: string | undefined) => void;
}

/**
 * The ride and its price for the reservation form: the locations, the trips joining the two chosen ones, the
 * chosen trip's departures, the company's rates and the coupon. The cost is computed here with the server's own
 * cost function from the prices and rates those calls answer.
 */
export function useTripPrice({ values, method, onCouponError }: TripPriceOptions) {
  const { t } = useTranslation('party');
  const { fromLocationId: from, toLocationId: to } = values;
  const places = useApiQuery(routes.transportation.locations, {});
  // The company's from-list puts its usual origins (its own lobby) first; without one, its hotels go first.
  const origins = useApiQuery(routes.transportation.locations, { query: { list: 'from' } });
  // Only the places a trip or zone charge reaches from the chosen origin are offered as destinations.
  const reachable = useApiQuery(
    routes.transportation.locations,
    { query: { from: from ?? '' } },
    { enabled: from !== null },
  );
  const all = places.data?.items ?? [];
  const firstIds = (origins.data?.items ?? []).map((place) => place.id);
  const rank = (place: (typeof all)[number]) => {
    const listed = firstIds.indexOf(place.id);
    if (listed >= 0) return listed;
    return firstIds.length === 0 && place.kind === 'hotel' ? 0 : Number.MAX_SAFE_INTEGER;
  };
  const option = (place: (typeof all)[number]) => ({ value: place.id, label: place.name });
  const fromOptions = [...all].sort((a, b) => rank(a) - rank(b)).map(option);
  // A destination chosen earlier (an edited party's) stays offered even when no ride reaches it any more.
  const toOptions =
    from && reachable.data
      ? all
          .filter((place) => place.id === to || reachable.data.items.some((item) => item.id === place.id))
          .map(option)
      : all.map(option);
  const ends = from && to && from !== to ? { fromLocationId: from, toLocationId: to } : null;
  const trips = useApiQuery(
    routes.reservation.getTripsBetweenLocations,
    { body: ends ?? { fromLocationId: '', toLocationId: '' } },
    { enabled: ends !== null },
  );
  const tripList = trips.data?.items ?? [];
  // The chosen trip; by default the first one joining the two locations, as on the server.
  const trip = tripList.find((item) => item.id === values.tripId) ?? tripList[0] ?? null;
  const departures = useApiQuery(
    routes.transportation.getAvailableTrips,
    { body: { date: values.reservationDate, ...(ends ?? {}) } },
    { enabled: ends !== null && trip !== null && /^\d{4}-\d{2}-\d{2}$/.test(values.reservationDate) },
  );
  const tripDepartures = (departures.data?.items ?? []).filter((d) => d.tripId === trip?.id);
  const taxes = useApiQuery(
    routes.reservation.getDiscountTaxesByTripId,
    { body: { tripId: trip?.id ?? '' } },
    { enabled: trip !== null },
  );
  // Rates are the company's: by the trip when there is one, else from the pricing of the zone-charge ride.
  const zoneRide = trips.data !== undefined && tripList.length === 0 && trips.data.zoneCharge !== null;
  const zoneRates = useApiQuery(
    routes.reservation.applyDiscountCode,
    { body: ends ?? { fromLocationId: '', toLocationId: '' } },
    { enabled: ends !== null && zoneRide },
  );
  const credit = useApiQuery(routes.transportation.percentagesForCredit, {});

  // The coupon: checked by the server, applied here.
  const [coupon, setCoupon] = useState<CheckedCoupon | null>(null);
  const applyCoupon = useWrite(routes.reservation.applyDiscountCode);

  const prices = trip
    ? { adultCents: trip.adultCents, childCents: trip.childCents, luggageCents: trip.luggageCents }
    : (trips.data?.zoneCharge ?? null);
  const rates = coupon?.rates ??
    taxes.data?.rates ??
    zoneRates.data?.rates ?? {
      serviceFeeBasisPoints: 0,
      taxBasisPoints: 0,
      cardSurchargeBasisPoints: credit.data?.cardSurchargeBasisPoints ?? 0,
    };
  const appliedCoupon = coupon && coupon.code === values.couponCode.trim() ? coupon : null;
  const cost = prices
    ? calculateCost({
        prices,
        adults: values.adults,
        children: values.children,
        luggage: values.luggage,
        discount: appliedCoupon?.discount ?? null,
        serviceFeeBasisPoints: rates.serviceFeeBasisPoints,
        taxBasisPoints: rates.taxBasisPoints,
        gratuityBasisPoints: values.gratuityPercent * 100,
        paymentMethod: method,
        cardSurchargeBasisPoints: rates.cardSurchargeBasisPoints,
      })
    : null;

  const checkCoupon = () => {
    const code = values.couponCode.trim();
    if (!ends || !code) return;
    void applyCoupon
      .call({
        body: {
          ...ends,
          ...(trip ? { tripId: trip.id } : {}),
          adults: values.adults,
          children: values.children,
          luggage: values.luggage,
          couponCode: code,
          gratuityPercent: values.gratuityPercent,
          paymentMethod: method,
          ...(values.roomNumber.trim() ? { roomNumber: values.roomNumber.trim() } : {}),
        },
      })
      .then(
        (answer) => {
          setCoupon({ code, discount: couponDiscount(answer.coupon), rates: answer.rates });
          onCouponError(undefined);
        },
        (error: unknown) => {
          setCoupon(null);
          onCouponError(problemFieldErrors(error).couponCode ?? describeError(error, t));
        },
      );
  };

  return {
    /** Fewer than two places: nothing can be booked until the company adds its own (a new company has none). */
    noPlaces: places.data !== undefined && all.length < 2,
    fromOptions,
    toOptions,
    ends,
    trips,
    tripList,
    trip,
    departures,
    tripDepartures,
    cost,
    appliedCoupon,
    checkCoupon,
    checkingCoupon: applyCoupon.busy,
    /** A changed location makes the checked coupon's rates stale. */
    forgetCoupon: () => setCoupon(null),
  };
}

export type TripPrice = ReturnType<typeof useTripPrice>;

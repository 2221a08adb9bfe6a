import type { AskedField, BookingRules, BuiltInFields } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import type { Deps } from '../../context.ts';
import type { Memo } from '../../memo.ts';
import { setUpKept } from '../../memory.ts';
import { type PriceSetUp, type Ride, readPriceSetUp } from '../pricing/rides.ts';
import type { ratesOf } from '../pricing/tax-codes.ts';
import * as booking from './booking.repository.ts';
import { builtInsOf } from './booking-fields.ts';
import { type BookingChannel, rulesOf } from './booking-rules.ts';

/**
 * What every booking reads of its company's set-up before it writes: the booking rules, the built-in and custom
 * fields its channel asks, the ride between its two places and the company's rates. Eight statements a booking
 * when read in its transaction (`readBookingSetUp`); kept in memory (`keptBookingSetUp`), none once kept.
 */
export interface BookingSetUp extends PriceSetUp {
  rules(tx: Tx, companyId: string): Promise<BookingRules>;
  builtIns(tx: Tx, companyId: string): Promise<BuiltInFields>;
  askedFields(tx: Tx, companyId: string, channel: BookingChannel): Promise<AskedField[]>;
}

/** The set-up read in the booking's transaction, every time. */
export const readBookingSetUp: BookingSetUp = {
  ...readPriceSetUp,
  rules: rulesOf,
  builtIns: builtInsOf,
  askedFields: booking.askedFields,
};

/** A value of a company's set-up as a memo keeps it: with its company, whose changes forget it. */
interface OfCompany<T> {
  companyId: string;
  value: T;
}

function keptOf<T>() {
  return setUpKept<OfCompany<T>>((kept) => kept.companyId);
}
const keptRules = keptOf<BookingRules>();
const keptBuiltIns = keptOf<BuiltInFields>();
const keptFields = keptOf<AskedField[]>();
const keptRides = keptOf<Ride>();
const keptRates = keptOf<Awaited<ReturnType<typeof ratesOf>>>();

/** `load`'s value kept in `memo` under the company and `key`; a load never answers null, so neither does this. */
async function keptFor<T>(
  memo: Memo<OfCompany<T>>,
  companyId: string,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const kept = await memo.get(
    `${companyId}|${key}`,
    async () => ({ companyId, value: await load() }),
    companyId,
  );
  return kept ? kept.value : load();
}

/**
 * The set-up kept in `memory` as a kiosk's is (ADR 152): at most 5 s, forgotten on any event of its company but
 * activity's (a booking, a pick-up), so a burst of bookings reads it once. Saving a rule, a field, a place, a trip,
 * a zone's charge or a tax code announces its tag and forgets it before its call answers (ADR 162). What a booking
 * reads as it books (a coupon's uses, a departure's seats) is not set-up and is read every time.
 */
export function keptBookingSetUp(memory: Deps['memory']): BookingSetUp {
  return {
    rules: (tx, companyId) => keptFor(keptRules(memory), companyId, '', () => rulesOf(tx, companyId)),
    builtIns: (tx, companyId) =>
      keptFor(keptBuiltIns(memory), companyId, '', () => builtInsOf(tx, companyId)),
    askedFields: (tx, companyId, channel) =>
      keptFor(keptFields(memory), companyId, channel, () => booking.askedFields(tx, companyId, channel)),
    ride: (tx, companyId, fromLocationId, toLocationId, tripId) =>
      keptFor(keptRides(memory), companyId, `${fromLocationId}|${toLocationId}|${tripId ?? ''}`, () =>
        readPriceSetUp.ride(tx, companyId, fromLocationId, toLocationId, tripId),
      ),
    rates: (tx, companyId) =>
      keptFor(keptRates(memory), companyId, '', () => readPriceSetUp.rates(tx, companyId)),
  };
}

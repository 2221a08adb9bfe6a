import {
  bookingDefaults,
  bookingRules,
  bookingRulesArea,
  COUNTRIES,
  guestLinkRules,
  guestMessageRules,
  kioskRules,
  paymentOptions,
} from '@curbside/contract';
import { isAllowed } from '@curbside/domain';
import type { z } from 'zod';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { read } from './board.service.ts';
import { bookingRulesStore, rulesOf } from './booking-rules.ts';
import { paymentOptionsStore } from './payment-options.ts';

/**
 * The booking rules of `/Settings/ConfigurationSettings` (ADR 0070): the row itself, and the parts that the
 * guest link, the kiosk, the messages and a booking form read on their own.
 */
export const bookingRulesRoutes = (deps: Deps) => {
  const {
    getResSettings: _get,
    updateConfigReservation: _update,
    getPaymentOptions: _options,
    updatePaymentOptions: _updateOptions,
    ...reads
  } = bookingRulesArea;
  // One part of the company's rules: the schema keeps its own fields and leaves the others out.
  const part =
    <S extends z.ZodObject>(schema: S) =>
    ({ caller }: { caller: CompanyUserPrincipal }) =>
      read(deps, caller, async (tx, user) => schema.parse(await rulesOf(tx, user.companyId)) as z.output<S>);
  const formDefaults = bookingDefaults.omit({ mayChangeRules: true });
  return [
    ...bindSettings(deps, bookingRules, bookingRulesStore),
    ...bindSettings(deps, paymentOptions, paymentOptionsStore),
    ...bindArea(reads, {
      getAccessSettings: part(guestLinkRules),
      getConfigSettings: part(kioskRules),
      getAppSettings: part(guestMessageRules),
      getDefaultSettingsWithAccess: async ({ caller }) => ({
        ...(await part(formDefaults)({ caller })),
        mayChangeRules: isAllowed(caller, bookingRules.spec.write),
      }),
      getCountries: async () => ({ items: COUNTRIES }),
    }),
  ];
};

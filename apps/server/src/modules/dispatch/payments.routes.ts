import { cardPaymentArea, contract, stripeDetailsArea } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { startCardPayment } from './card-payments.service.ts';
import * as guestChanges from './guest-changes.ts';
import * as guest from './guest-link.service.ts';
import * as payments from './payments.service.ts';
import * as stripe from './stripe-details.ts';

export const paymentRoutes = (deps: Deps) => {
  return [
    ...bindArea(contract.transportation, {
      accountOrCashPayment: async ({ body, caller, ctx }) => payments.recordPayment(deps, ctx, caller, body),
      creditPayment: async ({ body, caller, ctx }) =>
        payments.recordPayment(deps, ctx, caller, { ...body, method: 'card' }),
      getPartyCostDetails: async ({ body, caller }) => payments.costDetails(deps, caller, body.partyId),
      getCashOutReportByDates: async ({ body, caller }) => payments.cashOutReport(deps, caller, body),
    }),
    ...bindArea(contract.reservation, {
      partyPayment: async ({ body, caller, ctx }) => payments.recordPayment(deps, ctx, caller, body),
      reSendNotifications: async ({ body, caller, ctx }) =>
        guest.resendNotifications(deps, ctx, caller, body.partyId),
      getGuestPartyInformation: async ({ caller }) => guest.guestPartyInformation(deps, caller),
      getGuestPartyInfo: async ({ caller }) => guest.guestPartyInfo(deps, caller),
      insertGuestLocations: async ({ body, caller }) => guest.saveGuestLocation(deps, caller, body),
      editGuestReservation: async ({ body, caller, ctx }) =>
        guestChanges.editGuestReservation(deps, ctx, caller, body),
      cancelGuestReservation: async ({ body, caller, ctx }) =>
        guestChanges.cancelGuestReservation(deps, ctx, caller, body),
    }),
    ...bindArea(stripeDetailsArea, {
      getStripeDetails: async ({ caller }) => stripe.getStripeDetails(deps, caller),
      updateStripeDetails: async ({ body, caller, ctx }) =>
        stripe.updateStripeDetails(deps, ctx, caller, body),
    }),
    ...bindArea(cardPaymentArea, {
      startCardPayment: async ({ body, caller }) =>
        startCardPayment(deps, {
          companyId: caller.companyId,
          currency: caller.companyCurrency,
          partyId: body.partyId,
          amountCents: body.amountCents,
          idempotencyKey: body.idempotencyKey,
          userId: caller.userId,
        }),
      startGuestCardPayment: async ({ body, caller }) =>
        startCardPayment(deps, {
          companyId: caller.companyId,
          // The company's currency, as the guest's page shows it.
          currency: (await guest.guestPartyInformation(deps, caller)).currency,
          partyId: caller.id,
          idempotencyKey: body.idempotencyKey,
          userId: null,
        }),
    }),
  ];
};

import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { confirmationPdfOf, reSendEmail } from './confirmations.service.ts';

/** The confirmations a guest receives, made from the company's confirmation cards (issue 25). */
export const confirmationRoutes = (deps: Deps) =>
  bindArea(contract.card, {
    reSendEmail: async ({ body, caller, ctx }) => reSendEmail(deps, ctx, caller, body),
    getConfirmationPdf: async ({ body, caller, ctx }) => confirmationPdfOf(deps, ctx, caller, body),
  });

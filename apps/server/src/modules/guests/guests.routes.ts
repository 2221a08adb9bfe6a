import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './guests.service.ts';

/** The company's guests and their erasure (ADRs 120 and 121). */
export const guestRoutes = (deps: Deps) =>
  bindArea(contract.guest, {
    getGuestList: ({ body, caller }) => service.listGuests(deps, caller, body),
    getGuestDetails: ({ body, caller }) => service.guestDetails(deps, caller, body.guestRef),
    updateGuestMarketing: ({ body, caller, ctx }) => service.updateMarketing(deps, ctx, caller, body),
    eraseGuest: ({ body, caller, ctx }) => service.eraseGuest(deps, ctx, caller, body.guestRef),
  });

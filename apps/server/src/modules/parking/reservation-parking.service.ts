import { BOARD, type contract, type ParsedBodyOf } from '@curbside/contract';
import { isAllowed } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import { changeInCompany } from '../../resources/company-change.ts';
import { saveReservationIn } from '../dispatch/booking.service.ts';
import { editIn, sellIn } from './permits.service.ts';

type Body = ParsedBodyOf<typeof contract.reservation.addReservationAndParking>;

/**
 * A shuttle booking and a permit in one transaction, through the booking service and the permit engine: a
 * refusal of either (no seats, a full lot, a stale version) rolls both back. The entry asks for the permit
 * desk's rule; writing a party also needs the booking screen, checked here.
 *
 * `mode`: `add` books a new party and sells a permit linked to it; `editBoth` edits the party and the permit
 * sold with it; `editAndSell` edits the party and sells it a new permit.
 */
export function saveReservationAndParking(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  body: Body,
  mode: 'add' | 'editBoth' | 'editAndSell',
) {
  if (!isAllowed(caller, BOARD)) throw forbidden();
  return changeInCompany(deps, ctx, caller, async (tx) => {
    const party = await saveReservationIn(tx, ctx, caller, body.reservation);
    const permitId = body.parking.id;
    const sold =
      mode === 'editBoth' && permitId
        ? await editIn(tx, caller, permitId, body.parking, party.id)
        : await sellIn(tx, ctx, caller, body.parking, party.id);
    return { result: { party, permit: sold.result }, change: sold.change };
  });
}

import { z } from 'zod';
import { itemsOf, optionalCompany } from './common.ts';
import { endpoint, noBody } from './endpoint.ts';
import { partySummary } from './party.ts';
import { guestKey } from './reservation.ts';

/** The most parties one curbside search answers: a name typed at the curb matches a handful, not a list. */
export const RAPID_PICK_UP_LIMIT = 20;

/** Exactly one way to find the guest: the key of their link (its QR code), their room, or their name. */
const findBy = z
  .object({
    ...optionalCompany,
    code: guestKey.optional(),
    room: z.string().trim().min(1).max(20).optional(),
    name: z.string().trim().min(2).max(100).optional(),
  })
  .refine((v) => [v.code, v.room, v.name].filter((given) => given !== undefined).length === 1, {
    message: 'oneSearchOnly',
    path: ['code'],
  });

/** Curbside pick-up: a driver or a valet finds the guest waiting and picks them up with the pick-up call. */
export const rapidPickUp = {
  findParties: endpoint({
    method: 'GET',
    path: 'RapidPickUp/FindParties',
    reads: ['parties'],
    summary:
      "The caller's company's parties waiting to be picked up (pending or dispatched) that the guest link's key, a room number (exactly) or a name (contains) finds; a driver finds only the parties dispatched to them.",
    permission: 'company',
    query: findBy,
    body: noBody,
    response: itemsOf(partySummary),
  }),
};

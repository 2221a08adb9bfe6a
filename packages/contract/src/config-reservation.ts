import { z } from 'zod';
import { id } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { BOARD, partyStep, partySummary } from './party.ts';
import { phoneText } from './reservation.ts';
import { otherDriver, predefinedNote } from './transportation.ts';

/** The ConfigReservation area: predefined notes, other drivers and a party's notes. */
export const configReservation = {
  addOrEditNotes: endpoint({
    method: 'POST',
    path: 'ConfigReservation/AddOrEditNotes',
    writes: ['notes'],
    summary: 'Adds a predefined note, or edits the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({
      companyId: id.optional(),
      id: id.optional(),
      kind: z.enum(['party', 'parking']).default('party'),
      text: z.string().trim().min(1, 'required').max(200),
      sortOrder: z.number().int().min(0).max(10_000).default(0),
    }),
    response: predefinedNote,
  }),
  deleteNotes: endpoint({
    method: 'POST',
    path: 'ConfigReservation/DeleteNotes',
    writes: ['notes'],
    summary: 'Deletes a predefined note (notes already written on parties stay).',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({ companyId: id.optional(), id }),
    response: z.object({ deleted: z.literal(true) }),
  }),
  addOrEditOtherDriver: endpoint({
    method: 'POST',
    path: 'ConfigReservation/AddOrEditOtherDriver',
    writes: ['otherDrivers', 'parties'],
    summary: 'Adds a third-party driver (a taxi, a partner), or edits the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({
      companyId: id.optional(),
      id: id.optional(),
      name: z.string().trim().min(1, 'required').max(120),
      phone: phoneText.default(''),
      description: z.string().trim().max(500).default(''),
      active: z.boolean().default(true),
    }),
    response: otherDriver,
  }),
  updateParkingOrPartyNotes: endpoint({
    method: 'POST',
    path: 'ConfigReservation/UpdateParkingOrPartyNotes',
    writes: ['parties'],
    summary: "Updates a party's internal (staff) and external (guest-visible) notes.",
    permission: BOARD,
    query: noQuery,
    body: z.object({
      ...partyStep,
      kind: z.enum(['party']).default('party'),
      internalNotes: z.string().trim().max(1_000).optional(),
      externalNotes: z.string().trim().max(1_000).optional(),
    }),
    response: partySummary,
  }),
};

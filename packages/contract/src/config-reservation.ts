import { z } from 'zod';
import { bookingRulesArea } from './booking-rules.ts';
import { id, optionalCompany, phoneText } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { BOARD, partyStep, partySummary } from './party.ts';
import { collection } from './resource.ts';

/** A driver from outside the staff (a taxi, a partner) a party can be dispatched to. */
export const otherDriver = z.object({
  id,
  name: z.string(),
  phone: z.string(),
  description: z.string(),
  active: z.boolean(),
});

const noteKind = z.enum(['party', 'parking']);

/** A note staff pick instead of typing it: for a party (special needs) or for parking. */
export const predefinedNote = z.object({
  id,
  kind: noteKind,
  text: z.string(),
  sortOrder: z.number().int(),
});

/**
 * The predefined notes: listed by the Transportation area (`Transportation/Notes`, one kind at a time, the
 * party's by default), kept by the ConfigReservation area.
 */
export const predefinedNotes = collection({
  noun: 'predefined_note',
  tag: 'notes',
  item: predefinedNote,
  input: z.object({
    ...optionalCompany,
    id: id.optional(),
    kind: noteKind.default('party'),
    text: z.string().trim().min(1, 'required').max(200),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  }),
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Transportation/Notes',
    method: 'GET',
    summary: 'The predefined notes staff pick from, of one kind, in their order; paged and searchable.',
    sort: ['sortOrder', 'text'],
    filters: { kind: noteKind.default('party') },
  },
  save: {
    path: 'ConfigReservation/AddOrEditNotes',
    summary:
      'Adds a predefined note, or edits the one with this id (its text is unique per kind, in any case).',
  },
  remove: {
    path: 'ConfigReservation/DeleteNotes',
    summary: 'Deletes a predefined note (notes already written on parties stay).',
  },
});

/** The ConfigReservation area: booking rules, predefined notes, other drivers and a party's notes. */
export const configReservation = {
  ...bookingRulesArea,
  addOrEditNotes: predefinedNotes.save,
  deleteNotes: predefinedNotes.remove,
  addOrEditOtherDriver: endpoint({
    method: 'POST',
    path: 'ConfigReservation/AddOrEditOtherDriver',
    writes: ['otherDrivers', 'parties'],
    summary: 'Adds a third-party driver (a taxi, a partner), or edits the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({
      ...optionalCompany,
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

import { GUEST_ALERTS, isWaitStatus, WAIT_ACTIONS } from '@curbside/domain';
import { z } from 'zod';
import {
  dateRange,
  datesInOrder,
  datesInOrderIssue,
  id,
  optionalCompany,
  paged,
  pageRequest,
  phoneText,
  rowKeyInput,
  rowStatus,
  rowVersion,
  timestamp,
} from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { byNameAndStatus, collection } from './resource.ts';

const minutes = (max: number) => z.number().int().min(0).max(max);

export const waitTypeEntry = z.object({
  id,
  name: z.string(),
  defaultQuoteMinutes: z.number().int(),
  holdMinutes: z.number().int(),
  nextAtPosition: z.number().int(),
  status: rowStatus,
});

export const waitTypeInput = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'required').max(80),
  defaultQuoteMinutes: minutes(600).default(15),
  holdMinutes: z.number().int().min(1).max(240).default(10),
  /** 0 sends no "you're next" text. */
  nextAtPosition: z.number().int().min(0).max(50).default(2),
  status: rowStatus.default('active'),
});

/** The queues a company keeps (tables, the taxi line, a shuttle queue), with their hold time and alerts. */
export const waitTypes = collection({
  noun: 'wait_type',
  tag: 'waitTypes',
  shownIn: ['waitList'],
  item: waitTypeEntry,
  input: waitTypeInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'WaitList/GetWaitTypes',
    method: 'GET',
    summary:
      'The company\'s wait types with their default quote, hold time and "you\'re next" position; paged.',
    ...byNameAndStatus,
  },
  save: { path: 'WaitList/AddOrEditWaitType', summary: 'Adds a wait type, or edits the one with this id.' },
  remove: { path: 'WaitList/DeleteWaitType', summary: 'Deletes a wait type no guest was ever queued in.' },
});

export const waitStatus = z.number().int().refine(isWaitStatus, 'waitStatus');
export const waitAction = z.enum(WAIT_ACTIONS);
export const guestAlert = z.enum(GUEST_ALERTS);

/** One guest on the list, as the host stand shows it. */
export const waitListEntry = z.object({
  id,
  waitTypeId: id,
  waitTypeName: z.string(),
  guestName: z.string(),
  phone: z.string(),
  language: z.enum(['en', 'ar']),
  partySize: z.number().int(),
  notes: z.string(),
  status: waitStatus,
  version: z.number().int(),
  quotedMinutes: z.number().int(),
  suggestedMinutes: z.number().int(),
  suggestedBasedOn: z.number().int(),
  delayMinutes: z.number().int(),
  joinedAt: timestamp,
  notifiedAt: timestamp.nullable(),
  confirmedAt: timestamp.nullable(),
  endedAt: timestamp.nullable(),
  actualWaitMinutes: z.number().int().nullable(),
  /** Place in its wait type's queue (1 is next, 0 once notified); null when no longer waiting. */
  position: z.number().int().nullable(),
  expectedAt: timestamp.nullable(),
  alert: guestAlert,
  /** The steps the table and history allow now, undo included. */
  actions: z.array(waitAction),
});
export type WaitListEntry = z.infer<typeof waitListEntry>;

export const waitListInput = z.object({
  ...optionalCompany,
  /** With `id` and `version` it edits that entry; without, it adds a guest. */
  id: id.optional(),
  version: rowVersion.optional(),
  waitTypeId: id,
  guestName: z.string().trim().min(1, 'required').max(100),
  phone: phoneText.default(''),
  language: z.enum(['en', 'ar']).default('en'),
  partySize: z.number().int().min(1).max(100),
  quotedMinutes: minutes(600),
  notes: z.string().trim().max(500).default(''),
});

export const quoteSuggestion = z.object({
  waitTypeId: id,
  sizeBand: z.number().int(),
  minutes: z.number().int(),
  basedOn: z.number().int(),
});

const entryById = rowKeyInput('id');

export const waitListHistoryRow = z.object({
  action: z.string(),
  fromStatus: waitStatus.nullable(),
  toStatus: waitStatus,
  userName: z.string(),
  undone: z.boolean(),
  at: timestamp,
});

export const waitListMessage = z.object({
  templateCode: z.string(),
  status: z.string(),
  createdAt: timestamp,
});

export const waitListReportRow = z.object({
  id,
  waitTypeName: z.string(),
  guestName: z.string(),
  partySize: z.number().int(),
  status: waitStatus,
  joinedAt: timestamp,
  endedAt: timestamp.nullable(),
  quotedMinutes: z.number().int(),
  actualWaitMinutes: z.number().int().nullable(),
  /** Actual less quoted: positive when the guest waited longer than told. */
  errorMinutes: z.number().int().nullable(),
});

const errorCell = z.object({ averageErrorMinutes: z.number(), count: z.number().int() });

export const waitListReport = paged(waitListReportRow).extend({
  summary: z.object({
    completed: z.number().int(),
    noShows: z.number().int(),
    /** No-shows among guests who were called (completed or no-show), 0 to 1. */
    noShowRate: z.number(),
    averageErrorMinutes: z.number().nullable(),
    /** By hour of the day (0–23, company zone) and by day, for the chart. */
    byHour: z.array(errorCell.extend({ hour: z.number().int() })),
    byDay: z.array(errorCell.extend({ date: z.string() })),
  }),
});

/** A guest key: long and random, the only thing the guest's page knows. */
export const waitListGuestKey = z.string().trim().min(20).max(100);

/** What the guest's page shows: no phone, no notes, nobody else's name. */
export const guestWaitList = z.object({
  companyName: z.string(),
  waitTypeName: z.string(),
  guestName: z.string(),
  partySize: z.number().int(),
  status: waitStatus,
  position: z.number().int().nullable(),
  ahead: z.number().int().nullable(),
  expectedAt: timestamp.nullable(),
  quotedMinutes: z.number().int(),
  joinedAt: timestamp,
  /** The company's time zone: the guest's page writes times in it, not in the phone's. */
  timeZone: z.string(),
  /** The language the guest's texts are in: their page opens in it. */
  language: z.enum(['en', 'ar']),
  alert: guestAlert,
  version: z.number().int(),
});

/** Hosts are whoever may open the stand (ADMIN, DISPATCHER and FRONTDESK by default). */
const HOST = 'screen:WaitList' as const;
const WAIT_READS = ['waitList', 'waitTypes'] as const;

/** The specification's `WaitList/` calls, plus the guest's link and the delay broadcast (ADR 29). */
export const waitList = {
  ...waitTypes.entries,
  getWaitListLocations: endpoint({
    method: 'POST',
    path: 'WaitList/GetWaitListLocations',
    reads: WAIT_READS,
    summary:
      'The host stand: every guest still waiting or notified with position and expected time, the active wait types and the suggested quote of each party-size band for this hour. With `entryIds` (what a live event names): only those of the named guests still waiting or notified, and no wait types or suggestions (the stand keeps those it holds).',
    permission: HOST,
    query: noQuery,
    body: z
      .object({
        ...optionalCompany,
        waitTypeId: id.optional(),
        entryIds: z.array(id).min(1).max(100).optional(),
      })
      .optional(),
    response: z.object({
      items: z.array(waitListEntry),
      waitTypes: z.array(waitTypeEntry),
      suggestions: z.array(quoteSuggestion),
    }),
  }),
  addOrEditWaitListParty: endpoint({
    method: 'POST',
    path: 'WaitList/AddOrEditWaitListParty',
    writes: ['waitList'],
    summary:
      'Adds a guest to a wait type with the quote the host chose (the suggestion kept beside it) and texts the status link; or edits the guest at the version read.',
    permission: HOST,
    query: noQuery,
    body: waitListInput,
    response: waitListEntry,
  }),
  updateWaitListStatus: endpoint({
    method: 'POST',
    path: 'WaitList/UpdateWaitListStatus',
    writes: ['waitList'],
    summary:
      'Notify, complete, no-show, cancel, delete or undo one guest at the version read: of two hosts at once, one wins and the other gets 409.',
    permission: HOST,
    query: noQuery,
    body: z.object({ ...optionalCompany, id, version: rowVersion, action: waitAction }),
    response: waitListEntry,
  }),
  getWaitListReportsById: endpoint({
    method: 'POST',
    path: 'WaitList/GetWaitListReportsById',
    reads: WAIT_READS,
    summary: "One guest's entry with its status history and the texts sent to them.",
    permission: HOST,
    query: noQuery,
    body: entryById,
    response: z.object({
      entry: waitListEntry,
      history: z.array(waitListHistoryRow),
      messages: z.array(waitListMessage),
    }),
  }),
  resendWaitListNotification: endpoint({
    method: 'POST',
    path: 'WaitList/ResendWaitListNotification',
    writes: ['waitList'],
    summary: 'Texts the guest again: "your turn" once notified, else the confirmation with the status link.',
    permission: HOST,
    query: noQuery,
    body: entryById,
    response: z.object({ queued: z.number().int() }),
  }),
  broadcastWaitListDelay: endpoint({
    method: 'POST',
    path: 'WaitList/BroadcastWaitListDelay',
    writes: ['waitList'],
    summary:
      'Tells every guest waiting (in one wait type, or all) of a delay: each promise moves by the minutes and each guest is texted their recalculated time.',
    permission: HOST,
    query: noQuery,
    body: z.object({
      ...optionalCompany,
      waitTypeId: id.optional(),
      delayMinutes: z.number().int().min(1).max(240),
    }),
    response: z.object({ told: z.number().int() }),
  }),
  getWaitListReportBetweenDates: endpoint({
    method: 'POST',
    path: 'WaitList/GetWaitListReportBetweenDates',
    reads: WAIT_READS,
    summary:
      'Guests whose wait ended on these days (company calendar): quoted against actual wait, average error by hour and day, no-show rate; paged.',
    permission: 'rule:reports.view',
    query: noQuery,
    body: z
      .object({ ...dateRange, ...pageRequest, waitTypeId: id.optional() })
      .refine(datesInOrder, datesInOrderIssue),
    response: waitListReport,
  }),
  getGuestWaitList: endpoint({
    method: 'POST',
    path: 'WaitList/GetGuestWaitList',
    reads: ['waitList'],
    summary: "The guest link's live view: their status, position and expected time.",
    permission: 'guest:waitListEntry',
    query: noQuery,
    body: z.object({ key: waitListGuestKey }),
    response: guestWaitList,
  }),
  setGuestWaitListAlert: endpoint({
    method: 'POST',
    path: 'WaitList/SetGuestWaitListAlert',
    summary:
      'The guest chooses when to be texted: when 3 guests are ahead, 10 minutes before, or not at all.',
    permission: 'guest:waitListEntry',
    query: noQuery,
    body: z.object({ key: waitListGuestKey, alert: guestAlert }),
    response: guestWaitList,
    // The service publishes the change itself: a guest has no company session to announce to.
    writes: ['waitList'],
  }),
  leaveGuestWaitList: endpoint({
    method: 'POST',
    path: 'WaitList/LeaveGuestWaitList',
    summary:
      'The guest takes themselves off the list from their page, as a reply of 9 does; refused once they are seated or gone.',
    permission: 'guest:waitListEntry',
    query: noQuery,
    body: z.object({ key: waitListGuestKey }),
    response: guestWaitList,
    // As above: the service publishes the change.
    writes: ['waitList'],
  }),
};

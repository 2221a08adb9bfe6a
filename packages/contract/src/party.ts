import { MESSAGE_LANGUAGES, PARTY_ACTIONS, REFUND_CHOICES } from '@curbside/domain';
import { z } from 'zod';
import { id, optionalCompany, paged, pageRequest, rowVersion, timestamp, wholeCents } from './common.ts';
import { cents } from './locations.ts';
import { askedField, customValues } from './page-settings.ts';

/** The dispatch board's screen: who may see and change parties on the board. */
export const BOARD = 'screen:TrasactionManagement/RecordManagement' as const;

/** A party status code (DOMAIN.md, "The party"): 1 Pending … 10 Deleted. */
export const partyStatus = z.number().int().min(1).max(10);
export const partyAction = z.enum(PARTY_ACTIONS);
export const refundChoice = z.enum(REFUND_CHOICES);

/** The party's `version` as the caller last saw it: a stale one is a 409, never a double dispatch. */
export const partyVersion = rowVersion;

/** One party on the board: what a card shows and the actions its caller may take now. */
export const partySummary = z.object({
  id,
  number: z.number().int(),
  bookingKey: id,
  status: partyStatus,
  source: z.enum(['staff', 'kiosk', 'guest']),
  guestName: z.string(),
  phone: z.string(),
  roomNumber: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  luggage: z.number().int(),
  fromLocationId: id,
  fromLocationName: z.string(),
  toLocationId: id,
  toLocationName: z.string(),
  scheduledAt: timestamp,
  quotedWaitMinutes: z.number().int().nullable(),
  driverId: id.nullable(),
  driverName: z.string().nullable(),
  otherDriverId: id.nullable(),
  otherDriverName: z.string().nullable(),
  internalNotes: z.string(),
  externalNotes: z.string(),
  totalCents: wholeCents,
  paidCents: wholeCents,
  /** The answers to the company's custom fields, by field id (ADR 0085); the board's card shows the marked ones. */
  customValues,
  /** Where the guest said they wait (a map request's pick-up point), when they shared it. */
  guestLatitude: z.number().nullable(),
  guestLongitude: z.number().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  version: z.number().int(),
  /** Exactly the transitions the domain table, the party's history and the caller's rights allow. */
  actions: z.array(partyAction),
});
export type PartySummary = z.infer<typeof partySummary>;

export const partyCosts = z.object({
  tripCents: wholeCents,
  luggageCents: wholeCents,
  discountCents: wholeCents,
  serviceCents: wholeCents,
  taxCents: wholeCents,
  gratuityCents: wholeCents,
  additionalGratuityCents: wholeCents,
  totalCents: wholeCents,
  paidCents: wholeCents,
  refundedCents: wholeCents,
  /** What the guest still owes: total − paid + refunded, never below zero. */
  balanceCents: wholeCents,
  couponCode: z.string().nullable(),
  gratuityPercent: z.number().int(),
  currency: z.string(),
});

export const partyHistoryStep = z.object({
  id,
  action: z.string(),
  fromStatus: partyStatus.nullable(),
  toStatus: partyStatus,
  note: z.string(),
  userName: z.string(),
  undone: z.boolean(),
  createdAt: timestamp,
});

export const partyPayment = z.object({
  id,
  kind: z.enum(['payment', 'refund']),
  method: z.enum(['cash', 'account', 'card']),
  amountCents: wholeCents,
  accountReference: z.string().nullable(),
  accountHolder: z.string().nullable(),
  cardLast4: z.string().nullable(),
  provider: z.string().nullable(),
  providerReference: z.string().nullable(),
  createdAt: timestamp,
  createdByName: z.string().nullable(),
});

/**
 * A message's state as the desk reads it: an outbound text or e-mail moves queued → sending → sent →
 * delivered or failed (the provider's report when it gives one); `logged` is a text no provider took (the log
 * provider, when the company has set up none: written to the server's log, never sent); a guest's text is
 * `received`.
 */
export const messageState = z.enum([
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'logged',
  'received',
]);
export type MessageState = z.infer<typeof messageState>;

export const partyMessage = z.object({
  id,
  channel: z.enum(['email', 'sms']),
  templateCode: z.string(),
  recipient: z.string(),
  body: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'failed']),
  /** What the provider last said of a text (delivered, failed...); null before it says anything. */
  deliveryStatus: z.enum(['queued', 'sent', 'delivered', 'failed']).nullable(),
  /** What became of it, in one word: what the drawer shows (never "sent" for a text no provider took). */
  state: messageState,
  /** Why it failed: the provider's error, `opted out`, the quota pause. */
  error: z.string().nullable(),
  createdAt: timestamp,
});

/** Everything the party drawer shows. */
export const partyDetails = partySummary.extend({
  email: z.string(),
  flightNumber: z.string(),
  tripId: id.nullable(),
  departureId: id.nullable(),
  notifyGuest: z.boolean(),
  /** The language the guest's texts and page are in (English where the booking named none). */
  guestLanguage: z.enum(MESSAGE_LANGUAGES),
  costs: partyCosts,
  /** When the guest's link stops working; the link itself is the guest's alone (ADR 54). */
  guestLinkExpiresAt: timestamp.nullable(),
  pickedUpAt: timestamp.nullable(),
  droppedOffAt: timestamp.nullable(),
  endedAt: timestamp.nullable(),
  history: z.array(partyHistoryStep),
  /**
   * The payment records (method, card's last four digits, account holder): for callers holding the board
   * only. The driver a party is assigned to reads it without them, the balance to collect in `costs` (ADR 24).
   */
  payments: z.array(partyPayment).optional(),
  /** Board holders only: the company takes cards and has its card provider set up, so the drawer can charge one. */
  takesCards: z.boolean().optional(),
  messages: z.array(partyMessage),
});
export type PartyDetails = z.infer<typeof partyDetails>;

/** The answer of a call that acts on many parties: each succeeds or fails on its own. */
export const bulkResult = z.object({
  succeeded: z.array(partySummary),
  failed: z.array(z.object({ partyId: id, status: z.number().int(), code: z.string(), message: z.string() })),
});

/** Several parties named at once (bulk actions); at most one board page. */
export const partyIds = z.array(id).min(1, 'chooseParties').max(200);

/**
 * Several parties named at once, each at the version the caller saw (`versions[partyId]`): a bulk step
 * applies to a party only in that state, so two dispatchers acting together never both move it (ADR 24).
 */
export const partiesAtVersion = {
  partyIds,
  versions: z.record(id, partyVersion),
};
/** Every party named has its version. */
export const everyPartyVersioned = (v: { partyIds: string[]; versions: Record<string, number> }) =>
  v.partyIds.every((partyId) => Object.hasOwn(v.versions, partyId));
export const everyPartyVersionedIssue = { message: 'versionOfEachParty', path: ['versions'] };

const versionedParties = z.object({ ...optionalCompany, ...partiesAtVersion });
/** A call on several parties, each at the version the caller saw (every one named has it), with its own fields. */
export const onPartiesAtVersion = <F extends z.ZodRawShape>(fields: F) =>
  versionedParties
    .extend(fields)
    .refine(
      (value) => everyPartyVersioned(value as { partyIds: string[]; versions: Record<string, number> }),
      everyPartyVersionedIssue,
    );

/** One party acted on, at the version the caller saw. */
export const partyStep = {
  ...optionalCompany,
  partyId: id,
  version: partyVersion,
  note: z.string().trim().max(500).optional(),
};

export const pagedParties = paged(partySummary);
export const partyPage = pageRequest;

/**
 * A guest's party as their private link shows it: the party's own facts a guest may see (no staff notes, no
 * other guests' data), and what only their page needs.
 */
export const guestParty = partySummary
  .pick({
    number: true,
    status: true,
    guestName: true,
    fromLocationName: true,
    toLocationName: true,
    scheduledAt: true,
    quotedWaitMinutes: true,
    adults: true,
    children: true,
    luggage: true,
    driverName: true,
    externalNotes: true,
    totalCents: true,
    guestLatitude: true,
    guestLongitude: true,
    version: true,
  })
  .extend({
    companyName: z.string(),
    fromLatitude: z.number(),
    fromLongitude: z.number(),
    vehicle: z.string().nullable(),
    balanceCents: wholeCents,
    currency: z.string(),
    /** The language the guest's messages are written in: their page opens in it. */
    language: z.enum(['en', 'ar']),
    /** When the pick-up is expected (the requested time plus the quoted wait), until the guest is picked up. */
    pickupEta: timestamp.nullable(),
    /** Whether the guest may share where they wait: from booking to pick-up, not after. */
    canShareLocation: z.boolean(),
    /** Whether the guest may still edit or cancel the booking themselves: before dispatch (ADR 40). */
    canChange: z.boolean(),
    /** Something is owed, the company takes cards and has its Stripe details: the page offers to pay (ADR 0084). */
    canPayByCard: z.boolean(),
    /** The company's time zone: the pick-up time a guest changes is read in it, as a staff booking's is. */
    timeZone: z.string(),
    /** The company's fields the link asks (ADR 0085), and the guest's answers to them. */
    askedFields: z.array(askedField),
    customValues,
    /** Whether the link's form shows the built-in luggage and note fields (the company may switch them off). */
    showsLuggage: z.boolean(),
    showsNotes: z.boolean(),
  });

export const refundInput = {
  refund: refundChoice.default('none'),
  /** With `partial`: how much goes back, at most what was paid. */
  refundCents: cents.optional(),
};

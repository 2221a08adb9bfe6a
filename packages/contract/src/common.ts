import { z } from 'zod';

export const id = z.uuid();

/** A call's optional `companyId`: when sent it must be the caller's own (the mount answers 403 otherwise). */
export const optionalCompany = { companyId: id.optional() };
/** A body that names at most the caller's own company (a device's reads: the device knows its company). */
export const companyOnlyBody = z.object(optionalCompany).strict().optional();
/** The input of a read that takes nothing else: a GET's query, or (optional) a POST's body. */
export const companyOnly = z.object(optionalCompany);
export const companyOnlyOptional = companyOnly.optional();

/**
 * The input of a call about one of the company's rows, named by its key (`id`, or the specification's own name
 * of it, such as `partyId`); like every call it may name the caller's own company (any other is refused).
 */
export type RowKeyInput<K extends string> = z.ZodObject<typeof optionalCompany & { [P in K]: typeof id }>;
export const rowKeyInput = <K extends string>(key: K) =>
  z.object({ ...optionalCompany, [key]: id }) as unknown as RowKeyInput<K>;

/** A boolean carried in a query string: only `true` and `false` are accepted. */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
/** The filter of a GET list of rows switched on or off: `activeOnly=true` leaves the inactive ones out. */
export const activeOnlyFilter = { activeOnly: queryBoolean.optional() };
/** The filter of a POST list of rows switched on or off: the active ones, the inactive ones, or both when not given. */
export const activeFilter = { active: z.boolean().optional() };

/**
 * The widest whole number a call takes unless its field says less: PostgreSQL's `integer` (ADR 25). Zod's
 * `int()` alone admits ±(2^53 − 1), which a 32-bit column refuses; money is stored in 64-bit columns and has
 * its own tighter limits (`cents`).
 */
export const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

export const pageRequest = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
};

/** Whether a company's row is in use: one it no longer offers is kept, inactive, for the records that name it. */
export const rowStatus = z.enum(['active', 'inactive']);
/** The filter of a list of such rows: one status, or both when not given. */
export const statusFilter = { status: rowStatus.optional() };

/** A kind a company names and describes (an account type, a parking type), as a list shows it. */
export const describedKind = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  status: rowStatus,
});
/** The same kind as it is added or edited. */
export const describedKindInput = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'required').max(80),
  description: z.string().trim().max(400).nullable().optional(),
  status: rowStatus.default('active'),
});

/** The search text of a list or a report: what it matches (a name, a phone, a plate) each call says. */
export const searchText = z.string().trim().max(100).optional();
/** A list's page and search text: what every paged list that can be searched takes. */
export const pagedSearch = { ...pageRequest, search: searchText };
/** Which way a list is sorted by its sort column. */
export const sortDirection = z.enum(['asc', 'desc']);

/** A list answer that is not paged: every row the call finds, at once. */
export function itemsOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/**
 * The dates a call takes: 1900-01-01 to 2199-12-31 (ADR 25). No booking, report or coupon of a hotel lies
 * outside, and the ends leave room for a query to add a day and a time zone: the day after 9999-12-31 is
 * written `+010000-01-01` by JavaScript, which PostgreSQL reads as a time zone, and it refuses the year 0.
 */
export const DATE_RANGE = { earliest: '1900-01-01', latest: '2199-12-31' } as const;

/** An ISO calendar date, `YYYY-MM-DD`, read in the company's time zone, within DATE_RANGE. */
export const isoDate = z.iso
  .date()
  .refine((value) => value >= DATE_RANGE.earliest && value <= DATE_RANGE.latest, 'dateOutOfRange')
  .meta({
    description: `A calendar date from ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}.`,
    formatMinimum: DATE_RANGE.earliest,
    formatMaximum: DATE_RANGE.latest,
  });
/**
 * A moment with its offset (`2026-03-04T09:30:00-05:00`) within DATE_RANGE, for the same reason as isoDate:
 * what a call takes must be something PostgreSQL can store and a query can add a day to.
 */
export const isoInstant = z.iso
  .datetime({ offset: true })
  .refine((value) => {
    const at = Date.parse(value);
    return (
      at >= Date.parse(`${DATE_RANGE.earliest}T00:00:00Z`) &&
      at < Date.parse(`${DATE_RANGE.latest}T23:59:59.999Z`)
    );
  }, 'dateOutOfRange')
  .meta({
    description: `A date and time with its offset, from ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}.`,
    formatMinimum: DATE_RANGE.earliest,
    formatMaximum: DATE_RANGE.latest,
  });

/**
 * A sum of money as an answer gives it: whole cents of the company's currency. What a call takes is bounded
 * (`cents` in locations.ts); an answer's sums are the database's, which bounds them.
 */
export const wholeCents = z.number().int();

/** The version of a row a change was read at: 1 when made, one more on each change, within an `integer`. */
export const rowVersion = z.number().int().min(1).max(INT4.max);

export const timestamp = z.string();

/** A password a person chooses: long enough to resist guessing, short enough to hash quickly. */
export const newPassword = z.string().min(10).max(256);

/** Values a message is filled with (`{what}`, `{minimum}`): the web words the message in the user's language. */
export const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof messageParams>;

/** One field's problem: `code` names the message (a zod issue code or one of VALIDATION_MESSAGES). */
export const fieldProblem = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string().optional(),
  params: messageParams.optional(),
});
export type FieldProblem = z.infer<typeof fieldProblem>;

/** The problem+json body of every error answer; `code` and `params` let the web word it in any language. */
export const problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string(),
  params: messageParams.optional(),
  requestId: z.string().optional(),
  errors: z.array(fieldProblem).optional(),
});
export type Problem = z.infer<typeof problem>;

/** A phone number as staff type it: digits, spaces and + ( ) -, possibly empty. */
export const phoneText = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[0-9 ()-]*$/, 'phoneCharacters');

/** A date range of a report, both ends included, read in the company's time zone. */
export const dateRange = {
  ...optionalCompany,
  fromDate: isoDate,
  toDate: isoDate,
};
/**
 * A range's end is not before its start. An end left out (or empty, which its own field refuses) bounds nothing,
 * so the one check serves the ranges whose ends are optional as well.
 */
export const datesInOrder = (value: { fromDate?: string | undefined; toDate?: string | undefined }) =>
  !value.fromDate || !value.toDate || value.fromDate <= value.toDate;
export const datesInOrderIssue = { message: 'notBeforeFromDate', path: ['toDate'] };

import { z } from 'zod';

export const id = z.uuid();

/** A boolean carried in a query string: only `true` and `false` are accepted. */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

export const pageRequest = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
};

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** An ISO calendar date, `YYYY-MM-DD`, read in the company's time zone. */
export const isoDate = z.iso.date();
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

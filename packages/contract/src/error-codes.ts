import type { z } from 'zod';
import type { ValidationCode } from './messages.ts';

/**
 * Every code the server answers a failure with, declared once with its HTTP status (ADR 0056). The server's
 * `AppError` and error helpers take only these codes, with this status (`apps/server/src/errors.ts`), and the
 * web's texts are typed by them (`apps/web/src/locales/errors-en.ts`, `errors-ar.ts`): a code thrown but not
 * declared here, or declared without its English and Arabic text, fails the type check and
 * `apps/server/src/errors.test.ts`.
 */
export const ERROR_CODES = {
  // The request itself: the contract mount, Fastify and its plugins refuse it before a handler runs.
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  FOREIGN_COMPANY: 403,
  FEATURE_NOT_IN_PACKAGE: 403,
  COMPANY_ONLY: 403,
  SUPPORT_READ_ONLY: 403,
  SUPPORT_NOT_GRANTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  REQUEST_TIMEOUT: 408,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  DATABASE_TIMEOUT: 503,
  NOT_READY: 503,
  SHUTTING_DOWN: 503,

  // What the database refuses (apps/server/src/plugins/database-errors.ts), and any change that meets a
  // newer one.
  DUPLICATE: 409,
  IN_USE: 409,
  CONFLICT: 409,

  // Signing in and one's own account.
  INVALID_CREDENTIALS: 401,
  ACCOUNT_INACTIVE: 403,
  ACCOUNT_LOCKED: 423,
  NO_LOGIN_HISTORY: 403,
  INVALID_CODE: 422,
  INVALID_CIPHERTEXT: 422,
  WRONG_CURRENT_PASSWORD: 422,
  // The super-admin's second factor (ADR 105): owed before any other call; a wrong code, a code taken already,
  // too many wrong codes; enrolment asked of an account that has an authenticator, or confirmed before it began.
  SECOND_FACTOR_REQUIRED: 403,
  SECOND_FACTOR_WRONG: 422,
  SECOND_FACTOR_USED: 422,
  SECOND_FACTOR_LOCKED: 429,
  SECOND_FACTOR_NOT_ENROLLING: 409,

  // Lobby kiosks: a device revoked, of a kiosk switched off or calling from outside the company's networks; a
  // pairing code wrong, used or expired (one answer for all three).
  KIOSK_NOT_ACTIVE: 401,
  PAIRING_CODE_INVALID: 422,
  // A device on a call of another kiosk type's flow; a guest choosing what the kiosk does not offer.
  KIOSK_OTHER_FLOW: 403,
  KIOSK_CHOICE_NOT_OFFERED: 422,

  // Users, roles and access rules.
  OWN_ACCESS: 403,
  OWN_ROLE: 403,
  OWN_STATUS: 403,
  LAST_ADMIN: 409,
  ROLE_INACTIVE: 409,
  ROLE_IN_USE: 409,
  SEEDED_ROLE: 409,
  USER_INACTIVE: 409,
  NOT_A_DRIVER: 409,
  // A guest is erased only once no ride, permit or wait of theirs is still under way (ADR 137).
  GUEST_HAS_OPEN_BOOKINGS: 409,

  // Parties on the board: booking, steps, drivers and payments.
  PARTY_ACTION_FORBIDDEN: 403,
  REFUND_FORBIDDEN: 403,
  PARTY_CHANGED: 409,
  PARTY_CLOSED_FOR_PAYMENT: 409,
  PARTY_NOT_EDITABLE: 409,
  PARTY_NOT_OPEN: 409,
  GUEST_CHANGE_NEEDS_DESK: 409,
  TRANSITION_NOT_ALLOWED: 409,
  NOTHING_TO_UNDO: 409,
  NO_SEATS_LEFT: 409,
  DUPLICATE_NAME: 409,
  DRIVER_NOT_ASSIGNABLE: 422,
  DRIVER_REQUIRED: 422,
  NOT_ON_SHIFT: 422,
  PUSH_SERVICE_REFUSED: 422,
  UNKNOWN_STATUS: 422,
  CARD_DETAILS_MISSING: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  OVERPAYMENT: 422,
  PAYMENT_NOT_CONFIRMED: 422,
  CARD_PAYMENT_USED: 409,
  REFUND_TOO_LARGE: 422,
  CARD_PROVIDER_NOT_CONFIGURED: 422,
  CARD_PROVIDER_REFUSED: 422,
  CARD_PROVIDER_UNAVAILABLE: 503,
  NOTHING_OWED: 422,

  // Vehicles, locations and feedback.
  MODEL_NOT_OF_MAKE: 409,
  VEHICLE_INACTIVE: 409,
  ALREADY_LISTED: 409,
  FEEDBACK_ALREADY_GIVEN: 409,
  FEEDBACK_NOT_OPEN: 409,
  TOO_MANY_QUESTIONS: 422,
  PACKAGE_LIMIT_REACHED: 422,
  PACKAGE_INACTIVE: 422,
  // A number on the platform's Twilio account for a company (ADR 118): no credentials, none to buy, or Twilio said no.
  PLATFORM_TWILIO_NOT_CONFIGURED: 422,
  TWILIO_NUMBER_UNAVAILABLE: 422,
  TWILIO_REFUSED: 422,
  // An invoice already paid or voided is not recorded paid or voided again (ADR 103).
  INVOICE_NOT_OPEN: 409,

  // Parking permits and will-call.
  LOT_FULL: 409,
  PERMIT_CHANGED: 409,
  PERMIT_CLOSED: 409,
  PERMIT_CLOSED_FOR_PAYMENT: 409,
  PERMIT_STEP_REFUSED: 409,
  WILL_CALL_CLOSED: 409,
  WILL_CALL_READY_ALREADY: 409,
  PERMIT_BALANCE_DUE: 422,
  END_BEFORE_START: 422,
  LOT_INACTIVE: 422,
  PACKAGE_NOT_IN_LOT: 422,
  PERMIT_NOT_OF_PARTY: 422,
  PERMIT_NO_EMAIL: 422,
  CONFIRMATION_NO_EMAIL: 422,
  CONFIRMATION_PDF_LATIN_ONLY: 422,
  REFUND_ONLY_ON_CANCEL: 422,

  // The company's booking rules (ADR 0070), on every path that books.
  BOOKING_FIELD_REQUIRED: 422,
  BOOKING_TOO_SOON: 422,
  BOOKING_TOO_FAR_AHEAD: 422,
  PARTY_TOO_LARGE: 422,
  TOO_MUCH_LUGGAGE: 422,
  GUEST_CHANGE_NOT_ALLOWED: 422,
  GUEST_CHANGE_TOO_LATE: 422,
  KIOSK_BOOKING_NOT_OFFERED: 422,
  KIOSK_OPTION_NOT_OFFERED: 422,
  CUSTOM_FIELDS_FULL: 422,
  PAYMENT_METHOD_NOT_ACCEPTED: 422,

  // The nightly SFTP export (ADR 0101): no SSH server answered the connection test.
  SFTP_UNREACHABLE: 422,

  // Uploaded files (the file store, ADR 59).
  FILE_EMPTY: 400,
  IMAGE_UNREADABLE: 400,
  FILE_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  FILE_QUOTA_EXCEEDED: 413,
  FILE_TYPE_NOT_ALLOWED: 415,

  // Providers calling back (SMS delivery reports).
  INVALID_SIGNATURE: 403,
  WEBHOOK_SIGNATURE_INVALID: 400,
} as const satisfies Record<string, number>;

/** A code the server answers a failure with. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** The HTTP status a code is answered with. */
export type ErrorStatusOf<C extends ErrorCode> = (typeof ERROR_CODES)[C];

/** The codes declared with one status: what `conflict(…, code)` (409) may name. */
export type ErrorCodeOf<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C] extends S ? C : never;
}[ErrorCode];

/**
 * A field problem's code: one of the contract's own messages (`VALIDATION_MESSAGES`, worded by the web as
 * `validation.<code>`), or zod's issue code, which the web words with the issue's values.
 */
export type FieldCode = ValidationCode | z.core.$ZodIssueCode;

import { z } from 'zod';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { sessionInfo } from './session.ts';

/** A code from the authenticator (6 digits) or one of the recovery codes (letters and digits, maybe dashed). */
const secondFactorCode = z
  .string()
  .trim()
  .min(6, 'required')
  .max(32)
  .regex(/^[0-9A-Za-z-]+$/, 'secondFactorCode');

/**
 * The super-admin's second factor (ADR 105): a session started by the password alone may call only these until
 * a code from the authenticator (or a recovery code) is given, or, for an account without one, until an
 * authenticator is enrolled.
 */
export const secondFactor = {
  startEnrolment: endpoint({
    method: 'POST',
    path: 'SecondFactor/StartEnrolment',
    reads: [],
    summary:
      'Super-admin without an authenticator: a new TOTP secret, as text and as an otpauth URI for a QR code; kept until confirmed.',
    permission: 'session',
    query: noQuery,
    body: noBody,
    response: z.object({ secret: z.string(), uri: z.string() }),
  }),
  confirmEnrolment: endpoint({
    method: 'POST',
    path: 'SecondFactor/ConfirmEnrolment',
    reads: [],
    summary:
      "Confirms the enrolment with the authenticator's first code; answers the ten recovery codes, shown this once, and a full session.",
    permission: 'session',
    sensitive: true,
    query: noQuery,
    body: z.object({ code: secondFactorCode }),
    response: z.object({ recoveryCodes: z.array(z.string()).max(10), session: sessionInfo }),
  }),
  verify: endpoint({
    method: 'POST',
    path: 'SecondFactor/Verify',
    reads: [],
    summary:
      "The second step of a super-admin's sign-in: a code from the authenticator, taken once, or a recovery code, taken once; a few wrong ones lock it for a while.",
    permission: 'session',
    sensitive: true,
    query: noQuery,
    body: z.object({ code: secondFactorCode }),
    response: sessionInfo,
  }),
};

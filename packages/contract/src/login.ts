import { z } from 'zod';
import {
  datesInOrder,
  datesInOrderIssue,
  id,
  isoDate,
  newPassword,
  paged,
  pagedSearch,
  timestamp,
} from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { sessionInfo } from './session.ts';

/**
 * The user name a person signs in with (their e-mail address), as typed. Only its presence and length are
 * checked here: a malformed address is answered exactly as an unknown one, with no field error telling them apart.
 */
const signInName = z.string().trim().min(1, 'required').max(254);
/** A password typed to prove who one is: compared with the stored hash, never held to the rules of a new one. */
const typedPassword = z.string().min(1, 'required').max(1024);

export const loginHistoryEntry = z.object({
  id,
  userId: id,
  userName: z.string(),
  email: z.string(),
  signedInAt: timestamp,
  signedOutAt: timestamp.nullable(),
  lastSeenAt: timestamp.nullable(),
  succeeded: z.boolean(),
  failureReason: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  timeZone: z.string().nullable(),
  language: z.string().nullable(),
  screen: z.string().nullable(),
});

export const login = {
  validateAuthentication: endpoint({
    method: 'POST',
    path: 'Login/ValidateAuthentication',
    reads: [],
    summary: 'Sign in with a user name (e-mail) and password; starts a session and answers who the user is.',
    permission: 'public',
    sensitive: true,
    query: noQuery,
    body: z.object({
      userName: signInName,
      password: typedPassword,
    }),
    response: sessionInfo,
  }),
  getCurrentSession: endpoint({
    method: 'GET',
    path: 'Login/GetCurrentSession',
    reads: ['session', 'menu'],
    summary: 'The signed-in user, company, role and menu; null when nobody is signed in.',
    permission: 'public',
    query: noQuery,
    body: noBody,
    response: sessionInfo.nullable(),
  }),
  signOut: endpoint({
    method: 'POST',
    path: 'Login/SignOut',
    reads: [],
    summary: 'Ends the current session.',
    permission: 'public',
    query: noQuery,
    body: noBody,
    response: z.object({ signedOut: z.literal(true) }),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'Login/ResetPassword',
    reads: [],
    summary: "Changes the signed-in user's password; every other session of the user ends.",
    permission: 'session',
    sensitive: true,
    query: noQuery,
    body: z.object({ currentPassword: typedPassword, newPassword }),
    response: z.object({ changed: z.literal(true) }),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: 'Login/ForgotPassword',
    reads: [],
    summary:
      'Queues an e-mail with a one-time security code and link; answers the same whether or not the user exists.',
    permission: 'public',
    sensitive: true,
    query: noQuery,
    body: z.object({
      userName: signInName,
      url: z.url().max(2048).optional(),
      /** The page's language: the e-mail's, unless the account keeps a language of its own. */
      language: z.enum(['en', 'ar']).optional(),
    }),
    response: z.object({ queued: z.literal(true) }),
  }),
  getPassword: endpoint({
    method: 'POST',
    path: 'Login/GetPassword',
    reads: [],
    summary:
      'Checks an e-mailed security code; with a new password in the body, sets it. Never returns a stored password.',
    permission: 'public',
    sensitive: true,
    query: z.object({
      email: signInName,
      securityCode: z.string().min(1, 'required').max(128),
    }),
    body: z.object({ newPassword: newPassword.optional() }).optional(),
    response: z.object({ valid: z.literal(true), passwordChanged: z.boolean() }),
  }),
  encryptDecryptPassword: endpoint({
    method: 'POST',
    path: 'Login/EncryptDecryptPassword',
    reads: [],
    summary:
      "Super-admin utility: seals a value with the platform key, and opens only values it sealed (never a company's secrets). The value travels in the body only.",
    permission: 'platform',
    sensitive: true,
    query: noQuery,
    body: z.object({
      password: z.string().min(1, 'required').max(4096),
      commandType: z.enum(['ENCRYPT', 'DECRYPT']),
    }),
    response: z.object({ value: z.string() }),
  }),
  getUserLoginHistory: endpoint({
    method: 'POST',
    path: 'Login/GetUserLoginHistory',
    reads: ['loginHistory'],
    summary: "The company's sign-ins, newest first, with failed attempts; paged.",
    permission: 'screen:Subscription/UserLoginHistory',
    query: noQuery,
    body: z
      .object({
        ...pagedSearch,
        userId: id.optional(),
        fromDate: isoDate.optional(),
        toDate: isoDate.optional(),
      })
      .refine(datesInOrder, datesInOrderIssue),
    response: paged(loginHistoryEntry),
  }),
  insertOrUpdateUserLoginHistory: endpoint({
    method: 'POST',
    path: 'Login/InsertOrUpdateUserLoginHistory',
    writes: ['loginHistory'],
    summary:
      "Records the browser's details (time zone, language, screen) on the current sign-in's history row.",
    permission: 'session',
    query: noQuery,
    body: z.object({
      timeZone: z.string().max(64).optional(),
      language: z.string().max(16).optional(),
      screen: z.string().max(32).optional(),
    }),
    response: z.object({ id }),
  }),
};

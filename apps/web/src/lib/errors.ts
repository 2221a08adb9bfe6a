import type { TFunction } from 'i18next';
import { isApiError } from './api.ts';
import { i18n } from './i18n.ts';

/** The fixed messages of the specification's error catalogue (§8), as i18n keys. */
export const ERROR_CATALOGUE = {
  pickup: 'errors.catalogue.pickup',
  assigningDriver: 'errors.catalogue.assigningDriver',
  assigningParking: 'errors.catalogue.assigningParking',
  assigningArticle: 'errors.catalogue.assigningArticle',
  assigningUserPhoto: 'errors.catalogue.assigningUserPhoto',
  assigningDefaultAccessRules: 'errors.catalogue.assigningDefaultAccessRules',
  assigningUserAccessRules: 'errors.catalogue.assigningUserAccessRules',
  dataNull: 'errors.dataNull',
  chunkFailed: 'errors.chunkFailed',
  cssChunkFailed: 'errors.cssChunkFailed',
  unexpected: 'errors.unexpected',
} as const;

/** Problem codes the interface explains in its own words. */
const CODE_MESSAGES: Record<string, string> = {
  INVALID_CREDENTIALS: 'errors.invalidCredentials',
  ACCOUNT_LOCKED: 'errors.accountLocked',
  RATE_LIMITED: 'errors.rateLimited',
  INVALID_CODE: 'errors.invalidCode',
  NETWORK_ERROR: 'errors.network',
};

/** The message to show for a failed call: a fixed message when the code has one, else the server's own words. */
export function describeError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const key = CODE_MESSAGES[error.code];
    if (key) return t(key);
    if (error.status === 403) return t('errors.forbidden');
    return error.problem.detail ?? error.problem.title;
  }
  return t('errors.unknown');
}

/** One field's problem as the server or the contract's schema states it. */
export interface IssueLike {
  message: string;
  /** A contract message code (`required`) or a zod issue code (`too_small`). */
  code?: string | undefined;
  params?: Record<string, string | number> | undefined;
  /** zod's own issues carry their values beside the code. */
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * A field's problem in the user's language: the contract names its own messages by code (`'required'` as a
 * schema's message, or `code` from the server) and zod's issues are worded by code and origin
 * (`too_small_string`: "At least {{minimum}} characters"); anything else keeps its own words.
 */
export function describeIssue(issue: IssueLike, t: TFunction): string {
  const params: Record<string, unknown> = { ...issue.params };
  for (const key of ['origin', 'minimum', 'maximum'] as const) {
    const value = issue[key];
    if (
      (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') &&
      !(key in params)
    )
      params[key] = typeof value === 'bigint' ? Number(value) : value;
  }
  // zod says "expected string, received undefined" for a field left empty: the person must fill it in.
  if (/received (undefined|null)$/.test(issue.message)) return t('validation.required');
  const candidates = [
    issue.message,
    issue.code && typeof params.origin === 'string' ? `${issue.code}_${params.origin}` : null,
    issue.code,
  ];
  for (const candidate of candidates) {
    if (candidate && /^[a-zA-Z_]+$/.test(candidate) && i18n.exists(`validation.${candidate}`)) {
      return t(`validation.${candidate}`, params);
    }
  }
  return issue.message;
}

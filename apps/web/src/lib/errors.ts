import type { TFunction } from 'i18next';
import { isApiError } from './api.ts';

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

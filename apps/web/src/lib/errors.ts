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

type Params = Record<string, string | number>;

/** A parameter in the user's language: the nouns the server names in snake case (`zone_charge`), numbers as they are. */
function wordedParams(params: Params | undefined, t: TFunction): Params {
  const worded: Params = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === 'number') worded[name] = value;
    else if (/^[a-zA-Z_]+$/.test(value) && i18n.exists(`nouns.${value}`)) worded[name] = t(`nouns.${value}`);
    else if (/^[a-zA-Z_]+$/.test(value) && i18n.exists(`fields.${value}`))
      worded[name] = t(`fields.${value}`);
    // A noun the interface cannot word: never the server's English in another language.
    else worded[name] = t('nouns.item');
  }
  return worded;
}

/**
 * The message to show for a failed call, in the user's language: the server's `code` worded by
 * `errors.codes.<CODE>`, filled with its `params` (`errors.codes.IN_USE_by` when the server names `by`); an
 * unknown code gets a general message, never the server's English `detail`.
 */
export function describeError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const { code } = error;
    const params = error.problem.params;
    if (/^[A-Z_]+$/.test(code) && i18n.exists(`errors.codes.${code}`)) {
      const names = Object.keys(params ?? {}).sort();
      // A message naming one number (`PARTY_TOO_LARGE_max`) takes that number's plural form where it has them.
      const [only] = names;
      const number = names.length === 1 && only ? params?.[only] : undefined;
      const counting = typeof number === 'number' ? { count: number } : {};
      const context =
        names.length > 0 && i18n.exists(`errors.codes.${code}_${names.join('_')}`, counting)
          ? names.join('_')
          : undefined;
      return t(`errors.codes.${code}`, {
        ...wordedParams(params, t),
        ...(context ? { context, ...counting } : {}),
      });
    }
    if (error.status === 403) return t('errors.forbidden');
    return t('errors.unknown');
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
 * (`too_small_string`: "At least {{minimum}} characters"); anything else keeps its own words in English.
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
  // Words the interface does not know: English readers get them as they are, others a general message.
  return i18n.language.startsWith('en') ? issue.message : t('validation.invalid');
}

/**
 * The field errors of a failed call in the interface language, keyed by field name: `body.userName` and
 * `query.userName` both become `userName`; nested paths keep their dots (`body.address.city` -> `address.city`).
 */
export function problemFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!isApiError(error)) return fields;
  for (const entry of error.problem.errors ?? []) {
    const name = entry.path.replace(/^(body|query)\.?/, '');
    if (name && !(name in fields)) fields[name] = describeIssue(entry, i18n.t);
  }
  return fields;
}

/** Whether every field error of a failed call belongs to one of the form's fields. */
export function coversAllFieldErrors(error: unknown, fieldNames: readonly string[]): boolean {
  const names = Object.keys(problemFieldErrors(error));
  return names.length > 0 && names.every((name) => fieldNames.includes(name));
}

/**
 * A failed call's message for the top of the form, or null when there is none to show there: no failure, or
 * one the server pinned on fields (those messages stand under the fields).
 */
export function formWideError(error: unknown, t: TFunction): string | null {
  if (!error || Object.keys(problemFieldErrors(error)).length > 0) return null;
  return describeError(error, t);
}

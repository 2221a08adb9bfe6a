import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import { useApiQuery } from '../../lib/query.ts';

export type UserRow = ResponseOf<typeof contract.userManagement.getUsersList>['items'][number];
export type RoleRow = ResponseOf<typeof contract.userManagement.getRoles>['items'][number];

/**
 * The product rules the server enforces by refusing a change. The server words them in English only, so the
 * screens say them in the interface language.
 */
const REFUSALS = [
  'OWN_ROLE',
  'OWN_STATUS',
  'OWN_ACCESS',
  'LAST_ADMIN',
  'SEEDED_ROLE',
  'ROLE_IN_USE',
  'ROLE_INACTIVE',
  'DUPLICATE_CODE',
  'DUPLICATE_EMAIL',
] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (code: string): code is Refusal => (REFUSALS as readonly string[]).includes(code);

/** A duplicate names its field (`DUPLICATE` with `{ field: 'email' }`): a role's code and a user's e-mail have their own words. */
function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error)) return null;
  const field = error.problem.params?.field;
  const code =
    error.code === 'DUPLICATE' && typeof field === 'string' ? `DUPLICATE_${field.toUpperCase()}` : error.code;
  return isRefusal(code) ? code : null;
}

/** Describes a failed call: a refusal by a product rule in the interface language, else as everywhere. */
export function useDescribeRefusal() {
  const { t } = useTranslation('user-management');
  return useCallback(
    (error: unknown) => {
      const refusal = refusalOf(error);
      return refusal ? t(`userManagement.refusals.${refusal}`) : describeError(error, t);
    },
    [t],
  );
}

/** The label of an access rule in the interface language (its code when the rule is new to this version). */
export function useRuleLabel() {
  const { t } = useTranslation('user-management');
  return useCallback((code: string) => t(`userManagement.rules.${code}`, { defaultValue: code }), [t]);
}

/** The company's roles, every status. */
export function useRoles() {
  return useApiQuery(routes.userManagement.getRoles, { query: { commandType: 'ALL' } });
}

/** Roles a user can be given (the active ones), for pickers. */
export function useAssignableRoleOptions() {
  const roles = useApiQuery(routes.userManagement.getRoles, { query: { commandType: 'ASSIGNABLE' } });
  return (roles.data?.items ?? []).map((role) => ({ value: role.id, label: role.name }));
}

import { routes } from '@curbside/contract/routes';
import { SEEDED_ROLE_CODES } from '@curbside/domain';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../lib/query.ts';
import { useAllowed } from '../../lib/session.tsx';

export interface RoleOption {
  value: string;
  label: string;
}

/**
 * The roles a screen offers to choose, by code: the company's own where the caller may list them, the seeded ones
 * otherwise. `pending` while the company's list is on its way.
 */
export function useRoleOptions(query: { status?: 'active' } = {}): {
  options: RoleOption[];
  pending: boolean;
} {
  const { t } = useTranslation('role');
  const mayListRoles = useAllowed('rule:users.manage');
  const roles = useApiQuery(routes.userManagement.getRoles, { query }, { enabled: mayListRoles });
  const options = roles.data
    ? roles.data.items.map((role) => ({ value: role.code, label: role.name }))
    : SEEDED_ROLE_CODES.map((code) => ({ value: code, label: t(`roles.${code}`) }));
  return { options, pending: mayListRoles && roles.isPending };
}

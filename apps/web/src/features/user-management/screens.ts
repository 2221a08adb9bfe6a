import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const UserManagementUsers = screenChunk(
  'usermanagent-users',
  () => import('./UsersScreen.tsx'),
  'user-management',
);
export const UserManagementRoles = screenChunk(
  'usermanagent-roles',
  () => import('./RolesScreen.tsx'),
  'user-management',
);
export const UserManagementRolesPrivileges = screenChunk(
  'usermanagent-roles-privileges',
  () => import('./RolesPrivilegesScreen.tsx'),
  'user-management',
);
export const UserManagementAcessRules = screenChunk(
  'usermanagent-acess-rules',
  () => import('./AccessRulesScreen.tsx'),
  'user-management',
);
export const UserManagementDefaultAccessroles = screenChunk(
  'usermanagent-default-accessroles',
  () => import('./DefaultAccessRolesScreen.tsx'),
  'user-management',
);
export const UserManagementAuditLog = screenChunk(
  'usermanagent-audit-log',
  () => import('./AuditLogScreen.tsx'),
  'user-management',
);

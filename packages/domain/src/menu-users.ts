import { ADMINS, screensOf } from './menu-item.ts';

const screen = screensOf('users');

/** Who may do what: users, roles, their screens and rules, and the audit log. */
export const USERS_MENU = [
  screen('Usermanagent/Users', 'menu.usersList', 'user-cog', 400, ADMINS),
  screen('Usermanagent/Roles', 'menu.roles', 'shield', 410, ADMINS),
  screen('Usermanagent/RolesPrivileges', 'menu.rolesPrivileges', 'layout-grid', 420, ADMINS),
  screen('Usermanagent/AcessRules', 'menu.accessRules', 'key', 430, ADMINS),
  screen('Usermanagent/DefaultAccessroles', 'menu.defaultAccessRoles', 'shield-check', 440, ADMINS),
  screen('Usermanagent/AuditLog', 'menu.auditLog', 'list-search', 450, ADMINS),
] as const;

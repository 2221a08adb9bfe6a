import { z } from 'zod';
import { companyOnly, id, itemsOf, optionalCompany, rowStatus } from './common.ts';
import { endpoint, noBody } from './endpoint.ts';

// The roles of UserManagement and their default access rules; the area object in user-management.ts spreads
// these calls beside the users'.

const roleName = z.string().trim().min(1, 'required').max(120);

export const roleEntry = z.object({
  id,
  code: z.string(),
  name: z.string(),
  status: rowStatus,
  seeded: z.boolean(),
  userCount: z.number().int(),
});

/** The rule codes a change of a role's default access names. */
const ruleCodes = z.array(z.string().min(1).max(100)).max(100);
/**
 * A change of a role's default access rules (never the caller's own role's). Who may make it, what it changes,
 * its body and its answer are those of every such change; the changes `commandType` names, and whether
 * `ruleCodes` may be left out, are each call's own.
 */
const defaultAccessChange = <
  const C extends readonly [string, ...string[]],
  B extends z.ZodType<string[]>,
>(change: {
  path: string;
  summary: string;
  commands: C;
  ruleCodes: B;
}) =>
  endpoint({
    method: 'POST',
    path: change.path,
    writes: ['roles', 'accessRules', 'session'],
    summary: change.summary,
    permission: 'rule:users.manage',
    query: z.object({ commandType: z.enum(change.commands) }),
    body: z.object({ roleId: id, ruleCodes: change.ruleCodes }),
    response: z.object({ roleId: id, ruleCodes: z.array(z.string()) }),
  });

/** The calls of a company's roles and their default access, all for those who manage users. */
export const roleCalls = {
  addOrEditRole: endpoint({
    method: 'POST',
    path: 'UserManagement/AddOrEditRole',
    writes: ['roles', 'users', 'accessRules', 'menu', 'session'],
    summary:
      'Adds, edits or deletes a company role. Seeded roles keep their code and stay; a role in use is not deactivated or deleted.',
    permission: 'rule:users.manage',
    query: z.object({ commandType: z.enum(['ADD', 'EDIT', 'DELETE']) }),
    body: z.object({
      id: id.optional(),
      /** Capital letters, digits and `_`, 2 to 30, starting with a letter (checked by the service). */
      code: z.string().trim().min(2).max(30).optional(),
      name: roleName.optional(),
      status: rowStatus.optional(),
    }),
    response: roleEntry.extend({ deleted: z.boolean() }),
  }),
  getRoles: endpoint({
    method: 'GET',
    path: 'UserManagement/GetRoles',
    reads: ['roles', 'users'],
    summary: "The company's roles with the number of users of each; optionally of one status.",
    permission: 'rule:users.manage',
    query: z.object({
      ...optionalCompany,
      status: rowStatus.optional(),
      commandType: z.enum(['ALL', 'ASSIGNABLE']).optional(),
    }),
    body: noBody,
    response: itemsOf(roleEntry),
  }),
  addOrUpdateAccessRues: defaultAccessChange({
    path: 'UserManagement/AddOrUpdateAccessRues',
    summary:
      "Default access rules of a role: ADD grants these rules, EDIT replaces the role's set. Not one's own role.",
    commands: ['ADD', 'EDIT'],
    ruleCodes,
  }),
  deleteDefaultAccess: defaultAccessChange({
    path: 'UserManagement/DeleteDefaultAccess',
    summary:
      "Removes default access rules from a role: the named ones (RULES) or all (ALL). Not one's own role.",
    commands: ['RULES', 'ALL'],
    ruleCodes: ruleCodes.default([]),
  }),
  getDefaultAccessRules: endpoint({
    method: 'GET',
    path: 'UserManagement/GetDefaultAccessRules',
    reads: ['roles', 'accessRules'],
    summary: 'Every role with its default access rules, and the catalogue of rules.',
    permission: 'rule:users.manage',
    query: companyOnly,
    body: noBody,
    response: z.object({
      rules: z.array(z.string()),
      roles: z.array(
        z.object({ roleId: id, code: z.string(), name: z.string(), ruleCodes: z.array(z.string()) }),
      ),
    }),
  }),
};

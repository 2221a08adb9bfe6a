import { z } from 'zod';
import { id, itemsOf } from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { menuItem } from './session.ts';

export const menu = {
  getMenuList: endpoint({
    method: 'POST',
    path: 'Menu/GetMenuList',
    reads: ['menu'],
    summary:
      "The screens the caller's role can open; with a roleId (users.manage), every screen with that role's access.",
    permission: 'session',
    query: noQuery,
    body: z.object({ roleId: id.optional() }).optional(),
    response: itemsOf(menuItem.extend({ allowed: z.boolean() })),
  }),
  updateMenuAccessByRoles: endpoint({
    method: 'POST',
    path: 'Menu/UpdateMenuAccessByRoles',
    writes: ['menu', 'session'],
    summary: 'Sets which screens a role can open. Nobody changes the access of their own role.',
    permission: 'rule:users.manage',
    query: noQuery,
    body: z.object({ roleId: id, menuCodes: z.array(z.string().min(1).max(200)).max(500) }),
    response: z.object({ roleId: id, menuCodes: z.array(z.string()) }),
  }),
  getUserAccessRules: endpoint({
    method: 'POST',
    path: 'Menu/GetUserAccessRules',
    reads: ['accessRules'],
    summary: "A user's effective access rules: the role's defaults with the user's own overrides.",
    permission: 'company',
    query: z.object({ userId: id }),
    body: noBody,
    response: z.object({
      userId: id,
      rules: z.array(z.object({ code: z.string(), allowed: z.boolean(), source: z.enum(['role', 'user']) })),
    }),
  }),
};

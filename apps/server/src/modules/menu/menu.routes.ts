import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './menu.service.ts';

export const menuRoutes = (deps: Deps) =>
  bindArea(contract.menu, {
    getMenuList: async ({ body, caller }) => ({
      items: await service.menuList(deps, caller, body?.roleId),
    }),
    updateMenuAccessByRoles: async ({ body, caller, ctx }) =>
      service.updateMenuAccess(deps, ctx, caller, body),
    getUserAccessRules: async ({ query, caller }) => service.userAccessRules(deps, caller, query.userId),
  });

import { contract } from '@curbside/contract';
import { type Deps, signedIn } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './menu.service.ts';

export const menuRoutes = (deps: Deps) =>
  bindArea(contract.menu, {
    getMenuList: async ({ body, ctx }) => ({
      items: await service.menuList(deps, signedIn(ctx), body?.roleId),
    }),
    updateMenuAccessByRoles: async ({ body, ctx }) =>
      service.updateMenuAccess(deps, ctx, signedIn(ctx), body),
    getUserAccessRules: async ({ query, ctx }) => service.userAccessRules(deps, signedIn(ctx), query.userId),
  });

import type { MenuItem, SessionInfo } from '@curbside/contract';
import { MENU_CATALOGUE, type MenuItemDefinition, PLATFORM_MENU, SUPERADMIN_ROLE } from '@curbside/domain';
import type { Config } from '../../config.ts';
import type { Principal } from '../../context.ts';

export const toMenuItem = (item: MenuItemDefinition): MenuItem => ({
  code: item.code,
  path: item.path,
  layout: item.layout,
  group: item.group,
  labelKey: item.labelKey,
  icon: item.icon,
  sortOrder: item.sortOrder,
});

/** The screens a principal can open, in menu order. */
export function menuFor(principal: Principal): MenuItem[] {
  if (principal.kind === 'platform') return PLATFORM_MENU.map(toMenuItem);
  return MENU_CATALOGUE.filter((item) => principal.menuCodes.has(item.code))
    .map(toMenuItem)
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

export function sessionInfoOf(principal: Principal, config: Config): SessionInfo {
  const common = { menu: menuFor(principal), lockAfterMinutes: config.lockScreenMinutes };
  if (principal.kind === 'platform') {
    return {
      ...common,
      // Nothing of the platform is listed before the second step.
      menu: principal.pendingStep ? [] : common.menu,
      secondFactor: principal.pendingStep,
      kind: 'platform',
      user: { id: principal.adminId, name: principal.name, email: principal.email, phone: null },
      company: null,
      roleCode: SUPERADMIN_ROLE,
      canBeDriver: false,
      rules: [],
      support: null,
    };
  }
  return {
    ...common,
    kind: 'user',
    user: { id: principal.userId, name: principal.name, email: principal.email, phone: principal.phone },
    company: {
      id: principal.companyId,
      name: principal.companyName,
      timeZone: principal.companyTimeZone,
      currency: principal.companyCurrency,
      country: principal.companyCountry,
      clock: principal.companyClock,
    },
    roleCode: principal.roleCode,
    canBeDriver: principal.canBeDriver,
    rules: [...principal.rules].sort(),
    secondFactor: null,
    // The banner of a support view (ADR 116): whose data, until when.
    support: principal.support
      ? { companyName: principal.companyName, until: principal.support.until.toISOString() }
      : null,
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, type AccessRuleCode, DEFAULT_RULES_BY_ROLE, effectiveRules } from './access-rules.ts';
import { KIOSK_TYPES } from './kiosks.ts';
import { MENU_CATALOGUE } from './menu.ts';
import { PLATFORM_MENU } from './menu-platform.ts';
import { callerKindOf, deviceFlowOf, isAllowed, type Permission } from './permissions.ts';
import { SEEDED_ROLE_CODES } from './roles.ts';

const rule = fc.constantFrom(...ACCESS_RULES);

describe('effectiveRules', () => {
  it('is the role defaults when the user has no overrides', () => {
    fc.assert(
      fc.property(fc.uniqueArray(rule), (defaults) => {
        expect([...effectiveRules(defaults, [])].sort()).toEqual([...defaults].sort());
      }),
    );
  });

  it('lets the last override of a rule decide it, whatever the role says', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(rule),
        fc.array(fc.record({ rule, allowed: fc.boolean() })),
        (defaults, overrides) => {
          const result = effectiveRules(defaults, overrides);
          const last = new Map<AccessRuleCode, boolean>(overrides.map((o) => [o.rule, o.allowed]));
          for (const code of ACCESS_RULES) {
            const expected = last.has(code) ? last.get(code) : defaults.includes(code);
            expect(result.has(code)).toBe(expected);
          }
        },
      ),
    );
  });
});

describe('isAllowed', () => {
  const principal = (menuCodes: string[], rules: AccessRuleCode[]) =>
    ({ kind: 'user', menuCodes: new Set(menuCodes), rules: new Set(rules) }) as const;

  it('opens a screen permission only to a role that has the screen', () => {
    expect(isAllowed(principal(['Dashboard'], []), 'screen:Dashboard')).toBe(true);
    expect(isAllowed(principal([], []), 'screen:Dashboard')).toBe(false);
  });

  it('opens a rule permission only to a holder of the rule', () => {
    fc.assert(
      fc.property(fc.uniqueArray(rule), rule, (held, wanted) => {
        expect(isAllowed(principal([], held), `rule:${wanted}`)).toBe(held.includes(wanted));
      }),
    );
  });

  it('keeps platform calls for the super-admin and company screens for company users', () => {
    const platform = {
      kind: 'platform',
      menuCodes: new Set<string>(),
      rules: new Set<AccessRuleCode>(),
    } as const;
    const admin = principal(
      MENU_CATALOGUE.map((m) => m.code),
      [...ACCESS_RULES],
    );
    expect(isAllowed(platform, 'platform')).toBe(true);
    expect(isAllowed(admin, 'platform')).toBe(false);
    const companyPermissions: Permission[] = ['screen:Dashboard', 'rule:users.manage', 'company'];
    for (const permission of companyPermissions) expect(isAllowed(platform, permission)).toBe(false);
    // A device entry takes a paired device, never a person's session; a guest entry takes its key alone.
    expect(isAllowed(platform, 'device')).toBe(false);
    expect(isAllowed(admin, 'device')).toBe(false);
    // A flow's device entry is a device entry too, of that kiosk type only; plain `device` takes any type.
    for (const flow of KIOSK_TYPES) {
      expect(isAllowed(admin, `device:${flow}`)).toBe(false);
      expect(callerKindOf(`device:${flow}`)).toBe('device');
      expect(deviceFlowOf(`device:${flow}`)).toBe(flow);
    }
    expect(deviceFlowOf('device')).toBeNull();
    expect(isAllowed(admin, 'guest:party')).toBe(true);
    expect(isAllowed(principal([], []), 'company')).toBe(true);
    for (const permission of ['public', 'session'] as const) {
      expect(isAllowed(platform, permission)).toBe(true);
      expect(isAllowed(principal([], []), permission)).toBe(true);
    }
  });
});

describe('catalogues', () => {
  it('has unique screen codes and paths that spell the code', () => {
    const all = [...MENU_CATALOGUE, ...PLATFORM_MENU];
    expect(new Set(all.map((m) => m.code)).size).toBe(all.length);
    for (const item of all) expect(item.path).toBe(`/${item.code}`);
  });

  it('gives every seeded role defaults that exist in the rule catalogue', () => {
    for (const code of SEEDED_ROLE_CODES) {
      for (const granted of DEFAULT_RULES_BY_ROLE[code]) expect(ACCESS_RULES).toContain(granted);
    }
    expect(DEFAULT_RULES_BY_ROLE.ADMIN).toEqual(ACCESS_RULES);
  });

  it('lets every role open the dashboard and only administrators the login history', () => {
    const byCode = new Map(MENU_CATALOGUE.map((m) => [m.code, m.defaultRoles as readonly string[]]));
    expect(byCode.get('Dashboard')).toEqual([...SEEDED_ROLE_CODES]);
    expect(byCode.get('Subscription/UserLoginHistory')).toEqual(['ADMIN']);
  });
});

/** Role codes seeded for every new company (DOMAIN.md, "Identity, roles and access"). */
export const SEEDED_ROLE_CODES = ['ADMIN', 'DISPATCHER', 'DRIVER', 'VALET', 'FRONTDESK'] as const;
export type SeededRoleCode = (typeof SEEDED_ROLE_CODES)[number];

/** The platform role; it belongs to no company. */
export const SUPERADMIN_ROLE = 'SUPERADMIN';

export const SEEDED_ROLE_NAMES: Record<SeededRoleCode, string> = {
  ADMIN: 'Administrator',
  DISPATCHER: 'Dispatcher',
  DRIVER: 'Driver',
  VALET: 'Valet',
  FRONTDESK: 'Front desk',
};

export function isSeededRoleCode(code: string): code is SeededRoleCode {
  return (SEEDED_ROLE_CODES as readonly string[]).includes(code);
}

/**
 * The longest leave a company gives the platform's support to read its data, in hours (ADR 116): a working day
 * and more over a weekend, never an open door.
 */
export const SUPPORT_GRANT_MAX_HOURS = 72;

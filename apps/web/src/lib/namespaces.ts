/**
 * The message namespaces. `core` (`locales/`) holds what the shell, the shared components and the errors say and
 * is loaded before the first render; every feature has its own (`features/<feature>/locales/`), loaded with its
 * screens' chunk; `party` (`entities/party/locales/`) is shared by the screens that show parties, `usage`
 * (`entities/usage/locales/`) by those that show a company's usage, `role` (`entities/role/locales/`) by those
 * that choose roles.
 */
export const CORE_NAMESPACE = 'core';

/** The namespaces a feature's screens need beyond `core`: their own first, then the shared ones they show. */
export const FEATURE_NAMESPACES = {
  'account-types': ['account-types'],
  articles: ['articles', 'role'],
  auth: ['auth'],
  'booking-rules': ['booking-rules'],
  companies: ['companies'],
  company: ['company'],
  content: ['content'],
  dashboard: ['dashboard', 'party'],
  dispatch: ['dispatch', 'party'],
  'driver-tracking': ['driver-tracking', 'party'],
  feedback: ['feedback'],
  'ftp-connection': ['ftp-connection'],
  guests: ['guests', 'party'],
  field: ['field', 'party'],
  kiosks: ['kiosks'],
  'gmap-parties': ['gmap-parties', 'party'],
  'guest-view': ['guest-view', 'party'],
  help: ['help'],
  locations: ['locations'],
  'login-history': ['login-history'],
  messaging: ['messaging', 'usage'],
  'my-profile': ['my-profile'],
  'my-status': ['my-status', 'party'],
  notices: ['notices', 'role'],
  parking: ['parking', 'party'],
  packages: ['packages'],
  'page-settings': ['page-settings'],
  'parking-reports': ['parking-reports'],
  platform: ['platform'],
  pricing: ['pricing', 'party'],
  recent: ['recent', 'party'],
  search: ['search', 'party'],
  reports: ['reports', 'party'],
  team: ['team'],
  'user-management': ['user-management'],
  vehicles: ['vehicles'],
  'wait-list': ['wait-list'],
  'usage-reports': ['usage-reports', 'usage'],
} as const satisfies Record<string, readonly string[]>;

export type Feature = keyof typeof FEATURE_NAMESPACES;

/**
 * Namespaces of shared components, by their folder: loaded with the component's lazily loaded chunk, so their
 * words are not in the first download (the content fields, ADR 61).
 */
export const COMPONENT_NAMESPACES = { 'content-fields': 'components/fields/locales' } as const;
export const CONTENT_FIELDS_NAMESPACE: keyof typeof COMPONENT_NAMESPACES = 'content-fields';

/** Namespaces that are not a feature's own: looked up after the screen's own namespace and `core`. */
export const SHARED_NAMESPACES = ['party', 'usage', 'role'] as const;

/**
 * What a package switches on (ADR 63). A company's package lists its features; a company with no package has
 * every one. Each contract entry of a feature's areas, and each screen below, is refused outside the package.
 */
export const FEATURES = [
  'transport',
  'parking',
  'waitlist',
  'kiosk',
  'feedback',
  'messaging',
  'reports',
] as const;
export type Feature = (typeof FEATURES)[number];

/** The currency of the platform's own prices: packages and the invoices billed from them (ADR 103). */
export const PLATFORM_CURRENCY = 'USD';

export const isFeature = (value: string): value is Feature => (FEATURES as readonly string[]).includes(value);

/**
 * The feature a screen belongs to, by the start of its menu code; null for what every company keeps (its
 * dashboard, users, settings, subscription). Longer prefixes are listed first: the first match wins.
 */
const SCREEN_FEATURES: readonly (readonly [string, Feature])[] = [
  ['TransactionManagement/FeedbackList', 'feedback'],
  ['Settings/FeedBackQuestion', 'feedback'],
  ['TransactionManagement/CompletedWaitList', 'waitlist'],
  ['TransactionManagement/', 'reports'],
  // The nightly SFTP export sends the ride reports' rows (ADR 101): it is the reports' too.
  ['FtpConnection', 'reports'],
  ['Team/DriverReports', 'reports'],
  ['Subscription/CommissionReport', 'reports'],
  ['ParkingPermit/', 'parking'],
  ['Parking', 'parking'],
  ['WaitList', 'waitlist'],
  ['Settings/WaitTypes', 'waitlist'],
  ['Kiosk', 'kiosk'],
  ['ChatMessages', 'messaging'],
  ['TrasactionManagement/RecordManagement', 'transport'],
  ['Locations/', 'transport'],
  ['Recent', 'transport'],
];

export function featureOfScreen(code: string): Feature | null {
  return SCREEN_FEATURES.find(([prefix]) => code.startsWith(prefix))?.[1] ?? null;
}

/** Whether a company whose package has these features (null: no package, so all) may use `feature`. */
export const packageHas = (features: ReadonlySet<string> | null, feature: Feature | null): boolean =>
  feature === null || features === null || features.has(feature);

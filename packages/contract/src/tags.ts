/**
 * What the answers of read calls are made of. A read entry declares the tags it reads; a changing entry declares
 * the tags it writes. After a change the server tells the company's browsers the tags (server-sent events) and
 * the web refreshes every query of an entry that reads one of them: no list of paths is kept by hand.
 */
export const TAGS = [
  'accessRules',
  'accountTypes',
  'advertisements',
  'articles',
  'billingAddress',
  'bookingRules',
  'builtInFields',
  'chargeCodes',
  'companySettings',
  'coupons',
  'customFields',
  'driverTrackingSettings',
  'favoriteLocations',
  'feedbackQuestions',
  'feedbackResponses',
  'feedbackSettings',
  'helpTexts',
  'icons',
  'ipAddressSeries',
  'kiosks',
  'kioskSettings',
  'locationCategories',
  'locations',
  'loginHistory',
  'menu',
  'messages',
  'messageTemplates',
  'messagingSettings',
  'notes',
  'notifications',
  'otherDrivers',
  'packages',
  'parkingLots',
  'parkingPackages',
  'parkingPermitCard',
  'parkingPermits',
  'parkingTypes',
  'parties',
  'platformArticles',
  'paymentOptions',
  'roles',
  'scheduleTimes',
  'selectedLocations',
  'session',
  'trips',
  'userPhotos',
  'users',
  'vehicles',
  'waitList',
  'waitTypes',
  'zoneCharges',
  'zones',
] as const;
export type Tag = (typeof TAGS)[number];

export function isTag(value: unknown): value is Tag {
  return typeof value === 'string' && (TAGS as readonly string[]).includes(value);
}

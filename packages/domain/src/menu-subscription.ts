import { ADMINS, OFFICE, screensOf } from './menu-item.ts';

const screen = screensOf('subscription');

/**
 * The company's account with the platform: sign-ins, taxes and discounts, messages and usage, its profile and
 * mail server.
 */
export const SUBSCRIPTION_MENU = [
  screen('Subscription/UserLoginHistory', 'menu.userLoginHistory', 'history', 500, ADMINS),
  screen('Subscription/TaxandServiceCode', 'menu.taxAndServiceCode', 'receipt-tax', 510, ADMINS),
  screen('Subscription/DiscountCode', 'menu.discountCode', 'discount', 520, ADMINS),
  screen('Subscription/SmtpDetails', 'menu.smtpDetails', 'mail', 530, ADMINS),
  screen('Subscription/MyUsage', 'menu.myUsage', 'chart-bar', 540, ADMINS),
  screen('Subscription/Barchart', 'menu.usageChart', 'chart-bar', 541, ADMINS),
  screen('Subscription/CommissionReport', 'menu.commissionReport', 'coin', 545, OFFICE),
  screen('Subscription/MyCompany', 'menu.myCompany', 'clock', 546, ADMINS),
] as const;

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoPassword, newContext } from './browser.ts';
import { superAdminCode } from './second-factor.ts';

/** Signs in through the login screen and waits for the home screen of the account's kind. */
export async function signIn(page: Page, email: string, password = demoPassword()): Promise<void> {
  await page.goto('/auth/login');
  await submitSignIn(page, email, password);
}

/** Fills and sends the sign-in form already on the page, then waits to leave the sign-in screens. */
export async function submitSignIn(page: Page, email: string, password = demoPassword()): Promise<void> {
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
  if (new URL(page.url()).pathname === '/auth/second-factor') await giveSuperAdminCode(page);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/**
 * The super-admin's second step (ADR 105), as a person with an authenticator takes it: the current code; the next
 * step's when another sign-in took the current one (a code is taken once; the server accepts the next step too);
 * and when both were taken (three sign-ins within one step of 30 s, which a quick machine reaches), the next
 * step's again once the next step has begun. Each try is judged by the server's answer to it, not by the words
 * of a refusal, which stay on the page until the next answer.
 */
async function giveSuperAdminCode(page: Page): Promise<void> {
  if ((await tryCode(page, 0)) || (await tryCode(page, 1))) return;
  await page.waitForTimeout(PERIOD_MS - (Date.now() % PERIOD_MS) + 250);
  if (await tryCode(page, 1)) return;
  throw new Error('the super-admin’s codes were all taken, even after the next step began');
}

const PERIOD_MS = 30_000;

/** Whether the authenticator's code `stepsAhead` steps from now signed the super-admin in. */
async function tryCode(page: Page, stepsAhead: number): Promise<boolean> {
  await page.getByLabel('Code from the authenticator, or a recovery code').fill(superAdminCode(stepsAhead));
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/SecondFactor/Verify')),
    page.getByRole('button', { name: 'Continue' }).click(),
  ]);
  return answer.ok();
}

/** The transaction reports' menu labels, in their order: the roles that hold the company's money see them. */
export const REPORTS_MENU = [
  'Completed transactions',
  'Cancelled transactions',
  'Deleted transactions',
  'Reservation report',
  'Completed on-call rides',
  'Cash-out report',
];

/** The first screens of the menu of whoever runs the board (administrator, dispatcher), before the team's. */
export const BOARD_MENU_START = [
  'Welcome',
  'Dashboard',
  'Dispatch board',
  'Map requests',
  'Guest messages',
  'Driver tracking',
  'Wait list',
  'Completed wait list',
  'Guest feedback',
  'Recent',
  ...REPORTS_MENU,
];

/** The parking reports' menu labels, in their order: the roles that hold the company's money see them. */
export const PARKING_REPORTS_MENU = [
  'Parking commission',
  'Cancelled permits',
  'Deleted permits',
  'Delivered cars',
];

/** A dispatcher's parking screens: the desk, permits and will-call, and the parking reports. */
export const DISPATCHER_PARKING_MENU = [
  'Parking desk',
  'Parking permits',
  'Will-call queue',
  'Parking availability',
  ...PARKING_REPORTS_MENU,
];

/** The labels of the main menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allTextContents()).map((label) => label.trim());
}

/** A browser context of its own with a page signed in as `email` (the context is the caller's to close). */
export async function signedInPage(
  browser: Browser,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

/** The demo company's administrator and dispatcher, each in a context of their own, signed in side by side. */
export const adminAndDispatcher = (browser: Browser) =>
  Promise.all([
    signedInPage(browser, 'admin@harborview.example'),
    signedInPage(browser, 'dispatcher@harborview.example'),
  ]);

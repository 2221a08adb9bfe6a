import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../packages/db/src/demo-seed.ts';
import type { MenuItemDefinition } from '../../packages/domain/src/menu.ts';
import type { SeededRoleCode } from '../../packages/domain/src/roles.ts';

/** Signed-out pages. The reset-password page needs a one-time link, so its own journey opens it. */
export const PUBLIC_PAGES = [
  '/auth/login',
  '/auth/recoverpwd',
  '/auth/404',
  '/auth/maintanance',
  '/auth/ReleaseNote',
];

/**
 * The seeded accounts, in the order they are tried: each screen of the catalogue is opened signed in as the
 * first of these whose role opens it, so a journey signs in only for the roles it needs. Valets and front desks
 * have no seeded account; every screen their roles open is also an administrator's or a dispatcher's.
 */
export const ACCOUNTS: readonly { role: SeededRoleCode; email: string }[] = [
  { role: 'ADMIN', email: DEMO_ACCOUNTS.harborView.admin },
  { role: 'DISPATCHER', email: DEMO_ACCOUNTS.harborView.dispatcher },
  { role: 'DRIVER', email: DEMO_ACCOUNTS.harborView.driver1 },
];

/** The catalogue's screens `role` opens that no account before it in `ACCOUNTS` opens. */
export function screensFor(role: SeededRoleCode, catalogue: readonly MenuItemDefinition[]): string[] {
  const earlier = ACCOUNTS.slice(
    0,
    ACCOUNTS.findIndex((account) => account.role === role),
  ).map((a) => a.role);
  return catalogue
    .filter((item) => (item.defaultRoles as readonly SeededRoleCode[]).includes(role))
    .filter(
      (item) => !earlier.some((other) => (item.defaultRoles as readonly SeededRoleCode[]).includes(other)),
    )
    .map((item) => item.path);
}

/** The little of the page's globals `openScreen` reads (the e2e project compiles without the DOM's types). */
interface PageElement {
  getAttribute(name: string): string | null;
  querySelector(selector: string): PageElement | null;
}
export interface BrowserGlobals {
  location: { pathname: string };
  document: PageElement;
}

/**
 * Client-side navigation, as a click on a menu link does: the router follows the history change without
 * reloading the page. Waits until the screen has its heading and nothing in it is still loading.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const target = JSON.stringify(path);
  // Evaluated as text: the e2e project compiles without the DOM's types.
  await page.evaluate(`if (location.pathname !== ${target}) {
    history.pushState(null, '', ${target});
    dispatchEvent(new PopStateEvent('popstate'));
  }`);
  await screenSettled(page, path);
}

/**
 * The router keeps the previous screen while the next one's chunk loads; the menu marks the new one only when
 * it shows. A screen has shown when it has its heading and nothing in it is still loading.
 */
export async function screenSettled(page: Page, path: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const { location, document } = globalThis as unknown as BrowserGlobals;
    if (location.pathname !== wanted) return false;
    const current = document.querySelector('nav a[aria-current="page"], nav a[data-active]');
    // A form reached from a list (`/Locations/Trips/add/new`) keeps its list's entry marked.
    const href = current?.getAttribute('href');
    if (href && href !== wanted && !wanted.startsWith(`${href}/`)) return false;
    const main = document.querySelector('main');
    if (!main?.querySelector('h1, h2, h3')) return false;
    return !main.querySelector('.mantine-Loader-root, [aria-busy="true"]');
  }, path);
}

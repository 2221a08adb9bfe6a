import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../packages/db/src/demo-seed.ts';
import { MENU_CATALOGUE } from '../../packages/domain/src/menu.ts';
import { PLATFORM_MENU } from '../../packages/domain/src/menu-platform.ts';
import { type AxeFinding, describeFindings, seriousViolations, withAxe } from '../support/axe.ts';
import { newContext, useBrowser } from '../support/browser.ts';
import { ACCOUNTS, type BrowserGlobals, openScreen, PUBLIC_PAGES, screensFor } from '../support/screens.ts';
import { signIn } from '../support/session.ts';

const browser = useBrowser();
const THEMES = ['light', 'dark'] as const;

/** Screens checked in Arabic (right to left) too: a list, a form-heavy screen, the board. */
const ARABIC_SAMPLE = [
  '/Dashboard',
  '/Usermanagent/Users',
  '/Settings/Message',
  '/TrasactionManagement/RecordManagement',
  '/Marketing/GuestManagment',
];

async function check(
  page: Page,
  paths: readonly string[],
  label: string,
  into: Record<string, AxeFinding[]>,
) {
  for (const path of paths) {
    await openScreen(page, path);
    into[`${label} ${path}`] = await seriousViolations(page);
  }
}

/**
 * How long one role's screens may take in one theme. Measured on a 2-core machine at load 20: the
 * administrator's 35 screens took 103 s in dark (chunks cached) and over 150 s in light (first visits).
 */
const ROLE_TIMEOUT = 240_000;

describe('accessibility: nothing serious or critical on any screen, in either theme', () => {
  let context: BrowserContext;
  let page: Page;
  let signedInAs: string | null = null;
  beforeAll(async () => {
    context = await newContext(browser());
    await withAxe(context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  /** Signs in as `email` unless the page already is (each role is checked in two tests, one per theme). */
  async function as(email: string) {
    if (signedInAs === email) return;
    await context.clearCookies();
    await signIn(page, email);
    signedInAs = email;
  }

  async function expectClean(screens: readonly string[], theme: (typeof THEMES)[number], label: string) {
    const findings: Record<string, AxeFinding[]> = {};
    await page.emulateMedia({ colorScheme: theme });
    // Mantine follows the system's scheme in an effect: measure only once the page has switched, or a colour
    // caught between the two schemes fails the contrast rule.
    await page.waitForFunction(
      (wanted) =>
        (globalThis as unknown as BrowserGlobals).document.querySelector(
          `html[data-mantine-color-scheme="${wanted}"]`,
        ) !== null,
      theme,
    );
    await check(page, screens, `${theme} ${label}`, findings);
    expect(describeFindings(findings)).toBe('');
  }

  it('opens every screen of the catalogue with some seeded role', () => {
    const covered = ACCOUNTS.flatMap(({ role }) => screensFor(role, MENU_CATALOGUE));
    expect(covered.sort()).toEqual(MENU_CATALOGUE.map((item) => item.path).sort());
  });

  it('the public pages', async () => {
    await page.goto('/auth/login');
    for (const theme of THEMES) await expectClean(PUBLIC_PAGES, theme, 'public');
  });

  for (const { role, email } of ACCOUNTS) {
    const screens = screensFor(role, MENU_CATALOGUE);
    if (screens.length === 0) continue;
    for (const theme of THEMES) {
      it(
        `the screens a ${role} opens first, ${theme}`,
        async () => {
          await as(email);
          await expectClean(screens, theme, role);
        },
        ROLE_TIMEOUT,
      );
    }
  }

  it('a sample in Arabic, dark', async () => {
    await as(DEMO_ACCOUNTS.harborView.admin);
    await page.getByLabel('Language').getByText('العربية').click();
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
    await expectClean(ARABIC_SAMPLE, 'dark', 'Arabic');
    await page.getByLabel('اللغة').getByText('EN').click();
    await page.locator('html[dir="ltr"]').waitFor({ state: 'attached' });
  });

  it('the platform screens', async () => {
    await as(DEMO_ACCOUNTS.superadmin);
    for (const theme of THEMES) {
      await expectClean(
        PLATFORM_MENU.map((item) => item.path),
        theme,
        'platform',
      );
    }
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { tablePaths } from '../../apps/web/src/app/routeTable.ts';
import { DEMO_ACCOUNTS } from '../../packages/db/src/demo-seed.ts';
import { MENU_CATALOGUE } from '../../packages/domain/src/menu.ts';
import { PLATFORM_MENU } from '../../packages/domain/src/menu-platform.ts';
import { type AxeFinding, describeFindings, seriousViolations, withAxe } from '../support/axe.ts';
import { newContext, useBrowser } from '../support/browser.ts';
import { guestLinks } from '../support/guest-links.ts';
import { pairedKioskPage, setUpKiosk } from '../support/kiosk.ts';
import { describeLayoutFindings, findingsIn, type LayoutFinding } from '../support/layout-checks.ts';
import { ACCOUNTS, openScreen, PUBLIC_PAGES, screenSettled, screensFor } from '../support/screens.ts';
import { signIn } from '../support/session.ts';
import { companyIdOf } from '../support/sms.ts';

const browser = useBrowser();

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** One screen's states at one size, in an order that changes the language once and the theme twice. */
const STATES: readonly ['en' | 'ar', 'light' | 'dark'][] = [
  ['en', 'light'],
  ['en', 'dark'],
  ['ar', 'dark'],
  ['ar', 'light'],
];

/**
 * Screens outside the menu catalogue, by the account that opens them: the desks' full pages, the phone app's
 * pages, and forms reached from a list. `:id` parameters the screen reads are filled in by the test.
 */
const ADMIN_EXTRA = [
  '/SearchResult/Harbor',
  '/auth/ChangePassword',
  '/WaitList/stand',
  '/Parking/desk',
  '/RapidPickUp/desk',
  '/QuickLocations/desk',
  '/Settings/Kiosk/1',
  '/Locations/ZoneCharges/add/new',
  '/ParkingPermit/ParkingPackage/add/new',
  '/mobileApp/waitList/web',
  '/mobileApp/team/web',
  '/mobileApp/reservation/web',
  '/mv/Dashboard',
  '/mv/MyNotification',
];
const DRIVER_EXTRA = ['/mobileApp/rapidPickUp/web', '/mobileApp/completedAssignments/web'];

/** Routes the test opens with ids it makes on the way (a booking, a guest's links, the company). */
const OPENED_WITH_IDS = [
  'GuestView/:key',
  'WaitListGuest/:key',
  'FeedBack/:key/:cId',
  'EditReservation/:key/:commandType/:cId/:uName/:uId/:rCode/:locSetupId',
  'MultiTripSummery/:key/:commandType/:allowPrint/*',
  'CompanyPackageUsage/:cId',
];

/**
 * Routes of the route table this test does not open, each with the reason. Every other route must be opened
 * (the first test reads the route table, so a new screen is checked from the day it is added).
 */
const NOT_OPENED: Record<string, string> = {
  loginformik: 'the sign-in page under another address',
  'LoginPages/login': 'the sign-in page under another address',
  registerformik: 'sign-up, opened by its own journey with an e-mailed code',
  'Changepassword/:userId/:companyId': 'needs a one-time reset link (forgot-password journey)',
  lockscreen: 'the lock screen of a signed-in session, opened by the sign-in journey',
  'second-factor': 'needs a password first; the super-admin passes it on sign-in here',
  'second-factor/enrol': 'a first sign-in only (the global set-up enrols the super-admin)',
  'ui/RecordManagement': 'the board under another address',
  'ui/PostArticle': 'post article under another address',
  'GenerateKiosk/:flow/:action/:kioskId/:status': 'a kiosk set-up, needs a kiosk of each flow',
  'Settings/ConfirmationCards/:action/:type/:id': 'a card editor reached from the cards list',
  Encrypt: 'the encrypt utility, a one-field form beside EncryptDecrypt',
  'Locations/Trips/:action/:id': 'adding goes to the new-trip screen (checked); editing needs a trip id',
};

type Found = LayoutFinding & { screen: string; state: string };

/**
 * The screens axe-core checks as the walk passes them (ADR 156): the catalogue's, the platform's and the public
 * pages, at a desk in English in both themes, and a sample in Arabic dark (a list, a form-heavy screen, the
 * board). One walk serves both checks, so each screen is opened and signed in for once.
 */
const AXE_SCREENS = new Set(
  [...MENU_CATALOGUE, ...PLATFORM_MENU].map((item) => item.path).concat(PUBLIC_PAGES),
);
const ARABIC_SAMPLE = new Set([
  '/Dashboard',
  '/Usermanagent/Users',
  '/Settings/Message',
  '/TrasactionManagement/RecordManagement',
  '/Marketing/GuestManagment',
]);
function axeWanted(screen: string, width: number, language: 'en' | 'ar', theme: 'light' | 'dark'): boolean {
  if (width !== SIZES[0].width || !AXE_SCREENS.has(screen)) return false;
  return language === 'en' || (theme === 'dark' && ARABIC_SAMPLE.has(screen));
}

/** What a walk found: layout faults, and axe-core's serious and critical violations by screen and state. */
interface Walk {
  layout: Found[];
  axe: Record<string, AxeFinding[]>;
}
const newWalk = (): Walk => ({ layout: [], axe: {} });
const describeWalk = (walk: Walk) =>
  [describeLayoutFindings(walk.layout), describeFindings(walk.axe)].filter(Boolean).join('\n');

/**
 * `LAYOUT_SCREENS=Package,CompaniesReports npm run check:layout` checks only the screens whose path holds one
 * of the comma-separated words (case-insensitive; `kiosk` picks the kiosks): a fix is tried in minutes instead
 * of the whole walk. Unset, every screen is checked.
 */
const ONLY = (process.env.LAYOUT_SCREENS ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
function wanted(screen: string): boolean {
  return ONLY.length === 0 || ONLY.some((word) => screen.toLowerCase().includes(word));
}

/**
 * Checks the screen on the page at both sizes in every language and theme, without loading it again: the size,
 * the language and the theme change in the page. Sizes go in turn order so that the next screen starts where
 * this one ended.
 */
async function checkScreen(page: Page, screen: string, into: Walk, firstSize: 0 | 1): Promise<void> {
  const sizes = firstSize === 0 ? SIZES : [...SIZES].reverse();
  for (const [turn, size] of sizes.entries()) {
    await page.setViewportSize(size);
    const states = turn === 0 ? STATES : [...STATES].reverse();
    for (const [language, theme] of states) {
      const state = `${size.width}×${size.height} ${language} ${theme}`;
      const findings = await findingsIn(page, language, theme);
      if (!findings) throw new Error(`${screen} has no language switch`);
      for (const finding of findings) into.layout.push({ ...finding, screen, state });
      if (axeWanted(screen, size.width, language, theme))
        into.axe[`${screen} ${state}`] = await seriousViolations(page);
    }
  }
}

/** Opens each path (client-side where the page's router can, else by loading it) and checks it. */
async function checkScreens(page: Page, all: readonly string[], into: Walk, load = false) {
  const paths = all.filter(wanted);
  for (const [index, path] of paths.entries()) {
    try {
      if (load) {
        await page.goto(path);
        await screenSettled(page, path);
      } else await openScreen(page, path);
    } catch (error) {
      // Named with its path and the rest still checked: one screen that never shows must not hide the others.
      const text = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      into.layout.push({
        kind: 'never settled (no heading, or still loading)',
        element: 'main',
        text,
        screen: path,
        state: '',
      });
      continue;
    }
    await checkScreen(page, path, into, (index % 2) as 0 | 1);
  }
}

/**
 * How many screens are checked at once, each in a browser context of its own: Chromium renders one page per
 * process, so on two cores a second and third page use the time the first spends waiting on the server.
 */
const PAGES = Math.max(1, Number(process.env.LAYOUT_PAGES) || 3);

/** A browser context as a person's browser: animations off, each page load starting in English. */
async function freshContext(): Promise<BrowserContext> {
  const context = await newContext(browser(), { viewport: SIZES[0] } as never);
  await withAxe(context);
  // Transitions and animations off: each state is measured at rest at once, not after a fade.
  // Each page load starts in English whatever language the last screen was left in; the checks switch in-page.
  await context.addInitScript(`localStorage.setItem('curbside.language', 'en');
    addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    })`);
  return context;
}

/** Checks `paths` in a context of its own, signed in as `email` (or signed out), answering the findings. */
async function checkAs(email: string | null, paths: readonly string[], load = false): Promise<string> {
  const context = await freshContext();
  try {
    const page = await context.newPage();
    if (email) await signIn(page, email);
    const found = newWalk();
    await checkScreens(page, paths, found, load);
    return describeWalk(found);
  } finally {
    await context.close();
  }
}

/** The nth of `parts` interleaved shares of a list, so that each share holds screens of every kind. */
const share = <T>(list: readonly T[], part: number, parts: number) =>
  list.filter((_, index) => index % parts === part);

describe('layout and accessibility: every screen at a desk and on a phone, in both languages and themes', () => {
  let harborId = '';
  let links: Awaited<ReturnType<typeof guestLinks>>;
  const started = Date.now();
  afterAll(() => {
    console.info(`layout check: ${Math.round((Date.now() - started) / 1000)} s with ${PAGES} pages at once`);
  });

  it('opens every screen of the catalogue with some seeded role', () => {
    const covered = ACCOUNTS.flatMap(({ role }) => screensFor(role, MENU_CATALOGUE));
    expect(covered.sort()).toEqual(MENU_CATALOGUE.map((item) => item.path).sort());
  });

  it('opens every route of the route table, or says why not', () => {
    const opened = new Set(
      [...MENU_CATALOGUE, ...PLATFORM_MENU]
        .map((item) => item.path.slice(1))
        .concat(
          PUBLIC_PAGES.map((path) => path.replace('/auth/', '')),
          [...ADMIN_EXTRA, ...DRIVER_EXTRA].map((path) => path.slice(1)),
        ),
    );
    const routes = tablePaths();
    const unexplained = routes.filter((route) => {
      if (route in NOT_OPENED || OPENED_WITH_IDS.includes(route)) return false;
      // A route with parameters is opened when some opened path holds its fixed segments in a row.
      const fixed = route
        .split('/')
        .filter((part) => !part.startsWith(':') && part !== '*')
        .join('/');
      return ![...opened].some((path) => `/${path}/`.includes(`/${fixed}/`));
    });
    expect(unexplained).toEqual([]);
  });

  // What the guest pages and the platform's usage screen open: a booking, a wait-list place, the company.
  it('books a ride and a wait-list place for the guest pages', async () => {
    const context = await freshContext();
    try {
      const page = await context.newPage();
      await signIn(page, DEMO_ACCOUNTS.harborView.admin);
      harborId = await companyIdOf(page);
      links = await guestLinks(page, 'Layout Guest');
    } finally {
      await context.close();
    }
  }, 120_000);

  // The screens in several pages at once, each test in a context of its own.
  describe.concurrent('every screen', () => {
    it('the public pages', async ({ expect }) => {
      expect(await checkAs(null, PUBLIC_PAGES, true)).toBe('');
    }, 300_000);

    // The administrator opens most screens: its share is split so that no one page holds the run up.
    const ADMIN_PARTS = Math.max(1, PAGES - 1);
    for (const { role, email } of ACCOUNTS) {
      const parts = role === 'ADMIN' ? ADMIN_PARTS : 1;
      for (let part = 0; part < parts; part += 1) {
        const name = parts > 1 ? ` (${part + 1} of ${parts})` : '';
        it(`the screens a ${role} opens first${name}`, async ({ expect }) => {
          const extra =
            role === 'ADMIN'
              ? [...ADMIN_EXTRA, `/MultiTripSummery/${links.partyId}/print/true/x`]
              : role === 'DRIVER'
                ? [...DRIVER_EXTRA]
                : [];
          const paths = share([...screensFor(role, MENU_CATALOGUE), ...extra], part, parts);
          expect(await checkAs(email, paths)).toBe('');
        }, 900_000);
      }
    }

    it('the guest pages', async ({ expect }) => {
      const key = links.ride.split('/').at(-1) ?? '';
      const paths = [
        links.ride,
        links.waitList,
        `/FeedBack/${key}/${harborId}`,
        `/EditReservation/${key}/edit/${harborId}/x/x/x/x`,
      ];
      expect(await checkAs(null, paths, true)).toBe('');
    }, 300_000);

    it('the platform screens', async ({ expect }) => {
      const paths = [
        ...PLATFORM_MENU.map((item) => item.path),
        `/SuperAdmin/CompanyPackageUsage/${harborId}`,
      ];
      expect(await checkAs(DEMO_ACCOUNTS.superadmin, paths)).toBe('');
    }, 300_000);

    it('a kiosk of each type, as a guest finds it', async ({ expect }) => {
      const found = newWalk();
      const context = await freshContext();
      try {
        const page = await context.newPage();
        await signIn(page, DEMO_ACCOUNTS.harborView.admin);
        for (const type of ['dispatch', 'parking', 'guest'] as const) {
          if (!wanted(`kiosk ${type}`)) continue;
          const { code } = await setUpKiosk(page, type, { offerWaitList: true });
          const kiosk = await pairedKioskPage(browser(), code);
          await checkScreen(kiosk.page, `kiosk ${type}`, found, 0);
          await kiosk.context.close();
        }
      } finally {
        await context.close();
      }
      expect(describeWalk(found)).toBe('');
    }, 300_000);
  });
});

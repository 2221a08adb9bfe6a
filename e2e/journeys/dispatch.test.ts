import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations, withAxe } from '../support/axe.ts';
import { BOARD, fillTime, lane, partyCard } from '../support/booking.ts';
import { screenshot, useBrowser } from '../support/browser.ts';
import { companyDay, laterToday } from '../support/company-clock.ts';
import { signedInPage } from '../support/session.ts';

const browser = useBrowser();

interface Booking {
  guest: string;
  to: string;
  adults: number;
  luggage: number;
  coupon?: { code: string; discount: string };
}

/**
 * Books a reservation for later today through "New reservation"; answers the party's number (from the
 * dialog's "Party #N saved") with the dialog left on its payment step.
 */
async function book(page: Page, booking: Booking): Promise<{ number: string; dialog: Locator }> {
  await page.getByRole('button', { name: 'New reservation' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New reservation' });
  await dialog.getByRole('radio', { name: 'Reservation' }).check({ force: true });
  expect(await dialog.getByRole('radio', { name: 'Reservation' }).isChecked()).toBe(true);
  await dialog.getByLabel('Guest name').fill(booking.guest);
  await dialog.getByLabel('Adults').fill(String(booking.adults));
  await dialog.getByLabel('Luggage items').fill(String(booking.luggage));
  await dialog.getByLabel('Room number').fill('1204');
  await dialog.getByRole('textbox', { name: 'From', exact: true }).click();
  await page.getByRole('option', { name: 'Harbor View Hotel lobby' }).click();
  await dialog.getByRole('textbox', { name: 'To', exact: true }).click();
  await page.getByRole('option', { name: booking.to }).click();
  await dialog.getByRole('textbox', { name: 'Trip', exact: true }).waitFor();
  await fillTime(dialog, 'Time', laterToday(20));
  const preview = dialog.getByRole('table', { name: 'Estimated cost' });
  await preview.waitFor();
  if (booking.coupon) {
    await dialog.getByLabel('Coupon code').fill(booking.coupon.code);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText(`Coupon ${booking.coupon.code} applied`).waitFor();
    expect(await preview.getByRole('row', { name: /Discount/ }).textContent()).toBe(
      `Discount${booking.coupon.discount}`,
    );
  }
  return { number: await save(dialog), dialog };
}

async function save(dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  const saved = dialog.getByText(/^Party #\d+ saved$/);
  await saved.waitFor();
  const number = (await saved.textContent())?.match(/#(\d+)/)?.[1];
  if (!number) throw new Error('no party number in the saved message');
  return number;
}

const openContext = (email: string) => signedInPage(browser(), email);

/**
 * Today (or a day after it) in the company's zone as every screen writes a day (`formatDay`), written by the
 * browser's own Intl so the expected text follows its ICU data: "Thu 26 Nov 2026", "الخميس، ٢٦ نوفمبر ٢٠٢٦".
 */
function writtenDay(page: Page, locale: string, daysFromToday = 0): Promise<string> {
  return page.evaluate<string>(`(() => {
    const day = new Date(${JSON.stringify(companyDay(daysFromToday))} + 'T00:00:00Z');
    return new Intl.DateTimeFormat(${JSON.stringify(locale)}, {
      weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC',
    }).format(day);
  })()`);
}

/** The accessible name of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate<string | null>("document.activeElement?.getAttribute('aria-label') ?? null");

describe('dispatch', () => {
  it('books, converts, assigns, drives with an undo, cancels with a refund and refuses a stale action', async () => {
    const stamp = Date.now().toString(36);
    const guest = `Journey Guest ${stamp}`;
    const second = `Refund Guest ${stamp}`;
    const { context: dispatcherContext, page: board } = await openContext('dispatcher@harborview.example');
    const { context: driverContext, page: driver } = await openContext('driver1@harborview.example');
    const { context: adminContext, page: adminPage } = await openContext('admin@harborview.example');
    try {
      await board.goto(BOARD);
      await lane(board, 'Reservation').waitFor();
      // Full cards, each action a button of its own (compact cards keep them under one menu); saved per user.
      await board.getByRole('button', { name: 'Layout' }).click();
      await board.getByRole('switch', { name: 'Compact cards' }).uncheck();
      await board.keyboard.press('Escape');
      // The board follows the event stream only: any full page load would hide that.
      let pageLoads = 0;
      board.on('load', () => {
        pageLoads += 1;
      });

      // 1. A reservation for later today, with a coupon: the preview shows the discount.
      const { number } = await book(board, {
        guest,
        to: 'JFK Terminal 4',
        adults: 2,
        luggage: 1,
        // 10 % of two adults at $39.00 and a bag at $5.00.
        coupon: { code: 'WELCOME10', discount: '−$8.30' },
      });
      await board.getByRole('button', { name: 'Skip' }).click();
      await board.getByRole('dialog', { name: 'New reservation' }).waitFor({ state: 'hidden' });
      const reserved = partyCard(lane(board, 'Reservation'), guest);
      await reserved.waitFor();
      expect(await reserved.getAttribute('aria-label')).toBe(`Party ${number}, ${guest}`);

      // 2. To pending, then a stale second board page and a driver assignment.
      await reserved.getByRole('button', { name: 'Move to pending' }).click();
      const pending = partyCard(lane(board, 'Pending'), guest);
      await pending.waitFor();

      const stale = await dispatcherContext.newPage();
      await stale.route('**/api/events**', (route) => route.abort());
      await stale.goto(BOARD);
      await partyCard(lane(stale, 'Pending'), guest).waitFor();

      await pending.getByRole('button', { name: 'Assign driver' }).click();
      const assign = board.getByRole('dialog', { name: `Assign a driver to party ${number}` });
      await assign.getByRole('radio', { name: /Sam Patel/ }).check();
      await assign.getByRole('button', { name: 'Assign', exact: true }).click();
      await assign.waitFor({ state: 'hidden' });
      const dispatched = partyCard(lane(board, 'Dispatched'), guest);
      await dispatched.waitFor();
      await expect.poll(() => dispatched.textContent()).toContain('Sam Patel');
      await screenshot(board, 'dispatch-board');

      // 6. The stale page still shows the party pending; its assignment is refused and the board refreshed.
      const staleCard = partyCard(lane(stale, 'Pending'), guest);
      expect(await staleCard.isVisible()).toBe(true);
      await staleCard.getByRole('button', { name: 'Assign driver' }).click();
      const staleAssign = stale.getByRole('dialog', { name: `Assign a driver to party ${number}` });
      await staleAssign.getByRole('radio', { name: /Sam Patel/ }).check();
      await staleAssign.getByRole('button', { name: 'Assign', exact: true }).click();
      await stale.getByText('Someone else changed this party; the board has been refreshed').waitFor();
      await partyCard(lane(stale, 'Dispatched'), guest).waitFor();
      await screenshot(stale, 'dispatch-conflict');
      await stale.close();

      // 3. The driver takes the ride; each step moves the dispatcher's card without a reload.
      await driver.goto('/MyStatus');
      const ride = partyCard(driver, guest);
      await ride.getByRole('button', { name: 'Pick up' }).click();
      const pickedUp = partyCard(lane(board, 'Picked up'), guest);
      await pickedUp.waitFor();
      await ride.getByRole('button', { name: 'Undo pick-up' }).waitFor();
      await screenshot(driver, 'dispatch-driver-ride');

      // 4. The dispatcher takes the pick-up back; the driver sees it and picks up again.
      await pickedUp.getByRole('button', { name: 'More actions' }).click();
      await board.getByRole('menuitem', { name: 'Undo pick-up' }).click();
      await partyCard(lane(board, 'Dispatched'), guest).waitFor();
      await ride.getByRole('button', { name: 'Pick up' }).click();
      await partyCard(lane(board, 'Picked up'), guest).click();
      const drawer = board.getByRole('dialog', { name: `Party ${number}` });
      const history = drawer.getByLabel('History');
      await history.getByText('Undo pick-up').waitFor();
      await history.getByText('Booked', { exact: true }).waitFor();
      const undone = history.locator('[data-undone]');
      expect(await undone.count()).toBe(1);
      expect(await undone.textContent()).toContain('Pick up');
      expect(await undone.textContent()).toContain('Undone');
      expect(await history.getByText('Pick up', { exact: true }).count()).toBe(2);
      await expect
        .poll(() => drawer.getByRole('table', { name: 'Costs' }).textContent())
        .toMatch(/Discount \(Coupon WELCOME10\)\W*\$8\.30/);
      await history.scrollIntoViewIfNeeded();
      await screenshot(board, 'dispatch-drawer-timeline');
      await board.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      await ride.getByRole('button', { name: 'In transit' }).click();
      await partyCard(lane(board, 'In transit'), guest).waitFor();
      await ride.getByRole('button', { name: 'Drop off' }).click();
      await expect.poll(() => partyCard(board, guest).count()).toBe(0);
      await driver.getByRole('list', { name: 'Completed today' }).getByText(guest).waitFor();
      expect(pageLoads).toBe(0);

      // 5. A second party, paid in cash when booked, cancelled with a partial refund.
      const paid = await book(board, { guest: second, to: 'LaGuardia Terminal B', adults: 1, luggage: 0 });
      await paid.dialog.getByRole('button', { name: 'Record payment' }).click();
      await paid.dialog.getByText(/^Payment of \$[\d.]+ recorded$/).waitFor();
      await paid.dialog.getByRole('button', { name: 'Done' }).click();
      // The dispatcher may cancel but not refund: the dialog offers no refund.
      const secondCard = partyCard(lane(board, 'Reservation'), second);
      await secondCard.getByRole('button', { name: 'More actions' }).click();
      await board.getByRole('menuitem', { name: 'Cancel party' }).click();
      const withheld = board.getByRole('dialog', { name: `Cancel party ${paid.number}` });
      await withheld.getByText('You may cancel this party but not refund it.').waitFor();
      expect(await withheld.getByRole('radio', { name: 'Partial refund' }).isDisabled()).toBe(true);
      await withheld.getByRole('button', { name: 'Keep it' }).click();
      await withheld.waitFor({ state: 'hidden' });

      // The administrator cancels it with a partial refund from the party's drawer.
      await adminPage.goto(BOARD);
      await partyCard(lane(adminPage, 'Reservation'), second).getByText(second).click();
      const secondDrawer = adminPage.getByRole('dialog', { name: `Party ${paid.number}` });
      const payments = secondDrawer.getByRole('table', { name: 'Payments' });
      await payments.getByText('Payment', { exact: true }).waitFor();
      await secondDrawer.getByRole('button', { name: 'Cancel party' }).click();
      const cancel = adminPage.getByRole('dialog', { name: `Cancel party ${paid.number}` });
      await cancel.getByRole('radio', { name: 'Partial refund' }).check();
      await cancel.getByLabel('Refund amount').fill('10');
      await cancel.getByRole('button', { name: 'Cancel the party' }).click();
      await cancel.waitFor({ state: 'hidden' });
      await payments.getByRole('row', { name: /Refund/ }).waitFor();
      expect(await payments.getByRole('row', { name: /Refund/ }).textContent()).toContain('$10.00');
      expect(await secondDrawer.getByRole('table', { name: 'Costs' }).textContent()).toContain(
        'Refunded$10.00',
      );
      await secondDrawer.getByLabel('History').getByText('Cancel party').waitFor();
      await secondDrawer.getByText('Cancelled', { exact: true }).first().waitFor();
      // A cancelled party takes no payment: the drawer no longer offers one.
      expect(await secondDrawer.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
      await payments.scrollIntoViewIfNeeded();
      await screenshot(adminPage, 'dispatch-cancel-refund');
      // The dispatcher's board drops the cancelled party without a reload.
      await expect.poll(() => partyCard(board, second).count()).toBe(0);
      expect(pageLoads).toBe(0);
    } catch (error) {
      const pages = [...dispatcherContext.pages(), ...adminContext.pages()];
      for (const [index, page] of pages.entries()) await screenshot(page, `dispatch-failed-${index}`);
      await screenshot(driver, 'dispatch-failed-driver');
      throw error;
    } finally {
      await adminContext.close();
      await driverContext.close();
      await dispatcherContext.close();
    }
  });

  it('picks the day from a month and works the board with the keyboard alone', async () => {
    const { context, page } = await openContext('dispatcher@harborview.example');
    await withAxe(context);
    try {
      await page.goto(BOARD);
      await page.getByRole('article').first().waitFor();
      const today = await writtenDay(page, 'en-GB');
      // The arrows walk the days of the month shown: on its last day the walk goes back a day instead of on.
      const next = await writtenDay(page, 'en-GB', 1);
      const sameMonth = next.split(' ').slice(2).join(' ') === today.split(' ').slice(2).join(' ');
      const otherDay = sameMonth ? next : await writtenDay(page, 'en-GB', -1);
      const day = page.getByRole('button', { name: `Date: ${today}, choose another` });
      expect(await day.textContent()).toBe(today);

      // The month opens on the board's day, with the focus on it; the arrows walk the days, Enter picks one.
      await day.focus();
      await page.keyboard.press('Enter');
      const month = page.getByRole('dialog', { name: `Date: ${today}, choose another` });
      await month.getByRole('button', { name: 'Next month' }).waitFor();
      await expect.poll(() => focusedName(page)).toBe(today);
      // (No screenshot here: a full-page one resizes the window, which may hide the month and drop its focus.)
      expect(describeFindings({ 'board, month open': await seriousViolations(page) })).toBe('');
      await page.keyboard.press(sameMonth ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(() => focusedName(page)).toBe(otherDay);
      await page.keyboard.press('Enter');
      await month.waitFor({ state: 'hidden' });
      const picked = page.getByRole('button', { name: `Date: ${otherDay}, choose another` });
      await expect.poll(() => picked.textContent()).toBe(otherDay);
      expect(page.url()).toMatch(/[?&]date=\d{4}-\d{2}-\d{2}/);
      // The focus is back on the day: Tab past the day after it to "Today", and Enter.
      await expect.poll(() => focusedName(page)).toBe(`Date: ${otherDay}, choose another`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => day.textContent()).toBe(today);
      expect(page.url()).not.toContain('date=');

      // Cards by keyboard (the board's keys work wherever the focus is, outside fields): j takes the first card, Enter opens it, Escape gives the focus back to the card.
      await page.keyboard.press('j');
      const first = page.locator('[role="article"][aria-current="true"]');
      await first.waitFor();
      const name = await first.getAttribute('aria-label');
      await expect.poll(() => focusedName(page)).toBe(name);
      const number = name?.match(/^Party (\d+),/)?.[1];
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: `Party ${number}` });
      await drawer.waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => focusedName(page)).toBe(name);
    } finally {
      await context.close();
    }
  });

  it('shows the board dark and right to left', async () => {
    const { context, page } = await openContext('dispatcher@harborview.example');
    await withAxe(context);
    try {
      await page.evaluate(
        "localStorage.setItem('curbside.color-scheme', 'dark'); localStorage.setItem('curbside.language', 'ar')",
      );
      await page.goto(BOARD);
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
      await page.getByRole('article').first().waitFor();
      await screenshot(page, 'dispatch-board-dark-arabic');
      // The day in Arabic, and its month with Arabic names.
      const today = await writtenDay(page, 'ar');
      await page.getByRole('button', { name: `التاريخ: ${today}، اختر يومًا آخر` }).click();
      const month = page.getByRole('dialog', { name: `التاريخ: ${today}، اختر يومًا آخر` });
      await month.getByRole('button', { name: 'الشهر التالي' }).waitFor();
      await expect.poll(() => focusedName(page)).toBe(today);
      expect(describeFindings({ 'board, month open, dark, Arabic': await seriousViolations(page) })).toBe('');
      await screenshot(page, 'dispatch-day-picker-dark-arabic');
    } finally {
      await context.close();
    }
  });
});

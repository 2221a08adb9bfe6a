import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { BOARD, fillLobbyToJfk, lane, openBoardFullCards, partyCard } from '../support/booking.ts';
import { baseUrl, screenshot, useBrowser } from '../support/browser.ts';
import { companyDay } from '../support/company-clock.ts';
import { guestLinks } from '../support/guest-links.ts';
import { expectAxeClean, pairedKioskPage, setUpKiosk, toTomorrowsJfkSeats } from '../support/kiosk.ts';
import { adminAndDispatcher } from '../support/session.ts';
import { apiCall } from '../support/sms.ts';

const browser = useBrowser();

/** The company's rule under test, and the words every channel refuses a larger party with. */
const LARGEST_PARTY = 4;
const TOO_LARGE = `A party is at most ${LARGEST_PARTY} guests.`;
/** The company's own question, required wherever a booking is made, and the words for it left blank. */
const FIELD = 'Loyalty number';
const UNANSWERED = 'Please answer this';

/** The board's card of `guest` in the Reservation lane of the day open on `board`, with the answer shown. */
async function expectAnswerOnCard(board: Page, guest: string, answer: string) {
  await partyCard(lane(board, 'Reservation'), guest).getByText(`${FIELD}: ${answer}`).waitFor();
}

/**
 * A booking form (`form`, sent by `send`) with a party too large: the question left blank is refused on its field
 * before anything is sent; answered (`answer`), the party is refused by the server's rule, in the rule's words.
 */
async function refusedBlankThenTooLarge(form: Page | Locator, send: Locator, answer: string) {
  await send.click();
  await form.getByText(UNANSWERED).waitFor();
  await form.getByRole('textbox', { name: FIELD }).fill(answer);
  await send.click();
  await form.getByRole('alert').getByText(TOO_LARGE).waitFor();
}

/** The console: the dispatcher's "New reservation" for later today, with `adults` guests and `answer`. */
async function consoleBooking(board: Page, guest: string) {
  const dialog = await fillLobbyToJfk(board, { guest, adults: LARGEST_PARTY + 1, minutesAhead: 30 });
  const book = dialog.getByRole('button', { name: 'Book', exact: true });

  await refusedBlankThenTooLarge(dialog, book, 'GOLD-CONSOLE');
  await screenshot(board, 'cross-channel-console-refused');
  await dialog.getByLabel('Adults').fill(String(LARGEST_PARTY));
  await book.click();
  await dialog.getByText(/^Party #\d+ saved$/).waitFor();
  await board.getByRole('button', { name: 'Skip' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The guest's link: a change of their booking to a larger party, the question asked there too. */
async function guestLinkChange(guestPage: Page, link: string) {
  await guestPage.goto(link);
  await guestPage.getByRole('link', { name: 'Change or cancel my booking' }).click();
  const save = guestPage.getByRole('button', { name: 'Save changes' });
  await save.waitFor();
  await guestPage.getByLabel('Adults').fill(String(LARGEST_PARTY + 1));
  await refusedBlankThenTooLarge(guestPage, save, 'GOLD-LINK');
  await screenshot(guestPage, 'cross-channel-guest-link-refused');
  await guestPage.getByLabel('Adults').fill(String(LARGEST_PARTY - 1));
  await save.click();
  await guestPage.getByText('Your booking is updated.').waitFor();
}

/** A Reservation kiosk: seats on tomorrow's shuttle to JFK, more than the company takes at first. */
async function kioskBooking(kiosk: Page, guest: string) {
  await toTomorrowsJfkSeats(kiosk);
  const more = kiosk.getByRole('button', { name: 'More Adults' });
  for (let added = 1; added <= LARGEST_PARTY; added += 1) await more.click();
  await kiosk.getByLabel('Your name').fill(guest);
  await kiosk.getByLabel('Room number', { exact: true }).fill('1207');
  await kiosk.getByRole('button', { name: 'Pay at the desk' }).click();
  const next = kiosk.getByRole('button', { name: 'Next' });
  await next.click();
  await kiosk.getByText(UNANSWERED).waitFor();
  await kiosk.getByRole('textbox', { name: FIELD }).fill('GOLD-KIOSK');
  await next.click();
  // The price is shown; the booking is where the rule refuses, and the guest is back at the seats, told why.
  await kiosk.getByRole('heading', { name: 'Check your booking' }).waitFor();
  await kiosk.getByRole('button', { name: 'Book my seats' }).click();
  await kiosk.getByRole('alert').getByText(TOO_LARGE).waitFor();
  await kiosk.getByRole('heading', { name: 'Seats and details' }).waitFor();
  await expectAxeClean(kiosk, 'a booking rule refused');
  await screenshot(kiosk, 'cross-channel-kiosk-refused');
  await kiosk.getByRole('button', { name: 'Fewer Adults' }).click();
  await kiosk.getByRole('button', { name: 'Fewer Adults' }).click();
  await next.click();
  await kiosk.getByRole('heading', { name: 'Check your booking' }).waitFor();
  await kiosk.getByRole('button', { name: 'Book my seats' }).click();
  await kiosk.getByRole('heading', { name: 'Your seats are booked' }).waitFor();
}

describe('one booking rule and one booking field on every channel', () => {
  it('refuses a party too large and a blank question the same way at the console, on the guest link and at a kiosk, and shows each answer to staff', async () => {
    const stamp = Date.now().toString(36);
    const guests = { console: `Desk ${stamp}`, link: `Link ${stamp}`, kiosk: `Kiosk ${stamp}` };
    const [admin, desk] = await adminAndDispatcher(browser());
    const guestContext = await browser().newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
    });
    guestContext.setDefaultTimeout(15_000);
    // The guest's booking is made before the question exists: the link is where the guest first answers it.
    const { ride } = await guestLinks(admin.page, guests.link);
    const rules = await apiCall<Record<string, unknown>>(admin.page, 'ConfigReservation/GetResSettings', {});
    await apiCall(admin.page, 'ConfigReservation/UpdateConfigReservation', {
      ...rules,
      maxPartySize: LARGEST_PARTY,
    });
    const field = await apiCall<{ id: string }>(admin.page, 'PageSettings/AddOrEditCustomField', {
      label: { en: FIELD, ar: 'رقم الولاء' },
      kind: 'text',
      required: true,
      onReservationForm: true,
      onGuestLink: true,
      onKiosk: true,
      onBoardCard: true,
    });
    const board = desk.page;
    try {
      // (a) The console.
      await openBoardFullCards(board);
      await consoleBooking(board, guests.console);
      await expectAnswerOnCard(board, guests.console, 'GOLD-CONSOLE');

      // (b) The guest's link.
      await guestLinkChange(await guestContext.newPage(), ride);

      // (c) A Reservation kiosk in the lobby.
      const { code } = await setUpKiosk(admin.page, 'reservation', { idleSeconds: 600 });
      const kiosk = await pairedKioskPage(browser(), code);
      try {
        await kioskBooking(kiosk.page, guests.kiosk);
      } catch (error) {
        await screenshot(kiosk.page, 'cross-channel-failed-kiosk');
        throw error;
      } finally {
        await kiosk.context.close();
      }

      // Staff see the answers given on the link and at the kiosk on tomorrow's cards.
      await board.goto(`${BOARD}?date=${companyDay(1)}`);
      await expectAnswerOnCard(board, guests.link, 'GOLD-LINK');
      await expectAnswerOnCard(board, guests.kiosk, 'GOLD-KIOSK');
      await screenshot(board, 'cross-channel-board');
    } catch (error) {
      for (const [index, page] of guestContext.pages().entries())
        await screenshot(page, `cross-channel-failed-guest-${index}`);
      await screenshot(board, 'cross-channel-failed-board');
      throw error;
    } finally {
      // The rule and the question are the company's: the journeys after this one book as before.
      await apiCall(admin.page, 'PageSettings/EnableDisableCustomFeilds', { id: field.id, active: false });
      await apiCall(admin.page, 'ConfigReservation/UpdateConfigReservation', rules);
      await guestContext.close();
      await Promise.all([desk.context.close(), admin.context.close()]);
    }
    // Three channels in one journey: more steps than the journeys' usual budget allows on a loaded machine.
  }, 240_000);
});

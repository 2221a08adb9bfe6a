import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { BOARD, fillTime } from './booking.ts';
import { latestEmailTo } from './browser.ts';
import { laterToday } from './company-clock.ts';

/** The words of the sign-up screens a journey reads, in the language it runs in. */
export interface SignUpWords {
  title: string;
  company: string;
  yourName: string;
  email: string;
  submit: string;
  sent: string;
  verifyFor: (hotel: string) => string;
  newPassword: RegExp;
  confirmPassword: RegExp;
  create: string;
  ready: RegExp;
}

/** A sign-up's page as each step leaves it, for a journey to check before the next step. */
export interface SignUpSteps {
  /** The form filled in, before it is sent. */
  filled?: (page: Page) => Promise<void>;
  /** The page saying a link is on its way. */
  sent?: (page: Page) => Promise<void>;
  /** The e-mailed link opened: the password form. */
  verifying?: (page: Page) => Promise<void>;
  /** The company made. */
  ready?: (page: Page) => Promise<void>;
}

/**
 * A hotel signs itself up at `/auth/registerformik`, opens the link the e-mail brings and chooses its password
 * there, which makes the company.
 */
export async function signUpHotel(
  page: Page,
  hotel: { name: string; administrator: string; email: string; password: string },
  words: SignUpWords,
  steps: SignUpSteps = {},
): Promise<void> {
  await page.goto('/auth/registerformik');
  await page.getByRole('heading', { name: words.title }).waitFor();
  await page.getByLabel(new RegExp(`^${words.company}`)).fill(hotel.name);
  await page.getByLabel(new RegExp(`^${words.yourName}`)).fill(hotel.administrator);
  await page.getByLabel(new RegExp(`^${words.email}`)).fill(hotel.email);
  await steps.filled?.(page);
  await page.getByRole('button', { name: words.submit }).click();
  await page.getByText(words.sent).waitFor();
  await steps.sent?.(page);

  const message = await latestEmailTo(hotel.email);
  const link = message.split(/\r?\n/).find((line) => line.includes('/auth/registerformik?'));
  if (!link) throw new Error(`no sign-up link in:\n${message}`);
  const url = new URL(link.trim());
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByText(words.verifyFor(hotel.name)).waitFor();
  await page.getByLabel(words.newPassword).fill(hotel.password);
  await page.getByLabel(words.confirmPassword).fill(hotel.password);
  await steps.verifying?.(page);
  await page.getByRole('button', { name: words.create }).click();
  await page.getByText(words.ready).waitFor();
  await steps.ready?.(page);
}

/** Opens a select by its label (inside `scope`) and picks one of its options. */
async function pick(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A place of the company, as the locations screen's dialog takes it. */
export interface Place {
  name: string;
  kind: 'Hotel' | 'Airport';
  latitude: string;
  longitude: string;
}

/** Adds a location on the locations screen (open) through its dialog, and waits for it in the table. */
export async function addPlace(page: Page, place: Place): Promise<void> {
  // An empty screen offers the add button in its empty state too; the toolbar's comes first.
  await page.getByRole('button', { name: 'Add location' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(place.name);
  await pick(page, dialog, 'Kind', place.kind);
  await dialog.getByLabel('Latitude').fill(place.latitude);
  await dialog.getByLabel('Longitude').fill(place.longitude);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: 'Locations' }).getByText(place.name).waitFor();
}

/** Makes a trip between two places in the guided trip builder, priced per adult, with no fixed departures. */
export async function addTrip(page: Page, from: string, to: string, adultPrice: string): Promise<void> {
  await page.goto('/Locations/NewTrips');
  await page.getByRole('heading', { name: 'New trip' }).waitFor();
  await pick(page, page, 'From', from);
  await pick(page, page, 'To', to);
  await page.getByLabel('Adult price').fill(adultPrice);
  await page.getByLabel('Child price').fill('0');
  await page.getByLabel('Luggage price').fill('0');
  await page.getByRole('button', { name: 'Create trip' }).click();
  await page.waitForURL('**/Locations/Trips');
  await page.getByRole('table', { name: 'Trips' }).getByText(from).first().waitFor();
}

/**
 * Books a reservation for later today from the board's "New reservation", between two places of the company,
 * in its time zone `zone`; answers the party's number.
 */
export async function bookParty(
  board: Page,
  party: { guest: string; phone: string; from: string; to: string; zone: string },
): Promise<string> {
  await board.goto(BOARD);
  await board.getByRole('button', { name: 'New reservation' }).first().click();
  const dialog = board.getByRole('dialog', { name: 'New reservation' });
  await dialog.getByRole('radio', { name: 'Reservation' }).check({ force: true });
  await dialog.getByLabel('Phone').fill(party.phone);
  await dialog.getByLabel('Guest name').fill(party.guest);
  await dialog.getByLabel('Adults').fill('2');
  await dialog.getByLabel('Room number').fill('12');
  await pick(board, dialog, 'From', party.from);
  await pick(board, dialog, 'To', party.to);
  await dialog.getByRole('textbox', { name: 'Trip', exact: true }).waitFor();
  await fillTime(dialog, 'Time', laterToday(30, party.zone));
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  const saved = dialog.getByText(/^Party #\d+ saved$/);
  await saved.waitFor();
  const number = (await saved.textContent())?.match(/#(\d+)/)?.[1];
  expect(number).toMatch(/^\d+$/);
  await board.getByRole('button', { name: 'Skip' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return number ?? '';
}

/**
 * The words in Latin letters a person reads or hears on the page, written in the page's language (`html[lang]`),
 * once the `allowed` ones (what they typed, the brand) are taken out: the text of what is shown (a closed list's
 * options are not), and the placeholders, labels, titles and image descriptions. A part marked in another
 * language (the switch's "EN") is left out: it is meant.
 */
export async function latinWords(page: Page, allowed: readonly string[]): Promise<string[]> {
  const text = await page.evaluate<string>(`(() => {
    const language = document.documentElement.lang;
    const read = (element) =>
      element.checkVisibility() && (element.closest('[lang]')?.getAttribute('lang') ?? language) === language;
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && read(parent)) texts.push(node.data);
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (!read(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
    }
    return [document.title, ...texts].join('\\n');
  })()`);
  const rest = allowed.reduce((left, word) => left.split(word).join(' '), text);
  return [...new Set(rest.match(/[A-Za-z]{2,}/g) ?? [])];
}

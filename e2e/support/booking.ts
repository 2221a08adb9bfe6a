import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { laterToday } from './company-clock.ts';
import { guestViewLinkInText, useTwilio } from './sms.ts';

/** The dispatch board's full-page path (the specification's spelling). */
export const BOARD = '/TrasactionManagement/RecordManagement';

/**
 * Types `time` (`HH:mm` on 24 hours) into the time field labelled `label`, on whichever clock it shows: hours
 * and minutes, and am or pm where the company's clock is 12-hour (ADR 0127).
 */
export async function fillTime(scope: Page | Locator, label: string, time: string): Promise<void> {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const half = scope.getByRole('combobox', { name: `${label}: am or pm` });
  const twelve = (await half.count()) > 0;
  const shown = twelve ? ((hours + 11) % 12) + 1 : hours;
  await scope.getByRole('spinbutton', { name: `${label}: hours` }).fill(String(shown).padStart(2, '0'));
  await scope.getByRole('spinbutton', { name: `${label}: minutes` }).fill(String(minutes).padStart(2, '0'));
  if (twelve) await half.selectOption(hours < 12 ? 'am' : 'pm');
}

/** Opens the board with full cards, each action a button of its own (compact cards keep them under a menu). */
export async function openBoardFullCards(board: Page): Promise<void> {
  await board.goto(BOARD);
  await board.getByRole('region', { name: 'Reservation', exact: true }).waitFor();
  await board.getByRole('button', { name: 'Layout' }).click();
  await board.getByRole('switch', { name: 'Compact cards' }).uncheck();
  await board.keyboard.press('Escape');
}

/** A lane of the board by its name (Reservation, Pending, Dispatched…). */
export const lane = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** A party's card on the board, or a driver's ride card, by its guest's name. */
export function partyCard(scope: Page | Locator, guest: string): Locator {
  return scope.getByRole('article', { name: new RegExp(`${guest}$`) });
}

/**
 * Opens the board's "New reservation" and fills a reservation from the hotel's lobby to JFK, `minutesAhead` from
 * now, for room 1204: the guest's name, the adults and, given one, the phone. Answers the dialog, not yet booked.
 */
export async function fillLobbyToJfk(
  board: Page,
  fields: { guest: string; adults: number; phone?: string; minutesAhead: number },
): Promise<Locator> {
  // An empty board offers the same button again in its empty state; the toolbar's comes first.
  await board.getByRole('button', { name: 'New reservation' }).first().click();
  const dialog = board.getByRole('dialog', { name: 'New reservation' });
  await dialog.getByRole('radio', { name: 'Reservation' }).check({ force: true });
  if (fields.phone !== undefined) await dialog.getByLabel('Phone').fill(fields.phone);
  await dialog.getByLabel('Guest name').fill(fields.guest);
  await dialog.getByLabel('Adults').fill(String(fields.adults));
  await dialog.getByLabel('Room number').fill('1204');
  await dialog.getByRole('textbox', { name: 'From', exact: true }).click();
  await board.getByRole('option', { name: 'Harbor View Hotel lobby' }).click();
  await dialog.getByRole('textbox', { name: 'To', exact: true }).click();
  await board.getByRole('option', { name: 'JFK Terminal 4' }).click();
  await dialog.getByRole('textbox', { name: 'Trip', exact: true }).waitFor();
  await fillTime(dialog, 'Time', laterToday(fields.minutesAhead));
  return dialog;
}

/**
 * Books a reservation from the hotel's lobby to JFK for later today through the board's "New reservation",
 * with the guest's mobile number and "Send the guest a message" left on; answers the party's number.
 */
export async function bookWithPhone(board: Page, guest: string, phone: string): Promise<string> {
  const dialog = await fillLobbyToJfk(board, { guest, adults: 1, phone, minutesAhead: 20 });
  expect(await dialog.getByRole('checkbox', { name: 'Send the guest a message' }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  const saved = dialog.getByText(/^Party #\d+ saved$/);
  await saved.waitFor();
  const number = (await saved.textContent())?.match(/#(\d+)/)?.[1];
  if (!number) throw new Error('no party number in the saved message');
  await board.getByRole('button', { name: 'Skip' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return number;
}

/**
 * Set-up a journey does not test: the company texts through the fake Twilio (switched by its administrator on
 * `admin`), and the board, with full cards, books a reservation from the lobby with the guest's phone. Answers
 * the party's number and the guest's link, from the text the booking sent.
 */
export async function bookTexted(
  admin: Page,
  board: Page,
  guest: string,
  phone: string,
): Promise<{ number: string; link: string }> {
  await useTwilio(admin);
  await openBoardFullCards(board);
  const number = await bookWithPhone(board, guest, phone);
  return { number, link: await guestViewLinkInText(phone) };
}

/** Moves a booked party to pending and assigns it to Sam Patel; waits for its card in the Dispatched lane. */
export async function assignToSamPatel(board: Page, guest: string, number: string): Promise<void> {
  await partyCard(lane(board, 'Reservation'), guest).getByRole('button', { name: 'Move to pending' }).click();
  await partyCard(lane(board, 'Pending'), guest).getByRole('button', { name: 'Assign driver' }).click();
  const assign = board.getByRole('dialog', { name: `Assign a driver to party ${number}` });
  await assign.getByRole('radio', { name: /Sam Patel/ }).check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await partyCard(lane(board, 'Dispatched'), guest).waitFor();
}

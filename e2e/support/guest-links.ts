import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { companyDay } from './company-clock.ts';
import { apiCall, textsTo, useTwilio } from './sms.ts';

/** A demo location's id by its name. */
async function placeId(admin: Page, name: string): Promise<string> {
  const listed = await apiCall<{ items: { id: string; name: string }[] }>(
    admin,
    `Locations/GetLocations?pageSize=100&search=${encodeURIComponent(name)}`,
  );
  const place = listed.items.find((item) => item.name === name);
  if (!place) throw new Error(`no demo location named ${name}`);
  return place.id;
}

/** The first link of `kind` (`GuestView`, `WaitListGuest`) in the texts to `phone`, once one has come. */
async function linkTo(phone: string, kind: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${kind}/[\\w-]+`);
  await expect.poll(async () => (await textsTo(phone)).some((text) => pattern.test(text))).toBe(true);
  const text = (await textsTo(phone)).find((body) => pattern.test(body)) ?? '';
  return new URL(text.match(pattern)?.[0] ?? '').pathname;
}

/**
 * A guest's links as their texts carry them (the keys are stored hashed, so a text is the only way to one):
 * a ride from the hotel's lobby to JFK tomorrow, and a place on a wait list. Texts go through the fake Twilio.
 */
export async function guestLinks(admin: Page, name: string) {
  await useTwilio(admin);
  const stamp = Date.now() % 10_000;
  const ridePhone = `+1646555${String(stamp).padStart(4, '0')}`;
  const waitPhone = `+1646556${String(stamp).padStart(4, '0')}`;
  const party = await apiCall<{ id: string }>(admin, 'Reservation/AddOrEditReservation', {
    status: 7,
    guestName: name,
    phone: ridePhone,
    adults: 2,
    roomNumber: '412',
    fromLocationId: await placeId(admin, 'Harbor View Hotel lobby'),
    toLocationId: await placeId(admin, 'JFK Terminal 4'),
    reservationDate: companyDay(1),
    reservationTime: '09:00',
    isNotifyGuest: true,
  });
  const waitType = await apiCall<{ id: string }>(admin, 'WaitList/AddOrEditWaitType', {
    name: `Lobby tables ${stamp}`,
    defaultQuoteMinutes: 25,
    nextAtPosition: 0,
  });
  await apiCall(admin, 'WaitList/AddOrEditWaitListParty', {
    waitTypeId: waitType.id,
    guestName: name,
    phone: waitPhone,
    partySize: 3,
    quotedMinutes: 25,
  });
  return {
    partyId: party.id,
    ride: await linkTo(ridePhone, 'GuestView'),
    waitList: await linkTo(waitPhone, 'WaitListGuest'),
  };
}

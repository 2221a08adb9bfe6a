import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { expectAxeClean, pairedKioskPage, setUpKiosk } from '../support/kiosk.ts';
import { signedInPage } from '../support/session.ts';
import { apiCall } from '../support/sms.ts';

const browser = useBrowser();

describe("a Guest kiosk's wait list", () => {
  it('puts a guest on the wait list, where the host stand sees them', async () => {
    const admin = await signedInPage(browser(), 'admin@harborview.example');
    const waitType = `Kiosk terrace ${Date.now()}`;
    // Two lists, so the guest chooses one.
    for (const name of [waitType, `${waitType} spa`])
      await apiCall(admin.page, 'WaitList/AddOrEditWaitType', {
        name,
        defaultQuoteMinutes: 25,
        nextAtPosition: 0,
      });
    const { code } = await setUpKiosk(admin.page, 'guest', { offerWaitList: true });
    const { context, page } = await pairedKioskPage(browser(), code);

    await page.getByRole('button', { name: 'Touch to start' }).click();
    await page.getByRole('heading', { name: 'What can we do for you?' }).waitFor();
    await expectAxeClean(page, 'guest choice');
    await page.getByRole('button', { name: 'Join the wait list' }).click();
    // A new list, so nobody waits on it yet.
    await page.getByRole('button', { name: new RegExp(`^${waitType}\\s*Nobody waiting`) }).click();
    await page.getByLabel('Your name').fill('Wait Journey Guest');
    await page.getByRole('button', { name: 'More People' }).click();
    await expectAxeClean(page, 'wait list form');
    await page.getByRole('button', { name: 'Join the wait list' }).click();
    await page.getByRole('heading', { name: 'You are on the wait list' }).waitFor();
    expect(await page.getByText('Expected wait about 25 minutes.').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'QR code of your place on the wait list' }).isVisible()).toBe(
      true,
    );
    await expectAxeClean(page, 'joined');

    const stand = await apiCall<{ items: { guestName: string; partySize: number }[] }>(
      admin.page,
      'WaitList/GetWaitListLocations',
      {},
    );
    expect(stand.items.filter((entry) => entry.guestName === 'Wait Journey Guest')).toEqual([
      expect.objectContaining({ partySize: 2 }),
    ]);

    await Promise.all([context.close(), admin.context.close()]);
  });
});

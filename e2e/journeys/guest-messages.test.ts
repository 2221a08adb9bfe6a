import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BOARD, bookWithPhone } from '../support/booking.ts';
import { screenshot, useBrowser } from '../support/browser.ts';
import { adminAndDispatcher } from '../support/session.ts';
import { companyIdOf, guestOfThisRun, guestTexts, textsTo, useTwilio } from '../support/sms.ts';

const browser = useBrowser();

/** The conversation list's entry of a guest, by the name it shows first. */
const conversation = (inbox: Page, guest: string) =>
  inbox
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`^${guest}`) });

describe('guest messages', () => {
  it('texts the guest on booking, shows the reply live, answers it, honours STOP and refuses a forged webhook', async () => {
    const { guest, phone } = guestOfThisRun('Texting Guest', '212555');
    const [admin, dispatcher] = await adminAndDispatcher(browser());
    const board = dispatcher.page;
    try {
      await useTwilio(admin.page);
      const companyId = await companyIdOf(admin.page);

      // 1. The dispatcher books with "Send the guest a message": the fake Twilio is asked for the text.
      await board.goto(BOARD);
      await bookWithPhone(board, guest, phone);
      await expect.poll(() => textsTo(phone)).toHaveLength(1);
      expect((await textsTo(phone))[0]).toContain(`Hello ${guest}, your ride from Harbor View Hotel lobby`);

      // 2. The inbox is open when the guest replies: the reply appears without a reload.
      const inbox = await dispatcher.context.newPage();
      let pageLoads = 0;
      await inbox.goto('/ChatMessages');
      inbox.on('load', () => {
        pageLoads += 1;
      });
      await conversation(inbox, guest).click();
      const log = inbox.getByRole('log', { name: 'Messages' });
      await log.getByLabel('Sent to the guest').first().waitFor();
      expect(await guestTexts(companyId, phone, 'Can we leave ten minutes later?')).toBe(200);
      await log.getByLabel('From the guest').getByText('Can we leave ten minutes later?').waitFor();

      // 3. The dispatcher answers; the answer reaches the fake Twilio.
      await inbox.getByLabel('Reply').fill('Of course, your driver will wait.');
      await inbox.getByRole('button', { name: 'Send reply' }).click();
      await expect.poll(() => textsTo(phone)).toContain('Of course, your driver will wait.');
      await log.getByText('Of course, your driver will wait.').waitFor();
      await screenshot(inbox, 'guest-messages-inbox');

      // 4. A forged webhook (signed with another token) is 403 and files nothing.
      expect(await guestTexts(companyId, phone, 'Forged text', 'not-the-company-token')).toBe(403);

      // 5. STOP: the conversation says so, and a further answer never reaches the provider.
      expect(await guestTexts(companyId, phone, 'STOP')).toBe(200);
      await inbox
        .getByRole('status')
        .getByText(/This guest texted STOP/)
        .waitFor();
      const sentBefore = (await textsTo(phone)).length;
      await inbox.getByLabel('Reply').fill('Are you still there?');
      await inbox.getByRole('button', { name: 'Send reply' }).click();
      const refused = log.getByLabel('Sent to the guest').filter({ hasText: 'Are you still there?' });
      await refused.getByText('Not delivered: opted out').waitFor();
      expect(await textsTo(phone)).toHaveLength(sentBefore);
      expect(await log.getByText('Forged text').count()).toBe(0);
      expect(pageLoads).toBe(0);
      await screenshot(inbox, 'guest-messages-stop');
    } catch (error) {
      for (const [index, page] of dispatcher.context.pages().entries())
        await screenshot(page, `guest-messages-failed-${index}`);
      throw error;
    } finally {
      await dispatcher.context.close();
      await admin.context.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { latestEmailTo, newContext, useBrowser } from '../support/browser.ts';
import { signIn } from '../support/session.ts';

const browser = useBrowser();

describe('forgot password', () => {
  it('e-mails a link through SMTP that sets a new password, which then signs in', async () => {
    const email = 'driver2@harborview.example';
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/auth/recoverpwd');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(`If an account exists for ${email}, an e-mail is on its way.`).waitFor();

    const message = await latestEmailTo(email);
    expect(message).toContain('Subject: Reset your Curbside password');
    const link = message.split(/\r?\n/).find((line) => line.includes('/auth/Changepassword/'));
    if (!link) throw new Error(`no reset link in:\n${message}`);
    const url = new URL(link.trim());

    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New password/).fill('a-new-driver-password');
    await page.getByLabel(/^Confirm the new password/).fill('a-new-driver-password');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByText('Your password has been changed. You can now sign in with it.').waitFor();

    // The link works once.
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByText('This link is invalid or has expired.').waitFor();

    await signIn(page, email, 'a-new-driver-password');
    expect(new URL(page.url()).pathname).toBe('/Dashboard');
    await context.close();
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoPassword, newContext } from './browser.ts';

/** Signs in through the login screen and waits for the home screen of the account's kind. */
export async function signIn(page: Page, email: string, password = demoPassword()): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** The labels of the main menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allTextContents()).map((label) => label.trim());
}

/** A browser context of its own with a page signed in as `email` (the context is the caller's to close). */
export async function signedInPage(
  browser: Browser,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.ts';
import { signedInPage } from '../support/session.ts';

const browser = useBrowser();

describe('dark theme and Arabic', () => {
  it('renders dark and right-to-left, and remembers both', async () => {
    const { context, page } = await signedInPage(browser(), 'admin@harborview.example');
    await page.getByText('Hello, Alex Morgan').waitFor();

    await page.getByRole('button', { name: 'Colour scheme' }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    const background = await page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    expect(background).not.toBe('rgb(255, 255, 255)');

    await page.getByLabel('Language', { exact: true }).getByText('العربية').click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    // The menu sits on the right in a right-to-left layout.
    const nav = await page.locator('nav').first().boundingBox();
    expect(nav?.x).toBeGreaterThan(600);
    await screenshot(page, 'dashboard-dark-arabic');

    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await page.goto('/Subscription/UserLoginHistory');
    await page.getByRole('table').waitFor();
    await screenshot(page, 'login-history-dark-arabic');
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.ts';
import { signedInPage } from '../support/session.ts';

const browser = useBrowser();

describe('server messages in Arabic', () => {
  it('shows the server’s field error in Arabic beside its field, with only the Arabic messages downloaded', async () => {
    const { context, page } = await signedInPage(browser(), 'admin@harborview.example');
    // The English dashboard has finished loading (its messages too) before the language changes.
    await page.getByText('Hello, Alex Morgan').waitFor();
    await page.evaluate("localStorage.setItem('curbside.language', 'ar')");

    // From here on the page is opened in Arabic: its message files are fetched, the English ones are not.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/Settings/AccountType');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { name: 'أنواع الحسابات' }).waitFor();
    await page.getByText('Room charge').first().waitFor();

    // The form's own check passes (a name is given); the server refuses the name as taken (409 DUPLICATE with
    // the field error `duplicate` on body.name), and the form words it in Arabic next to the name.
    await page.getByRole('button', { name: 'إضافة نوع حساب' }).click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByRole('textbox', { name: 'الاسم', exact: true });
    await name.fill('Room charge');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.getByText('هذه القيمة مستخدمة من قبل.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const words = await dialog.innerText();
    expect(words).not.toContain('This value is taken already.');
    expect(words).not.toContain('This exists already.');
    await screenshot(page, 'arabic-server-field-error');

    expect(scripts.filter((path) => /\/en-[\w-]+\.js$/.test(path))).toEqual([]);
    expect(scripts.some((path) => /\/ar-[\w-]+\.js$/.test(path))).toBe(true);
    await context.close();
  });
});

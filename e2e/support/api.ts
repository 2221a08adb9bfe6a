import type { Page } from 'playwright-core';

/**
 * Calls the API from inside the page as the web app does: same origin, the session cookie, and the CSRF
 * cookie's value in the CSRF header. Answers the status.
 */
export async function callFromPage(page: Page, path: string): Promise<number> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
      });
      return response.status;
    },
    { path, token },
  );
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot, useBrowser } from '../support/browser.ts';
import { signIn } from '../support/session.ts';

const browser = useBrowser();

/** The shift badge in the team directory's row of one driver. */
function shiftBadge(page: Page, driver: string, shift: 'Available' | 'Not available') {
  return page
    .getByRole('table', { name: 'Drivers' })
    .getByRole('row', { name: new RegExp(driver) })
    .getByText(shift, { exact: true });
}

describe('live shift changes', () => {
  it("shows a driver's shift change on the administrator's open team list without a reload", async () => {
    const adminContext = await newContext(browser());
    const driverContext = await newContext(browser());
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, 'admin@harborview.example');
      await admin.goto('/Team/UserList');
      await shiftBadge(admin, 'Sam Patel', 'Available').waitFor();
      // The team list refreshes from the event stream only: any full page load would hide that.
      let pageLoads = 0;
      admin.on('load', () => {
        pageLoads += 1;
      });

      const driver = await driverContext.newPage();
      await signIn(driver, 'driver1@harborview.example');
      await driver.goto('/MyStatus');
      const shift = driver.getByRole('switch', { name: 'On shift (available for rides)' });
      await driver.getByText('You are available for rides.').waitFor();

      await shift.click();
      await driver.getByText('You are not available for rides.').waitFor();
      await shiftBadge(admin, 'Sam Patel', 'Not available').waitFor();
      await screenshot(admin, 'team-list-live-shift');

      await shift.click();
      await driver.getByText('You are available for rides.').waitFor();
      await shiftBadge(admin, 'Sam Patel', 'Available').waitFor();

      expect(pageLoads).toBe(0);
      expect(new URL(admin.url()).pathname).toBe('/Team/UserList');
    } finally {
      await driverContext.close();
      await adminContext.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { callFromPage } from '../support/api.ts';
import { latestEmailTo, newContext, screenshot, useBrowser } from '../support/browser.ts';
import { BOARD_MENU_START, DISPATCHER_PARKING_MENU, menuLabels, signIn } from '../support/session.ts';

const browser = useBrowser();

describe('roles and access', () => {
  it('invites a dispatcher, takes the team screen from dispatchers, and the dispatcher is refused it', async () => {
    const email = `nadia.${Date.now()}@harborview.example`;
    const password = 'a-new-dispatcher-password';
    const adminContext = await newContext(browser());
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@harborview.example');

    // The administrator adds the dispatcher; the server e-mails a link to choose a password.
    await admin.getByRole('link', { name: 'Users', exact: true }).click();
    await admin.waitForURL('**/Usermanagent/Users');
    await admin.getByRole('button', { name: 'Add a user' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Nadia Night');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('textbox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Dispatcher' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`on its way to ${email}`).waitFor();
    await admin.getByRole('cell', { name: email }).waitFor();
    await screenshot(admin, 'users-added');

    const message = await latestEmailTo(email);
    expect(message).toContain('Subject: Your Curbside account');
    const link = message.split(/\r?\n/).find((line) => line.includes('/auth/Changepassword/'));
    if (!link) throw new Error(`no invitation link in:\n${message}`);
    const url = new URL(link.trim());

    const dispatcherContext = await newContext(browser());
    const dispatcher = await dispatcherContext.newPage();
    await dispatcher.goto(`${url.pathname}${url.search}`);
    await dispatcher.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await dispatcher.getByLabel(/^New password/).fill(password);
    await dispatcher.getByLabel(/^Confirm the new password/).fill(password);
    await dispatcher.getByRole('button', { name: 'Set the password' }).click();
    await dispatcher.getByText('Your password has been changed. You can now sign in with it.').waitFor();

    // The administrator takes the team screen from the dispatcher role; their own role stays read only.
    await admin.getByRole('link', { name: 'Roles and screens' }).click();
    await admin.waitForURL('**/Usermanagent/RolesPrivileges');
    const teamForDispatchers = admin.getByRole('checkbox', { name: 'Team for Dispatcher' });
    await expect.poll(() => teamForDispatchers.isChecked()).toBe(true);
    expect(await admin.getByRole('checkbox', { name: 'Team for Administrator' }).isDisabled()).toBe(true);
    try {
      await teamForDispatchers.uncheck();
      await admin.getByRole('button', { name: 'Save changes (1)' }).click();
      await admin.getByText('Saved: Dispatcher.').waitFor();
      await screenshot(admin, 'roles-privileges');

      // The new dispatcher signs in without the team screen (the dispatchers' other screens stay), and the
      // server refuses its call too.
      await signIn(dispatcher, email, password);
      expect(await menuLabels(dispatcher)).toEqual([
        ...BOARD_MENU_START,
        'Driver reports',
        ...DISPATCHER_PARKING_MENU,
        'Commission report',
        'My profile',
      ]);
      expect(await callFromPage(dispatcher, 'UserManagement/GetUserAvailabilityList')).toBe(403);
    } finally {
      // The other journeys share this server and expect the seeded dispatchers' menu.
      await admin.reload();
      await teamForDispatchers.waitFor();
      if (!(await teamForDispatchers.isChecked())) {
        await teamForDispatchers.check();
        await admin.getByRole('button', { name: 'Save changes (1)' }).click();
        await admin.getByText('Saved: Dispatcher.').waitFor();
      }
    }
    await dispatcherContext.close();
    await adminContext.close();
  });
});

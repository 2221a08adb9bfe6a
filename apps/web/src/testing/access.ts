import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { companyMenu, makeSession } from './factories.ts';
import { mockSignedInApi, openScreen } from './openScreen.ts';
import { renderApp } from './render.tsx';

/**
 * Opens `path` as a role whose menu holds only the dashboard, and expects the screen to be refused. It answers the
 * app's calls itself (the sign-in record, nothing else), so the check holds whatever the test mocked before it: a
 * screen's data or failure left in place can neither help nor hide the refusal, and nothing needs mocking first.
 */
export async function expectRefusedWithoutScreen(path: string) {
  mockSignedInApi();
  const { unmount } = renderApp(path, {
    session: makeSession({ menu: companyMenu.filter((item) => item.code === 'Dashboard') }),
  });
  expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
  // Gone again, so that a next check (another path of the same screen) finds its own refusal.
  unmount();
}

/** Opens a platform screen (`/SuperAdmin/…`) as a company user, and expects the app to send them to their own home. */
export async function expectCompanyUserSentHome(path: string) {
  const { router } = openScreen(path, {});
  await waitFor(() => expect(router.state.location.pathname).toBe('/Dashboard'));
}

import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { companyMenu, makeSession } from './factories.ts';
import { openScreen } from './openScreen.ts';
import { renderApp } from './render.tsx';

/** Opens `path` as a role whose menu holds only the dashboard, and expects the screen to be refused. */
export async function expectRefusedWithoutScreen(path: string) {
  renderApp(path, {
    session: makeSession({ menu: companyMenu.filter((item) => item.code === 'Dashboard') }),
  });
  expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
}

/** Opens a platform screen (`/SuperAdmin/…`) as a company user, and expects the app to send them to their own home. */
export async function expectCompanyUserSentHome(path: string) {
  const { router } = openScreen(path, {});
  await waitFor(() => expect(router.state.location.pathname).toBe('/Dashboard'));
}

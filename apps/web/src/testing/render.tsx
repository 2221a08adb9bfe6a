import type { SessionInfo } from '@curbside/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useLayoutEffect } from 'react';
import { type Location, MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { expect } from 'vitest';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import { initI18n, type Language } from '../lib/i18n.ts';
import { createQueryClient, sessionQueryKey } from '../lib/query.ts';

export interface RenderOptions {
  /** Seeds the session instead of asking the server (null = signed out). */
  session?: SessionInfo | null;
  language?: Language;
}

function setup(options: RenderOptions) {
  void initI18n(options.language ?? 'en');
  const queryClient = createQueryClient({ retry: false });
  if (options.session !== undefined) queryClient.setQueryData(sessionQueryKey, options.session);
  return queryClient;
}

/** Renders the whole application (providers, router, i18n) at `path`. */
export function renderApp(path: string, options: RenderOptions = {}) {
  return renderRoutes(routes, path, options);
}

/** Renders one element inside the providers and a router (for components; `path` may carry a query string). */
export function renderWithProviders(element: ReactElement, options: RenderOptions & { path?: string } = {}) {
  return renderRoutes([{ path: '*', element }], options.path ?? '/', options);
}

/** Where the router is: what a test reads as `router.state.location`. */
export interface RouterProbe {
  state: { location: Location };
}

/**
 * Keeps `probe` on the router's current location (declarative mode has no router object to ask). Written when a
 * location is committed, not while rendering: a navigation is a transition, and an urgent render between its start
 * and its commit (the session stored at sign-in) would leave the probe on the old location under the new page.
 */
function LocationProbe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  useLayoutEffect(() => {
    probe.state.location = location;
  }, [probe, location]);
  return null;
}

function renderRoutes(table: RouteObject[], path: string, options: RenderOptions) {
  const queryClient = setup(options);
  const url = new URL(path, 'http://localhost');
  const router: RouterProbe = {
    state: {
      location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' },
    },
  };
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient} forceColorScheme="light">
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe probe={router} />
        <AppRoutes table={table} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router, queryClient, user };
}

/** Expects the app to have landed on `path`, showing the screen headed `heading`. */
export async function expectLandedOn(rendered: { router: RouterProbe }, heading: string, path: string) {
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(rendered.router.state.location.pathname).toBe(path);
}

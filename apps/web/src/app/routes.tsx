import type { SessionInfo } from '@curbside/contract';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LazyScreen } from '../components/chunks.tsx';
import { HomeRedirect, RequireMenu, RequireSession } from './guards.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { FullPageLayout } from './layouts/FullPageLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { MobileLayout } from './layouts/MobileLayout.tsx';
import { SuperAdminLayout } from './layouts/SuperAdminLayout.tsx';
import {
  AUTH_SCREENS,
  CONSOLE_SCREENS,
  GUEST_PAGES,
  LOGIN_PAGES,
  menuPath,
  PHONE_APP_SCREENS,
  PHONE_VIEW_SCREENS,
  PLATFORM_PAGES,
  PLATFORM_SCREENS,
  type ScreenTable,
  STAFF_PAGES,
} from './routeTable.ts';
import { screen } from './screens.ts';

/**
 * The routes of one table: each screen its own lazily loaded chunk, a menu screen behind its code (the layout
 * above decides about sign-in).
 */
function screenRoutes(table: ScreenTable): RouteObject[] {
  const open = Object.entries(table.open).map(([path, name]) => ({
    path,
    element: <LazyScreen screen={screen(name)} />,
  }));
  const menu = table.menu.map((entry) => {
    const [code, name] = entry;
    return {
      path: menuPath(table, entry),
      element: (
        <RequireMenu code={code}>
          <LazyScreen screen={screen(name)} />
        </RequireMenu>
      ),
    };
  });
  return [...open, ...menu];
}

/** A layout for signed-in sessions of one kind; the other kind goes to its own home. */
const signedIn = (kind: SessionInfo['kind'], layout: ReactNode) => (
  <RequireSession kind={kind}>{layout}</RequireSession>
);

export const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          ...screenRoutes(AUTH_SCREENS),
          {
            // Any signed-in session may change its password, of either kind.
            path: 'ChangePassword',
            element: (
              <RequireSession>
                <LazyScreen screen={screen('auth/ChangePasswordScreen')} />
              </RequireSession>
            ),
          },
        ],
      },
      { path: 'LoginPages', element: <AuthLayout />, children: screenRoutes(LOGIN_PAGES) },
      { element: signedIn('user', <MainLayout />), children: screenRoutes(CONSOLE_SCREENS) },
      { element: signedIn('user', <FullPageLayout account />), children: screenRoutes(STAFF_PAGES) },
      {
        path: 'mobileApp',
        element: signedIn('user', <MobileLayout />),
        children: screenRoutes(PHONE_APP_SCREENS),
      },
      // The guest's pages have the same language switch and landmark as the staff's full pages.
      { element: <FullPageLayout />, children: screenRoutes(GUEST_PAGES) },
      {
        path: 'SuperAdmin',
        element: signedIn('platform', <SuperAdminLayout />),
        children: [
          // The dashboard is the super-admin's home.
          { index: true, element: <Navigate to="Dashboard" replace /> },
          ...screenRoutes(PLATFORM_SCREENS),
        ],
      },
      { element: signedIn('platform', <FullPageLayout account />), children: screenRoutes(PLATFORM_PAGES) },
      {
        path: 'mv',
        element: signedIn('user', <MobileLayout />),
        children: [
          { index: true, element: <Navigate to="/mv/Dashboard" replace /> },
          ...screenRoutes(PHONE_VIEW_SCREENS),
        ],
      },
      { path: '*', element: <Navigate to="/auth/404" replace /> },
    ],
  },
];

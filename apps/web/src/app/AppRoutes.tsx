import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './RouteError.tsx';

/**
 * The route table rendered inside a `BrowserRouter` (or a `MemoryRouter` in tests). The application uses React
 * Router's declarative mode, not its data router: no route loads data through the router, and the data router
 * is about 14 KB more on the wire for every signed-in person (ADR 0047). An error a screen throws shows the
 * fallback screen, as the root route's `errorElement` did.
 */
export function AppRoutes({ table }: { table: RouteObject[] }) {
  const { pathname } = useLocation();
  const element = useRoutes(table);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}

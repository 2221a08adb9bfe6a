import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n, initI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';

/** Starts the application in `container`: messages first (core namespace, chosen language only), then React. */
export async function bootApplication(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  i18n.use(initReactI18next);
  await initI18n();
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes table={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { DriverSharingProvider } from '../lib/driverSharing.tsx';
import { directionOf, i18n } from '../lib/i18n.ts';
import { SessionProvider } from '../lib/session.tsx';
import { colorSchemeManager, cssVariablesResolver, theme } from '../lib/theme.ts';
import { NotificationsOnDemand } from './NotificationsOnDemand.tsx';

/** Keeps Mantine's direction (and `<html dir>`) in step with the interface language. */
function DirectionSync() {
  const { i18n: instance } = useTranslation();
  const { setDirection } = useDirection();
  const direction = directionOf(instance.language);
  useEffect(() => {
    setDirection(direction);
  }, [direction, setDirection]);
  return null;
}

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Tests force a colour scheme; the app follows the stored choice. */
  forceColorScheme?: 'light' | 'dark';
}

export function AppProviders({ queryClient, children, forceColorScheme }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(i18n.language)} detectDirection={false}>
        <DirectionSync />
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
          forceColorScheme={forceColorScheme}
        >
          <NotificationsOnDemand position="top-center" />
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <DriverSharingProvider>{children}</DriverSharingProvider>
            </SessionProvider>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

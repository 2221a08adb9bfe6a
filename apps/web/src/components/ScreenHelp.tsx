import type { MenuItem } from '@curbside/contract';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useLocation } from 'react-router';
import { useSessionIfAny } from '../lib/session.tsx';

// The panel, its call and the Markdown renderer load when someone first asks for help, not with the page.
const ScreenHelpPanel = lazy(() => import('./ScreenHelpPanel.tsx'));

/** The console screen at this path: the menu item whose path it is, or lies under (`/Settings/Kiosk/2`). */
export function consoleScreenAt(pathname: string, menu: readonly MenuItem[]): string | null {
  const path = pathname.toLowerCase();
  const found = menu.find((item) => {
    const own = item.path.toLowerCase();
    return item.layout === 'main' && (path === own || path.startsWith(`${own}/`));
  });
  return found?.code ?? null;
}

function ScreenHelpButton({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const code = consoleScreenAt(pathname, menu);
  if (!code) return null;
  return (
    <>
      {/* Mantine's Button, which the shell has already: an ActionIcon would bring its own code to every page. */}
      <Button
        variant="light"
        radius="xl"
        size="compact-sm"
        aria-label={t('screenHelp.open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        ?
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ScreenHelpPanel screenName={code} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The "?" beside a console screen's title: its help, written by the platform, opened on demand. */
export function ScreenHelp() {
  const session = useSessionIfAny();
  const routed = useInRouterContext();
  if (!routed || session?.kind !== 'user') return null;
  return <ScreenHelpButton menu={session.menu} />;
}

import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n.ts';
import { theme } from '../lib/theme.ts';
import { setTestCookie } from './cookies.ts';
import { allMessages } from './locales.ts';

// The one ceiling of every wait for the page (see vitest.config.ts): a lazily loaded screen can take far longer
// than the one-second default to appear while the rest of the suite runs beside it.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks the layout APIs Mantine and the virtualiser ask for.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// jsdom lays nothing out: every box is empty at the page's corner, which floating-ui's `hide` reads as a target
// scrolled out of view, so Mantine hid every Menu's, Select's and Popover's dropdown (`hideDetached`) as soon as
// its position was computed, milliseconds after it opened. A test that found an item within those milliseconds
// passed; on a loaded machine it looked later and saw nothing for its whole wait (the export menus, ADR 149).
// Tests keep dropdowns shown; in a browser (the journeys, the app) a detached one is still hidden.
theme.components = {
  ...theme.components,
  Popover: {
    ...theme.components?.Popover,
    defaultProps: { ...theme.components?.Popover?.defaultProps, hideDetached: false },
  },
};

i18n.use(initReactI18next);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  void initI18n('en', allMessages());
});

/** The page's root attributes as jsdom made them (a test's language or colour scheme sets `dir`, `lang`, …). */
const rootAttributes = [...document.documentElement.attributes].map(
  ({ name, value }) => [name, value] as const,
);

// A worker's files share one page and their modules (vitest.config.ts): what a test leaves in the page outside
// its own tree (a notification shown or queued, a focused element, a portal, its address, a cookie, the root's
// direction) must not reach the next test's.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  notifications.clean();
  notifications.cleanQueue();
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  document.body.replaceChildren();
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  for (const [name, value] of rootAttributes) root.setAttribute(name, value);
  window.history.replaceState(null, '', '/');
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) setTestCookie(name, null);
  }
});

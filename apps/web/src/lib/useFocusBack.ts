import { useCallback, useRef } from 'react';

/** The element a dialog opened from: the focused one, or for a menu's item the menu's own button. */
function opener(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  // A menu closes (and its items leave the page) as its item opens the dialog.
  const menu = active.closest('[role="menu"]');
  const button = menu?.getAttribute('aria-labelledby');
  return (button ? document.getElementById(button) : null) ?? active;
}

/**
 * Gives the focus back to where a dialog was opened from once it closes. Mantine's own return needs the dialog
 * mounted before it opens; a dialog loaded lazily and drawn only while open never saw where the focus was, and
 * on closing left it on the page, where a keyboard user starts over from the top.
 */
export function useFocusBack() {
  const from = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    from.current = opener();
  }, []);
  const giveBack = useCallback(() => {
    const element = from.current;
    from.current = null;
    if (element?.isConnected) element.focus();
  }, []);
  return { remember, giveBack };
}

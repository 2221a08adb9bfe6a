import type { ReactNode } from 'react';
import type { Translate } from './words.ts';

/**
 * The screen that sends a guest to the desk: a kiosk not active, a server out of reach (which retries by
 * itself), or a kiosk whose service this screen does not run. `children` are its buttons.
 */
export function Desk({
  t,
  title,
  body,
  children,
}: {
  t: Translate;
  title: 'notActiveTitle' | 'offlineTitle' | 'unavailableTitle';
  body: 'notActiveBody' | 'offlineBody';
  children?: ReactNode;
}) {
  return (
    <main className="kiosk-centre" aria-live="polite">
      <h1>{t(title)}</h1>
      <p className="kiosk-lead">{t(body)}</p>
      {children}
    </main>
  );
}

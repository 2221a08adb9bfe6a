import { useEffect, useRef } from 'react';
import type { Translate } from './words.ts';

/** The last seconds before the screen starts over: said aloud once, with the button that gives more time. */
export function Countdown({ t, seconds, onExtend }: { t: Translate; seconds: number; onExtend: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <div className="kiosk-overlay">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="idle-title"
        aria-describedby="idle-body"
        className="kiosk-dialog"
      >
        <h2 id="idle-title">{t('stillThere')}</h2>
        <p id="idle-body">{t('resetIn', { count: seconds })}</p>
        <button ref={button} type="button" className="kiosk-primary" onClick={onExtend}>
          {t('moreTime')}
        </button>
      </div>
    </div>
  );
}

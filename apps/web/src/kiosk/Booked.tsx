import type { KioskRideAnswer } from '@curbside/contract';
import { useEffect, useRef } from 'react';
import { QrCode } from '../components/QrCode.tsx';
import { type KioskLanguage, numberIn, type Translate } from './words.ts';

/**
 * The booking's answer: the ride's number, the place in line and the expected pick-up (or, with no driver on
 * shift, that the desk will say), then a QR code of the ride's guest link for the guest's phone. Nothing the
 * guest typed is shown again.
 */
export function Booked({
  t,
  language,
  answer,
  onDone,
}: {
  t: Translate;
  language: KioskLanguage;
  answer: KioskRideAnswer;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const n = (value: number) => numberIn(language, value);
  return (
    <main className="kiosk-centre">
      <h1 ref={heading} tabIndex={-1}>
        {t('bookedTitle')}
      </h1>
      <p className="kiosk-number">{t('partyNumber', { number: n(answer.partyNumber) })}</p>
      <p className="kiosk-lead">{t('placeInLine', { place: n(answer.placeInLine) })}</p>
      <p className="kiosk-lead">
        {answer.expectedPickupMinutes === null
          ? t('noDriver')
          : t('expectedPickup', { minutes: n(answer.expectedPickupMinutes) })}
      </p>
      <figure className="kiosk-qr-figure">
        <QrCode className="kiosk-qr" size={240} value={answer.guestLink} label={t('guestLinkQr')} />
        <figcaption>{t('scanToFollow')}</figcaption>
      </figure>
      <button type="button" className="kiosk-primary" onClick={onDone}>
        {t('done')}
      </button>
    </main>
  );
}

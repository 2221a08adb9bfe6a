import type { KioskRideAnswer } from '@curbside/contract';
import { CentredPage, GuestLinkQr } from './flows/shared.tsx';
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
  const n = (value: number) => numberIn(language, value);
  return (
    <CentredPage title={t('bookedTitle')}>
      {/* A reference, as the desk and the guest's page write it: one run of digits, never "4,120". */}
      <p className="kiosk-number">{t('partyNumber', { number: answer.partyNumber })}</p>
      <p className="kiosk-lead">{t('placeInLine', { place: n(answer.placeInLine) })}</p>
      <p className="kiosk-lead">
        {answer.expectedPickupMinutes === null
          ? t('noDriver')
          : t('expectedPickup', { count: answer.expectedPickupMinutes })}
      </p>
      <GuestLinkQr link={answer.guestLink} label={t('guestLinkQr')} caption={t('scanToFollow')} />
      <button type="button" className="kiosk-primary" onClick={onDone}>
        {t('done')}
      </button>
    </CentredPage>
  );
}

import type { KioskRideAnswer } from '@curbside/contract';
import { useCallback, useEffect, useState } from 'react';
import { Attract } from './Attract.tsx';
import { Booked } from './Booked.tsx';
import { Countdown } from './Countdown.tsx';
import { Desk } from './Desk.tsx';
import { useDevice } from './device.ts';
import { MapFlow } from './flows/map/MapFlow.tsx';
import { ParkingKiosk } from './flows/parking/ParkingKiosk.tsx';
import { ReservationKiosk } from './flows/reservation/ReservationFlow.tsx';
import { GuestVisit } from './flows/wait-list/GuestVisit.tsx';
import { Pairing } from './Pairing.tsx';
import { RideFlow } from './RideFlow.tsx';
import { useIdle } from './useIdle.ts';
import { type KioskLanguage, wordsFor } from './words.ts';

/** Where one guest's visit is: the attract screen between guests, the flow, or the booking's answer. */
type Visit = { kind: 'attract' } | { kind: 'flow' } | { kind: 'booked'; answer: KioskRideAnswer };

/**
 * The kiosk types whose guest screens this app runs (the others send the guest to the desk): flows that book a
 * ride and hand the app its answer, and flows that show their own answer's card.
 */
const RIDE_FLOWS = { dispatch: RideFlow, guest: GuestVisit, map: MapFlow } as const;
/** Flows that show their own answer's card, the flow unmounted under it (ADR 107, 108). */
const CARD_FLOWS = { reservation: ReservationKiosk, parking: ParkingKiosk } as const;

/**
 * The lobby kiosk (ADR 0079). The paired device decides everything (company, kiosk, flow): the address's path
 * is cosmetic. A visit ends by the guest, by the idle countdown or after the answer, and everything it held is
 * dropped: the flow is remounted for the next guest, and the language and contrast go back to the kiosk's.
 */
export function KioskApp() {
  const { state, reload, setState } = useDevice();
  const [language, setLanguage] = useState<KioskLanguage>('en');
  const [highContrast, setHighContrast] = useState(false);
  const [visit, setVisit] = useState<Visit>({ kind: 'attract' });
  const [cycle, setCycle] = useState(0);
  const t = wordsFor(language);
  const kioskContrast = state.kind === 'ready' && state.setup.settings.highContrast;

  const reset = useCallback(() => {
    setVisit({ kind: 'attract' });
    setLanguage('en');
    setHighContrast(kioskContrast);
    setCycle((n) => n + 1);
    // The browser keeps a timing entry of every request (up to 250): a kiosk that runs for days keeps only
    // its last guest's (ADR 128).
    performance.clearResourceTimings?.();
    // The next guest gets the console's latest settings and booking fields; a revoked device learns it now.
    void reload();
  }, [kioskContrast, reload]);
  useEffect(() => setHighContrast(kioskContrast), [kioskContrast]);

  const idleSeconds = state.kind === 'ready' ? state.setup.settings.idleSeconds : 0;
  const idle = useIdle(state.kind === 'ready' && visit.kind !== 'attract', idleSeconds, reset);
  const inactive = useCallback(() => setState({ kind: 'inactive' }), [setState]);

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
    document.documentElement.classList.toggle('kiosk-contrast', highContrast);
  }, [language, highContrast]);

  if (state.kind === 'loading') return <p className="kiosk-centre">{t('loading')}</p>;
  if (state.kind === 'unpaired') return <Pairing t={t} onPaired={() => void reload()} />;
  if (state.kind === 'inactive') {
    return (
      <Desk t={t} title="notActiveTitle" body="notActiveBody">
        <button type="button" onClick={() => setState({ kind: 'unpaired' })}>
          {t('pairTitle')}
        </button>
      </Desk>
    );
  }
  if (state.kind === 'offline') {
    return (
      <Desk t={t} title="offlineTitle" body="offlineBody">
        <button type="button" className="kiosk-primary" onClick={() => void reload()}>
          {t('retry')}
        </button>
      </Desk>
    );
  }
  const { setup } = state;
  const CardFlow = setup.type in CARD_FLOWS ? CARD_FLOWS[setup.type as keyof typeof CARD_FLOWS] : null;
  const Ride = setup.type in RIDE_FLOWS ? RIDE_FLOWS[setup.type as keyof typeof RIDE_FLOWS] : null;
  if (!Ride && !CardFlow) {
    return <Desk t={t} title="unavailableTitle" body="notActiveBody" />;
  }
  return (
    <>
      {visit.kind === 'attract' && (
        <Attract
          t={t}
          setup={setup}
          language={language}
          onLanguage={setLanguage}
          highContrast={highContrast}
          onHighContrast={setHighContrast}
          onStart={() => setVisit({ kind: 'flow' })}
        />
      )}
      {visit.kind === 'flow' && CardFlow && (
        <CardFlow key={cycle} t={t} language={language} setup={setup} onInactive={inactive} onDone={reset} />
      )}
      {visit.kind === 'flow' && Ride && (
        <Ride
          key={cycle}
          t={t}
          language={language}
          setup={setup}
          onBooked={(answer) => {
            // The answer alone stays on screen: the form and what was typed are dropped now.
            setCycle((n) => n + 1);
            setVisit({ kind: 'booked', answer });
          }}
          onInactive={inactive}
          onCancel={reset}
        />
      )}
      {visit.kind === 'booked' && <Booked t={t} language={language} answer={visit.answer} onDone={reset} />}
      {idle.counting && <Countdown t={t} seconds={idle.left} onExtend={idle.extend} />}
    </>
  );
}

import type { KioskCarAnswer, KioskPermitAnswer } from '@curbside/contract';
import { useState } from 'react';
import { kioskTimes } from '../../times.ts';
import { dictionary } from '../../words.ts';
import { CardButtons, type CardFlowProps, CentredPage, FlowNav, money } from '../shared.tsx';
import { CarFlow } from './CarFlow.tsx';
import { PermitFlow } from './PermitFlow.tsx';
import { PARKING_WORDS, type ParkingWords } from './words.ts';

type Visit =
  | { kind: 'menu' }
  | { kind: 'permit' }
  | { kind: 'car' }
  | { kind: 'permitCard'; answer: KioskPermitAnswer }
  | { kind: 'carCard'; answer: KioskCarAnswer };

/**
 * The kiosk's Parking visit (ADR 108): a permit or the car, as the kiosk's settings offer them (straight to the
 * one when only one is offered), then the answer's card alone: the flow and what it held are gone.
 */
export function ParkingKiosk({ t, language, setup, onInactive, onDone }: CardFlowProps) {
  const p: ParkingWords = dictionary(PARKING_WORDS, language);
  const times = kioskTimes(setup, language);
  const { offerPermitPurchase, offerWillCall } = setup.settings;
  const [visit, setVisit] = useState<Visit>(
    offerPermitPurchase && !offerWillCall
      ? { kind: 'permit' }
      : offerWillCall && !offerPermitPurchase
        ? { kind: 'car' }
        : { kind: 'menu' },
  );
  const flow = { t, p, onInactive, onCancel: onDone };
  switch (visit.kind) {
    case 'permit':
      return (
        <PermitFlow
          {...flow}
          language={language}
          onBought={(answer) => setVisit({ kind: 'permitCard', answer })}
        />
      );
    case 'car':
      return <CarFlow {...flow} onAsked={(answer) => setVisit({ kind: 'carCard', answer })} />;
    case 'permitCard': {
      const { answer } = visit;
      return (
        <CentredPage title={p('permitTitle')}>
          <p className="kiosk-number">{p('permitNumber', { number: answer.permitNumber })}</p>
          <p className="kiosk-lead">
            {p('lot')}: {answer.lotName} · {answer.maskedPlate}
          </p>
          <p className="kiosk-lead">
            {p('until')}: {times.dateTime(answer.endsAt)} · {p('total')}:{' '}
            {money(answer.costCents, answer.currency, language)}
          </p>
          <p>{p(answer.payment === 'room' ? 'paidAtRoom' : 'paidAtDesk')}</p>
          <CardButtons print={p('print')} done={t('done')} onDone={onDone} />
        </CentredPage>
      );
    }
    case 'carCard':
      return (
        <CentredPage title={p('carComing')}>
          <p className="kiosk-number">{visit.answer.maskedPlate}</p>
          <p className="kiosk-lead">
            {p('readyAt', {
              time: times.time(visit.answer.expectedReadyAt),
            })}
          </p>
          <button type="button" className="kiosk-primary" onClick={onDone}>
            {t('done')}
          </button>
        </CentredPage>
      );
    default:
      return (
        <CentredPage title={p('parkingTitle')}>
          {!offerPermitPurchase && !offerWillCall && <p className="kiosk-lead">{t('notActiveBody')}</p>}
          <div className="kiosk-choices">
            {offerPermitPurchase && (
              <button type="button" className="kiosk-primary" onClick={() => setVisit({ kind: 'permit' })}>
                {p('buyPermit')}
              </button>
            )}
            {offerWillCall && (
              <button type="button" className="kiosk-primary" onClick={() => setVisit({ kind: 'car' })}>
                {p('getCar')}
              </button>
            )}
          </div>
          <FlowNav t={t} onBack={null} onCancel={onDone} />
        </CentredPage>
      );
  }
}

import type { KioskSeatPrice } from '@curbside/contract';
import type { KioskLanguage } from '../../words.ts';
import { money } from '../shared.tsx';
import type { ReservationWord } from './words.ts';

/** The price's lines as the booking will keep them: fare, discount, fees, taxes, gratuity and the total. */
export function PriceLines({
  r,
  language,
  price,
}: {
  r: (key: ReservationWord) => string;
  language: KioskLanguage;
  price: KioskSeatPrice;
}) {
  const lines: [ReservationWord, number][] = [
    ['fare', price.tripCents],
    ['discount', -price.discountCents],
    ['serviceFee', price.serviceCents],
    ['taxes', price.taxCents],
    ['gratuity', price.gratuityCents],
  ];
  return (
    <dl className="kiosk-summary">
      {lines
        .filter(([, cents]) => cents !== 0)
        .map(([word, cents]) => (
          <div key={word} className="kiosk-line">
            <dt>{r(word)}</dt>
            <dd>{money(cents, price.currency, language)}</dd>
          </div>
        ))}
      <div className="kiosk-line">
        <dt>
          <strong>{r('total')}</strong>
        </dt>
        <dd>
          <strong>{money(price.totalCents, price.currency, language)}</strong>
        </dd>
      </div>
    </dl>
  );
}

import type { KioskMap } from '@curbside/contract';
import type { Ref } from 'react';
import type { KioskTimes } from '../../times.ts';
import type { Translate } from '../../words.ts';

type Place = KioskMap['places'][number];
type Category = KioskMap['categories'][number];

/**
 * One place's card: its name and address, its category with the company's icon, the walk from the kiosk and
 * today's next shuttles from here; then "take me there" (a ride, where the kiosk books them) or "send to my
 * phone".
 */
export function PlaceCard({
  t,
  times,
  place,
  category,
  offersRide,
  headingRef,
  onRide,
  onSend,
}: {
  t: Translate;
  /** The company's zone and clock (ADR 139). */
  times: KioskTimes;
  place: Place;
  category: Category | undefined;
  offersRide: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onRide: () => void;
  onSend: () => void;
}) {
  return (
    <section className="kiosk-place-card" aria-labelledby="place-title">
      {category?.iconUrl && <img className="kiosk-place-picture" src={category.iconUrl} alt="" />}
      <h1 id="place-title" ref={headingRef} tabIndex={-1}>
        {place.name}
      </h1>
      {place.address && <p className="kiosk-lead">{place.address}</p>}
      <dl className="kiosk-summary">
        {category && (
          <>
            <dt>{t('category')}</dt>
            <dd>{category.name}</dd>
          </>
        )}
        {place.walkingMinutes !== null && (
          <>
            <dt>{t('onFoot')}</dt>
            <dd>{t('walking', { count: place.walkingMinutes })}</dd>
          </>
        )}
        <dt>{t('shuttles')}</dt>
        <dd>
          {place.shuttleTimes.length > 0 ? place.shuttleTimes.map(times.ofClock).join(' · ') : t('noShuttle')}
        </dd>
      </dl>
      <div className="kiosk-choices">
        {offersRide && (
          <button type="button" className="kiosk-primary" onClick={onRide}>
            {t('takeMeThere')}
          </button>
        )}
        <button type="button" onClick={onSend}>
          {t('sendToPhone')}
        </button>
      </div>
    </section>
  );
}

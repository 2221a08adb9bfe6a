import type { KioskMap } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../../lib/api.ts';
import { isDeviceRefusal } from '../../device.ts';
import { RideFlow } from '../../RideFlow.tsx';
import { kioskTimes } from '../../times.ts';
import { CategoryChoices, FlowNav, type RideFlowProps } from '../shared.tsx';
import { PlaceCard } from './PlaceCard.tsx';
import { SendToPhone } from './SendToPhone.tsx';
import './map.css';

/** The map itself is its own chunk (Leaflet is several times the kiosk's first download): loaded when needed. */
const PlacesMap = lazy(() => import('./PlacesMap.tsx'));

/** Without the map's chunk (offline while loading it) the list of places alone still works. */
class WithoutMapOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type View =
  | { kind: 'browse' }
  | { kind: 'card'; placeId: string }
  | { kind: 'ride' | 'send'; placeId: string };

/**
 * The Map kiosk (ADR 0109): the area's places by category on a map with the company's icons, and as a list
 * (the map's keyboard and screen-reader route, and what shows without the map); a place's card with the walk
 * and today's shuttles; "take me there" books a ride as a Dispatch kiosk does, or sends the place to a phone.
 */
export function MapFlow(flow: RideFlowProps) {
  const { t, language, setup, onInactive, onCancel } = flow;
  const [area, setArea] = useState<KioskMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [category, setCategory] = useState<string | null>(null);
  const [view, setView] = useState<View>({ kind: 'browse' });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    callEndpoint(routes.kiosk.getKioskMap, { body: {} }).then(setArea, (error: unknown) =>
      isDeviceRefusal(error) ? onInactive() : setFailed(true),
    );
  }, [onInactive]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading is a new element on each view
  useEffect(() => {
    heading.current?.focus();
  }, [view.kind]);

  const place = view.kind === 'browse' ? undefined : area?.places.find((one) => one.id === view.placeId);
  const back = () => setView(place ? { kind: 'card', placeId: place.id } : { kind: 'browse' });

  if (view.kind === 'ride' && place) {
    return <RideFlow {...flow} to={place.id} onCancel={back} />;
  }
  if (view.kind === 'send' && place) {
    return (
      <SendToPhone
        t={t}
        language={language}
        place={place}
        onInactive={onInactive}
        onBack={back}
        onDone={onCancel}
      />
    );
  }
  if (view.kind === 'card' && place && area) {
    return (
      <main className="kiosk-flow">
        <PlaceCard
          t={t}
          times={kioskTimes(setup, language)}
          place={place}
          category={area.categories.find((one) => one.id === place.categoryId)}
          offersRide={area.offersRide}
          headingRef={heading}
          onRide={() => setView({ kind: 'ride', placeId: place.id })}
          onSend={() => setView({ kind: 'send', placeId: place.id })}
        />
        <nav className="kiosk-nav" aria-label={t('startOver')}>
          <button type="button" onClick={() => setView({ kind: 'browse' })}>
            {t('backToMap')}
          </button>
          <button type="button" onClick={onCancel}>
            {t('startOver')}
          </button>
        </nav>
      </main>
    );
  }

  const shown = area?.places.filter((one) => category === null || one.categoryId === category) ?? [];
  const iconOf = new Map(area?.categories.map((one) => [one.id, one.iconUrl]));
  return (
    <main className="kiosk-flow kiosk-map-flow">
      <h1 ref={heading} tabIndex={-1}>
        {t('mapTitle')}
      </h1>
      {failed && (
        <div role="alert" className="kiosk-banner">
          <p>{t('offlineBody')}</p>
        </div>
      )}
      {area && (
        <CategoryChoices t={t} categories={area.categories} chosen={category} onChoose={setCategory} />
      )}
      {area && shown.length > 0 && (
        <WithoutMapOnError>
          <Suspense fallback={<div className="kiosk-map" />}>
            <PlacesMap
              label={t('mapLabel')}
              here={area.here}
              places={shown}
              iconOf={iconOf}
              onSelect={(placeId) => setView({ kind: 'card', placeId })}
            />
          </Suspense>
        </WithoutMapOnError>
      )}
      {area && shown.length === 0 && <p>{t('noPlaces')}</p>}
      <ul className="kiosk-places" aria-label={t('placesList')}>
        {shown.map((one) => (
          <li key={one.id}>
            <button type="button" onClick={() => setView({ kind: 'card', placeId: one.id })}>
              <strong>{one.name}</strong>
              {one.address && <span>{one.address}</span>}
              {one.walkingMinutes !== null && <span>{t('walking', { count: one.walkingMinutes })}</span>}
            </button>
          </li>
        ))}
      </ul>
      <FlowNav t={t} onBack={null} onCancel={onCancel} />
    </main>
  );
}

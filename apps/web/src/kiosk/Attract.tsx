import type { KioskAdvertisements, KioskDeviceSetup } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../lib/api.ts';
import type { KioskLanguage, Translate } from './words.ts';

type Ads = KioskAdvertisements['items'];

/** Seconds each advertisement shows before the next. */
const AD_SECONDS = 8;

/**
 * Between guests: the company's name and welcome, its advertisements running today in turn, the language a
 * guest chooses, high contrast, and the button that starts a guest's visit.
 */
export function Attract({
  t,
  setup,
  language,
  onLanguage,
  highContrast,
  onHighContrast,
  onStart,
}: {
  t: Translate;
  setup: KioskDeviceSetup;
  language: KioskLanguage;
  onLanguage: (language: KioskLanguage) => void;
  highContrast: boolean;
  onHighContrast: (on: boolean) => void;
  onStart: () => void;
}) {
  const [ads, setAds] = useState<Ads>([]);
  const [shown, setShown] = useState(0);

  const showAds = setup.settings.showAdvertisements;
  useEffect(() => {
    // A kiosk set to show none does not ask for them (ADR 81).
    if (!showAds) return setAds([]);
    // Advertisements are a nicety: a kiosk without them (or offline) still starts a visit.
    callEndpoint(routes.kiosk.getKioskAdvertisements, { body: {} }).then(
      (answer) => setAds(answer.items),
      () => setAds([]),
    );
  }, [showAds]);
  useEffect(() => {
    if (ads.length < 2) return;
    const timer = window.setInterval(() => setShown((n) => (n + 1) % ads.length), AD_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [ads.length]);

  const ad = ads[shown % Math.max(1, ads.length)];
  const welcome = setup.settings.welcome[language].trim() || t('welcome');
  return (
    <main className="kiosk-attract">
      <h1>{setup.companyName}</h1>
      <p className="kiosk-lead">{welcome}</p>
      {ad && (
        <section className="kiosk-ad" aria-live="off">
          {/* The title says what the picture shows; the picture itself is decoration for a screen reader. */}
          <img className="kiosk-ad-image" src={ad.imageUrl} alt="" />
          <h2>{ad.title[language] || ad.title.en}</h2>
          {(ad.body[language] || ad.body.en) && <p>{ad.body[language] || ad.body.en}</p>}
        </section>
      )}
      <button type="button" className="kiosk-primary kiosk-start" onClick={onStart}>
        {t('start')}
      </button>
      <div className="kiosk-options">
        <fieldset className="kiosk-choices">
          <legend>{t('language')}</legend>
          <button type="button" lang="en" aria-pressed={language === 'en'} onClick={() => onLanguage('en')}>
            English
          </button>
          <button type="button" lang="ar" aria-pressed={language === 'ar'} onClick={() => onLanguage('ar')}>
            العربية
          </button>
        </fieldset>
        <button type="button" aria-pressed={highContrast} onClick={() => onHighContrast(!highContrast)}>
          {t('highContrast')}
        </button>
      </div>
    </main>
  );
}

import type { KioskMap } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type FormEvent, useRef, useState } from 'react';
import { callEndpoint, isApiError } from '../../../lib/api.ts';
import { isDeviceRefusal, isOffline } from '../../device.ts';
import type { KioskWords } from '../../locales/en.ts';
import type { KioskLanguage, PlainKey, Translate } from '../../words.ts';
import { CentredPage, useStepHeading } from '../shared.tsx';

type Place = KioskMap['places'][number];

/**
 * Sends a place to the guest's phone: the number typed here goes in the one text and nowhere else, and the
 * screen forgets it once sent. One key per sending, again on a retry, so a lost answer sends once.
 */
export function SendToPhone({
  t,
  language,
  place,
  onInactive,
  onBack,
  onDone,
}: {
  t: Translate;
  language: KioskLanguage;
  place: Place;
  onInactive: () => void;
  onBack: () => void;
  onDone: () => void;
}) {
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<{ field: boolean; words: PlainKey<KioskWords> } | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());
  const heading = useStepHeading('form');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await callEndpoint(routes.kiosk.kioskSendPlace, {
        body: { idempotencyKey: idempotencyKey.current, locationId: place.id, phone, language },
      });
      setPhone('');
      setSent(true);
    } catch (error) {
      if (isDeviceRefusal(error)) onInactive();
      else if (isOffline(error)) setProblem({ field: false, words: 'offlineBody' });
      else if (isApiError(error) && error.status === 429) setProblem({ field: false, words: 'tooManyTexts' });
      else if (isApiError(error) && error.problem.errors?.length)
        setProblem({ field: true, words: 'fieldInvalid' });
      else setProblem({ field: false, words: 'otherError' });
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <CentredPage title={t('sentTitle')}>
        <p className="kiosk-lead">{t('sentBody', { place: place.name })}</p>
        <button type="button" className="kiosk-primary" onClick={onDone}>
          {t('done')}
        </button>
      </CentredPage>
    );
  }
  return (
    <main className="kiosk-flow">
      <form className="kiosk-form" aria-labelledby="send-title" onSubmit={(event) => void send(event)}>
        <h1 id="send-title" ref={heading} tabIndex={-1}>
          {t('sendTitle', { place: place.name })}
        </h1>
        {problem && !problem.field && (
          <div role="alert" className="kiosk-banner">
            <p>{t(problem.words)}</p>
          </div>
        )}
        <div className="kiosk-field">
          <label htmlFor="send-phone">{t('sendPhone')}</label>
          <input
            id="send-phone"
            type="tel"
            value={phone}
            required
            autoComplete="off"
            aria-invalid={problem?.field === true}
            aria-describedby={problem?.field ? 'send-phone-error' : undefined}
            onChange={(event) => setPhone(event.currentTarget.value)}
          />
          {problem?.field && (
            <span id="send-phone-error" className="kiosk-error">
              {t(problem.words)}
            </span>
          )}
        </div>
        <p>{t('sendPrivacy')}</p>
        <button type="submit" className="kiosk-primary" disabled={busy}>
          {t(busy ? 'sending' : 'send')}
        </button>
      </form>
      <nav className="kiosk-nav" aria-label={t('startOver')}>
        <button type="button" onClick={onBack}>
          {t('back')}
        </button>
      </nav>
    </main>
  );
}

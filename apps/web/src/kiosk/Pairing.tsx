import { routes } from '@curbside/contract/routes';
import { type FormEvent, useState } from 'react';
import { callEndpoint, isApiError } from '../lib/api.ts';
import type { Translate } from './words.ts';

/** The pairing code entry of a device that is not paired: staff type the code the console showed, once. */
export function Pairing({ t, onPaired }: { t: Translate; onPaired: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<'pairInvalid' | 'pairTooMany' | 'otherError' | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await callEndpoint(routes.kiosk.pairKioskDevice, { body: { code } });
      onPaired();
    } catch (failure) {
      const status = isApiError(failure) ? failure.status : 0;
      setError(
        status === 429 ? 'pairTooMany' : status === 422 || status === 400 ? 'pairInvalid' : 'otherError',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="kiosk-centre">
      <h1>{t('pairTitle')}</h1>
      <p className="kiosk-lead">{t('pairHelp')}</p>
      <form className="kiosk-form" onSubmit={(event) => void submit(event)}>
        <label className="kiosk-field">
          <span>{t('pairCode')}</span>
          <input
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            aria-invalid={error !== null}
            aria-describedby={error ? 'pair-error' : undefined}
          />
        </label>
        {error && (
          <p id="pair-error" role="alert" className="kiosk-error">
            {t(error)}
          </p>
        )}
        <button type="submit" className="kiosk-primary" disabled={busy || code.trim() === ''}>
          {t('pairSubmit')}
        </button>
      </form>
    </main>
  );
}

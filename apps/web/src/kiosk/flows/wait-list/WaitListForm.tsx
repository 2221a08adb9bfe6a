import type { KioskDeviceSetup, KioskWaitAnswer, KioskWaitTypes } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { callEndpoint, isApiError } from '../../../lib/api.ts';
import { isDeviceRefusal, isOffline } from '../../device.ts';
import type { KioskWords } from '../../locales/en.ts';
import { Stepper } from '../../Stepper.tsx';
import { type KioskLanguage, numberIn, type Translate } from '../../words.ts';
import { CentredPage, Field, FlowNav, GuestLinkQr } from '../shared.tsx';

type Problem =
  | { kind: 'banner'; words: keyof KioskWords }
  | { kind: 'fields'; fields: Record<string, keyof KioskWords> };

/**
 * The wait list at a Guest kiosk: which list (when the company runs several), the guest's name, people and
 * phone for the texts, then where they stand with the status page's QR code. One idempotency key per visit,
 * again on a retry, so a lost answer joins once.
 */
export function WaitListForm({
  t,
  language,
  setup,
  waitTypes,
  onInactive,
  onCancel,
}: {
  t: Translate;
  language: KioskLanguage;
  setup: KioskDeviceSetup;
  waitTypes: KioskWaitTypes['waitTypes'];
  onInactive: () => void;
  onCancel: () => void;
}) {
  const [waitTypeId, setWaitTypeId] = useState(waitTypes.length === 1 ? (waitTypes[0]?.id ?? null) : null);
  const [guestName, setGuestName] = useState('');
  const [partySize, setPartySize] = useState(1);
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [answer, setAnswer] = useState<KioskWaitAnswer | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading is a new element on each step
  useEffect(() => {
    heading.current?.focus();
  }, [waitTypeId, answer]);
  const n = (value: number) => numberIn(language, value);

  const join = async (event: FormEvent) => {
    event.preventDefault();
    if (!waitTypeId) return;
    setBusy(true);
    setProblem(null);
    try {
      const joined = await callEndpoint(routes.kiosk.kioskJoinWaitList, {
        body: { idempotencyKey: idempotencyKey.current, waitTypeId, guestName, partySize, phone, language },
      });
      // Only where they stand stays on screen: what was typed is dropped now.
      setGuestName('');
      setPhone('');
      setAnswer(joined);
    } catch (error) {
      if (isDeviceRefusal(error)) onInactive();
      else if (isOffline(error)) setProblem({ kind: 'banner', words: 'offlineBody' });
      else if (isApiError(error) && error.problem.errors?.length) {
        const fields: Record<string, keyof KioskWords> = {};
        for (const field of error.problem.errors) {
          fields[field.path.replace('body.', '')] =
            field.message === 'required' ? 'required' : 'fieldInvalid';
        }
        setProblem({ kind: 'fields', fields });
      } else setProblem({ kind: 'banner', words: 'otherError' });
    } finally {
      setBusy(false);
    }
  };

  if (answer) {
    return (
      <CentredPage title={t('waitJoinedTitle')}>
        <p className="kiosk-number">{t('waitPosition', { position: n(answer.position) })}</p>
        <p className="kiosk-lead">{t('waitQuoted', { minutes: n(answer.quotedMinutes) })}</p>
        <GuestLinkQr link={answer.guestLink} label={t('waitLinkQr')} caption={t('waitScan')} />
        <button type="button" className="kiosk-primary" onClick={onCancel}>
          {t('done')}
        </button>
      </CentredPage>
    );
  }
  if (!waitTypeId) {
    return (
      <main className="kiosk-flow">
        <h1 ref={heading} tabIndex={-1}>
          {t('waitChooseList')}
        </h1>
        <ul className="kiosk-places">
          {waitTypes.map((type) => (
            <li key={type.id}>
              <button type="button" onClick={() => setWaitTypeId(type.id)}>
                <strong>{type.name}</strong>
                <span>{t('waitWaiting', { count: n(type.waiting) })}</span>
              </button>
            </li>
          ))}
        </ul>
        <FlowNav t={t} onBack={null} onCancel={onCancel} />
      </main>
    );
  }
  const fieldError = (name: string) =>
    problem?.kind === 'fields' && problem.fields[name] ? t(problem.fields[name]) : null;
  const field = (
    name: 'guestName' | 'phone',
    label: keyof KioskWords,
    value: string,
    set: (v: string) => void,
  ) => (
    <Field
      name={name}
      label={t(label)}
      type={name === 'phone' ? 'tel' : 'text'}
      value={value}
      required={name === 'guestName'}
      error={fieldError(name)}
      onChange={set}
    />
  );
  return (
    <main className="kiosk-flow">
      <form className="kiosk-form" aria-labelledby="wait-title" onSubmit={(event) => void join(event)}>
        <h1 id="wait-title" ref={heading} tabIndex={-1}>
          {t('waitTitle', { list: waitTypes.find((type) => type.id === waitTypeId)?.name ?? '' })}
        </h1>
        {problem?.kind === 'banner' && (
          <div role="alert" className="kiosk-banner">
            <p>{t(problem.words)}</p>
          </div>
        )}
        {field('guestName', 'name', guestName, setGuestName)}
        <Stepper
          t={t}
          language={language}
          label={t('partySize')}
          value={partySize}
          min={1}
          max={setup.settings.maxPartySize}
          onChange={setPartySize}
        />
        {field('phone', 'waitPhone', phone, setPhone)}
        <button type="submit" className="kiosk-primary" disabled={busy}>
          {t(busy ? 'booking' : 'waitJoin')}
        </button>
      </form>
      <FlowNav t={t} onBack={waitTypes.length > 1 ? () => setWaitTypeId(null) : null} onCancel={onCancel} />
    </main>
  );
}

import type { KioskDeviceSetup, KioskPlaces, KioskRideAnswer } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { callEndpoint, isApiError } from '../lib/api.ts';
import { isDeviceRefusal, isOffline } from './device.ts';
import {
  answersToSend,
  type CustomAnswers,
  CustomFieldInputs,
  customFieldOf,
  missingAnswers,
} from './flows/CustomFieldInputs.tsx';
import { CategoryChoices, Field, FlowNav, problemOf, ruleRefusal, StepTitle } from './flows/shared.tsx';
import type { KioskWords } from './locales/en.ts';
import { Stepper } from './Stepper.tsx';
import type { KioskLanguage, Translate } from './words.ts';

type Step = 'place' | 'details' | 'confirm';
type Problem =
  | { kind: 'offline' }
  | { kind: 'fields'; fields: Record<string, keyof KioskWords> }
  | { kind: 'other'; words: string | null };

/** What the guest has typed, kept only while this visit lasts (the flow is remounted for each guest). */
interface Details {
  guestName: string;
  partySize: number;
  luggage: number;
  roomNumber: string;
  phone: string;
  email: string;
}

const FIELD_OF: Record<string, string> = {
  'body.guestName': 'guestName',
  'body.partySize': 'partySize',
  'body.luggage': 'luggage',
  'body.roomNumber': 'roomNumber',
  'body.phone': 'phone',
  'body.email': 'email',
};

/**
 * A ride now for one guest: where to (the company's places by category), who is going (name, people, bags,
 * room, phone; e-mail at a Guest kiosk), a check, then the booking. The booking carries one idempotency key
 * for this visit, so pressing again or a retry after a lost answer books once. Offline, it says "see the desk"
 * and tries again by itself with the same key.
 */
export function RideFlow({
  t,
  language,
  setup,
  onBooked,
  onInactive,
  onCancel,
  to,
}: {
  t: Translate;
  language: KioskLanguage;
  setup: KioskDeviceSetup;
  /** A destination chosen before (a Map kiosk's place card): the flow starts at the guest's details. */
  to?: string;
  onBooked: (answer: KioskRideAnswer) => void;
  onInactive: () => void;
  onCancel: () => void;
}) {
  const guest = setup.type === 'guest';
  const first: Step = guest || to ? 'details' : 'place';
  const { settings } = setup;
  const [places, setPlaces] = useState<KioskPlaces | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [step, setStep] = useState<Step>(first);
  const [placeId, setPlaceId] = useState<string | null>(to ?? null);
  const [details, setDetails] = useState<Details>({
    guestName: '',
    partySize: 1,
    luggage: 0,
    roomNumber: '',
    phone: '',
    email: '',
  });
  const [answers, setAnswers] = useState<CustomAnswers>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef(crypto.randomUUID());
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    callEndpoint(routes.kiosk.getKioskPlaces, { body: {} }).then(setPlaces, (error: unknown) =>
      isDeviceRefusal(error) ? onInactive() : setProblem({ kind: 'offline' }),
    );
  }, [onInactive]);
  // Each step's heading takes the focus, so a screen reader and a keyboard start at the top of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading is a new element on each step
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  const book = async () => {
    if (!placeId) return;
    setBusy(true);
    setProblem(null);
    try {
      const body = {
        idempotencyKey: idempotencyKey.current,
        toLocationId: placeId,
        language,
        guestName: details.guestName,
        partySize: details.partySize,
        luggage: details.luggage,
        roomNumber: details.roomNumber,
        phone: details.phone,
        customValues: answersToSend(setup.customFields, answers),
      };
      const answer = guest
        ? await callEndpoint(routes.kiosk.addOrUpdateKioskGuestInfo, {
            body: { ...body, email: details.email },
          })
        : setup.type === 'map'
          ? await callEndpoint(routes.kiosk.kioskMapRequestRide, { body })
          : await callEndpoint(routes.kiosk.kioskRequestRide, { body });
      onBooked(answer);
    } catch (error) {
      if (isDeviceRefusal(error)) onInactive();
      else if (isOffline(error)) setProblem({ kind: 'offline' });
      else if (isApiError(error) && error.problem.errors?.length) {
        const fields: Record<string, keyof KioskWords> = {};
        for (const field of error.problem.errors) {
          const name = FIELD_OF[field.path] ?? customFieldOf(field.path);
          if (name) fields[name] = field.message === 'required' ? 'required' : 'fieldInvalid';
        }
        setProblem({ kind: 'fields', fields });
        setStep('details');
      } else {
        // A booking rule's refusal in the console's words, back at the details the guest can change.
        const words = ruleRefusal(t, problemOf(error));
        setProblem({ kind: 'other', words });
        if (words) setStep('details');
      }
    } finally {
      setBusy(false);
    }
  };

  // Offline while booking: try again by itself, with the same key.
  useEffect(() => {
    if (problem?.kind !== 'offline' || step !== 'confirm') return;
    const timer = window.setTimeout(() => void book(), 10_000);
    return () => window.clearTimeout(timer);
  });

  const place = places?.places.find((one) => one.id === placeId);
  const fieldError = (name: string) =>
    problem?.kind === 'fields' && problem.fields[name] ? t(problem.fields[name]) : null;
  const text = (
    name: 'guestName' | 'roomNumber' | 'phone' | 'email',
    label: keyof KioskWords,
    type = 'text',
  ) => (
    <Field
      name={name}
      label={t(label)}
      type={type}
      value={details[name]}
      required={name === 'guestName'}
      error={fieldError(name)}
      onChange={(value) => setDetails({ ...details, [name]: value })}
    />
  );
  const submitDetails = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingAnswers(setup.customFields, answers);
    if (Object.keys(missing).length > 0) return setProblem({ kind: 'fields', fields: missing });
    setProblem(null);
    setStep(guest && !placeId ? 'place' : 'confirm');
  };

  const banner = problem?.kind === 'offline' || problem?.kind === 'other';
  return (
    <main className="kiosk-flow">
      {banner && (
        <div role="alert" className="kiosk-banner">
          <p>{problem.kind === 'offline' ? t('offlineBody') : (problem.words ?? t('otherError'))}</p>
          {step === 'confirm' && (
            <button type="button" onClick={() => void book()} disabled={busy}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
      {step === 'place' && (
        <section aria-labelledby="step-title">
          <StepTitle heading={heading}>{t('whereTo')}</StepTitle>
          {places && places.places.length === 0 && <p>{t('noPlaces')}</p>}
          {places && (
            <CategoryChoices t={t} categories={places.categories} chosen={category} onChoose={setCategory} />
          )}
          <ul className="kiosk-places">
            {places?.places
              .filter((one) => category === null || one.categoryId === category)
              .map((one) => (
                <li key={one.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setPlaceId(one.id);
                      setStep(guest ? 'confirm' : 'details');
                    }}
                  >
                    <strong>{one.name}</strong>
                    {one.address && <span>{one.address}</span>}
                  </button>
                </li>
              ))}
          </ul>
        </section>
      )}
      {step === 'details' && (
        <form aria-labelledby="step-title" className="kiosk-form" onSubmit={submitDetails}>
          <StepTitle heading={heading}>{t('details')}</StepTitle>
          {text('guestName', 'name')}
          <Stepper
            t={t}
            language={language}
            label={t('partySize')}
            value={details.partySize}
            min={1}
            max={settings.maxPartySize}
            onChange={(partySize) => setDetails({ ...details, partySize })}
          />
          {settings.askLuggage && (
            <Stepper
              t={t}
              language={language}
              label={t('luggage')}
              value={details.luggage}
              min={0}
              max={20}
              onChange={(luggage) => setDetails({ ...details, luggage })}
            />
          )}
          {text('roomNumber', 'room')}
          {settings.askPhone && text('phone', 'phone', 'tel')}
          {guest && text('email', 'email', 'email')}
          <CustomFieldInputs
            t={t}
            language={language}
            fields={setup.customFields}
            answers={answers}
            onChange={setAnswers}
            problems={problem?.kind === 'fields' ? problem.fields : undefined}
          />
          <button type="submit" className="kiosk-primary">
            {t('next')}
          </button>
        </form>
      )}
      {step === 'confirm' && place && (
        <section aria-labelledby="step-title">
          <StepTitle heading={heading}>{t('confirmTitle')}</StepTitle>
          <dl className="kiosk-summary">
            <dt>{t('confirmTo')}</dt>
            <dd>{place.name}</dd>
            <dt>{t('name')}</dt>
            <dd>{details.guestName}</dd>
            <dt>{t('partySize')}</dt>
            <dd>{details.partySize}</dd>
          </dl>
          <button type="button" className="kiosk-primary" disabled={busy} onClick={() => void book()}>
            {t(busy ? 'booking' : 'book')}
          </button>
        </section>
      )}
      <FlowNav
        t={t}
        onBack={
          step === first ? null : () => setStep(step === 'confirm' ? (guest ? 'place' : 'details') : first)
        }
        onCancel={onCancel}
      />
    </main>
  );
}

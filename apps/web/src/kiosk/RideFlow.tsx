import type { KioskPlaces } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type FormEvent, useEffect, useState } from 'react';
import { callEndpoint } from '../lib/api.ts';
import { isDeviceRefusal } from './device.ts';
import { CustomFieldInputs, useCustomAnswers } from './flows/CustomFieldInputs.tsx';
import {
  CategoryChoices,
  detailFields,
  type RideFlowProps,
  ruleRefusal,
  useStepHeading,
} from './flows/shared.tsx';
import { bannerWords, CheckStep, ChoiceStep, FlowFrame, FormStep, useFlowCalls } from './flows/steps.tsx';
import { useCount } from './Stepper.tsx';

type Step = 'place' | 'details' | 'confirm';

/** What the guest has typed, kept only while this visit lasts (the flow is remounted for each guest). */
const BLANK = { guestName: '', roomNumber: '', phone: '', email: '' };

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
}: RideFlowProps & {
  /** A destination chosen before (a Map kiosk's place card): the flow starts at the guest's details. */
  to?: string;
}) {
  const guest = setup.type === 'guest';
  const first: Step = guest || to ? 'details' : 'place';
  const { settings } = setup;
  const [places, setPlaces] = useState<KioskPlaces | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [step, setStep] = useState<Step>(first);
  const [placeId, setPlaceId] = useState<string | null>(to ?? null);
  const [details, setDetails] = useState(BLANK);
  const partySize = useCount(t, language, t('partySize'), 1);
  const luggage = useCount(t, language, t('luggage'), 0);
  const custom = useCustomAnswers(setup.customFields);
  const heading = useStepHeading(step);
  const { problem, setProblem, busy, send, retry } = useFlowCalls({
    onInactive,
    // A field, or a booking rule's refusal in the console's words: back at the details the guest can change.
    onProblem: (found) => {
      if (found.kind === 'fields' || ruleRefusal(t, found)) setStep('details');
    },
    retryOffline: step === 'confirm',
  });

  useEffect(() => {
    callEndpoint(routes.kiosk.getKioskPlaces, { body: {} }).then(setPlaces, (error: unknown) =>
      isDeviceRefusal(error) ? onInactive() : setProblem({ kind: 'offline' }),
    );
  }, [onInactive, setProblem]);

  const book = () => {
    if (!placeId) return;
    send(async (idempotencyKey) => {
      const body = {
        idempotencyKey,
        toLocationId: placeId,
        language,
        guestName: details.guestName,
        partySize: partySize.value,
        luggage: luggage.value,
        roomNumber: details.roomNumber,
        phone: details.phone,
        customValues: custom.toSend(),
      };
      onBooked(
        guest
          ? await callEndpoint(routes.kiosk.addOrUpdateKioskGuestInfo, {
              body: { ...body, email: details.email },
            })
          : setup.type === 'map'
            ? await callEndpoint(routes.kiosk.kioskMapRequestRide, { body })
            : await callEndpoint(routes.kiosk.kioskRequestRide, { body }),
      );
    });
  };

  const place = places?.places.find((one) => one.id === placeId);
  const field = detailFields(t, details, setDetails, problem, ['guestName']);
  const submitDetails = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = custom.unanswered();
    if (unanswered) return setProblem(unanswered);
    setProblem(null);
    setStep(guest && !placeId ? 'place' : 'confirm');
  };

  return (
    <FlowFrame
      t={t}
      banner={bannerWords(t, problem, {}, true)}
      busy={busy}
      onRetry={step === 'confirm' ? retry : null}
      onBack={
        step === first ? null : () => setStep(step === 'confirm' ? (guest ? 'place' : 'details') : first)
      }
      onCancel={onCancel}
    >
      {step === 'place' && (
        <ChoiceStep
          heading={heading}
          title={t('whereTo')}
          offers={
            places?.places
              .filter((one) => category === null || one.categoryId === category)
              .map((one) => ({
                key: one.id,
                title: one.name,
                line: one.address,
                onChoose: () => {
                  setPlaceId(one.id);
                  setStep(guest ? 'confirm' : 'details');
                },
              })) ?? []
          }
        >
          {places && places.places.length === 0 && <p>{t('noPlaces')}</p>}
          {places && (
            <CategoryChoices t={t} categories={places.categories} chosen={category} onChoose={setCategory} />
          )}
        </ChoiceStep>
      )}
      {step === 'details' && (
        <FormStep heading={heading} title={t('details')} onSubmit={submitDetails}>
          {field('guestName', t('name'))}
          {partySize.stepper(settings.maxPartySize)}
          {settings.askLuggage && luggage.stepper(20)}
          {field('roomNumber', t('room'))}
          {settings.askPhone && field('phone', t('phone'), 'tel')}
          {guest && field('email', t('email'), 'email')}
          <CustomFieldInputs t={t} language={language} asked={custom} problem={problem} />
          <button type="submit" className="kiosk-primary">
            {t('next')}
          </button>
        </FormStep>
      )}
      {step === 'confirm' && place && (
        <CheckStep
          t={t}
          heading={heading}
          title={t('confirmTitle')}
          summary={[
            [t('confirmTo'), place.name],
            [t('name'), details.guestName],
            [t('partySize'), partySize.value],
          ]}
          busy={busy}
          book={t('book')}
          onBook={book}
        />
      )}
    </FlowFrame>
  );
}

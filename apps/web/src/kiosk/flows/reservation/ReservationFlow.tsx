import type {
  KioskDeparture,
  KioskDepartures,
  KioskDeviceSetup,
  KioskPaymentWay,
  KioskSeatAnswer,
  KioskSeatPrice,
} from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type FormEvent, useEffect, useState } from 'react';
import { callEndpoint } from '../../../lib/api.ts';
import { useCount } from '../../Stepper.tsx';
import { kioskTimes } from '../../times.ts';
import { dictionary, type KioskLanguage, type Translate } from '../../words.ts';
import { CustomFieldInputs, useCustomAnswers } from '../CustomFieldInputs.tsx';
import {
  type BookingFlowProps,
  CardButtons,
  type CardFlowProps,
  CentredPage,
  detailFields,
  money,
  PaymentChoice,
  ruleRefusal,
} from '../shared.tsx';
import { bannerWords, CheckStep, ChoiceStep, FlowFrame, FormStep, useFlowSteps } from '../steps.tsx';
import { PriceLines } from './PriceLines.tsx';
import { RESERVATION_WORDS } from './words.ts';

const STEPS = ['departure', 'details', 'check'] as const;

/** What the guest typed, kept only while this visit lasts (the flow is unmounted once booked). */
const BLANK = { guestName: '', roomNumber: '', phone: '', email: '', couponCode: '' };
type Details = typeof BLANK;

/** The days a guest may book: today and the next six of the company's calendar, named in the guest's language. */
const DAYS = [0, 1, 2, 3, 4, 5, 6];

/**
 * Seats on a scheduled trip for one guest (ADR 107): a day and a departure with seats left, the seats and the
 * guest's details with a coupon and the way of paying, the price with fees and taxes as every channel computes
 * it, then the booking under one idempotency key for the visit (a retry books once). Offline, it says "see the
 * desk" and tries again by itself with the same key.
 */
export function ReservationFlow({
  t,
  language,
  setup,
  onBooked,
  onInactive,
  onCancel,
}: BookingFlowProps<KioskSeatAnswer>) {
  const r = dictionary(RESERVATION_WORDS, language);
  const times = kioskTimes(setup, language);
  const [day, setDay] = useState(0);
  const [list, setList] = useState<KioskDepartures | null>(null);
  const [chosen, setChosen] = useState<KioskDeparture | null>(null);
  const adults = useCount(t, language, r('adults'), 1);
  const children = useCount(t, language, r('children'), 0);
  const [details, setDetails] = useState<Details>(BLANK);
  const custom = useCustomAnswers(setup.customFields);
  const [payment, setPayment] = useState<KioskPaymentWay | null>(null);
  const [price, setPrice] = useState<KioskSeatPrice | null>(null);
  const { step, setStep, heading, frame, problem, setProblem, fail, busy, send } = useFlowSteps({
    order: STEPS,
    onInactive,
    // A field, or a rule the seats break: back to the step where the guest can change them.
    backTo: (found) =>
      found.kind === 'fields' || ruleRefusal(t, found)
        ? 'details'
        : found.kind === 'other' && found.code === 'NO_SEATS_LEFT'
          ? 'departure'
          : null,
  });

  // The list is read again for each day chosen. An answer for a day no longer chosen is dropped: a guest who
  // taps "Tomorrow" before today's list arrives must not be shown (and book) today's departures.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is read again for each day chosen
  useEffect(() => {
    let chosenStill = true;
    setList(null);
    callEndpoint(routes.kiosk.getKioskDepartures, { body: { day } }).then(
      (found) => {
        if (!chosenStill) return;
        setList(found);
        setPayment((way) => way ?? (found.paymentWays.length === 1 ? (found.paymentWays[0] ?? null) : null));
      },
      (error: unknown) => {
        if (chosenStill) fail(error);
      },
    );
    return () => {
      chosenStill = false;
    };
  }, [day]);

  const choice = chosen && {
    scheduleTimeId: chosen.scheduleTimeId,
    day,
    adults: adults.value,
    children: children.value,
    couponCode: details.couponCode,
    roomNumber: details.roomNumber,
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!choice || !payment) return;
    const unanswered = custom.unanswered();
    if (unanswered) return setProblem(unanswered);
    send(async () => {
      setPrice(await callEndpoint(routes.kiosk.getKioskSeatPrice, { body: choice }));
      setStep('check');
    });
  };

  const book = () => {
    if (!choice || !payment) return;
    send(async (idempotencyKey) =>
      onBooked(
        await callEndpoint(routes.kiosk.kioskBookSeat, {
          body: {
            ...choice,
            idempotencyKey,
            guestName: details.guestName,
            phone: details.phone,
            email: details.email,
            payment,
            language,
            customValues: custom.toSend(),
          },
        }),
      ),
    );
  };

  const field = detailFields(t, details, setDetails, problem, ['guestName']);
  const roomAsked = chosen?.roomMandatory === true || payment === 'room';
  const banner = bannerWords(
    t,
    problem,
    { NO_SEATS_LEFT: r('full'), PAYMENT_METHOD_NOT_ACCEPTED: r('notTaken') },
    true,
  );

  return (
    <FlowFrame t={t} banner={banner} onCancel={onCancel} {...frame}>
      {step === 'departure' && (
        <ChoiceStep
          heading={heading}
          title={r('chooseDeparture')}
          offers={
            list?.departures.map((one) => ({
              key: one.scheduleTimeId,
              title: `${times.ofMinute(one.departureMinute)} · ${one.toLocationName}`,
              line: (
                <>
                  {one.fromLocationName} · {r('seatsLeft', { count: one.seatsLeft })} ·{' '}
                  {r('perAdult', { price: money(one.adultCents, list.currency, language) })}
                </>
              ),
              onChoose: () => {
                setChosen(one);
                adults.set((n) => Math.min(n, one.seatsLeft));
                children.set(0);
                setProblem(null);
                setStep('details');
              },
            })) ?? []
          }
        >
          <div className="kiosk-choices">
            {DAYS.map((one) => (
              <button key={one} type="button" aria-pressed={day === one} onClick={() => setDay(one)}>
                {one === 0 ? r('today') : one === 1 ? r('tomorrow') : times.dayName(one)}
              </button>
            ))}
          </div>
          {list === null && <p>{t('loading')}</p>}
          {list?.departures.length === 0 && <p>{r('noDepartures')}</p>}
        </ChoiceStep>
      )}
      {step === 'details' && chosen && list && (
        <FormStep heading={heading} title={r('seatsTitle')} onSubmit={check}>
          {adults.stepper(chosen.seatsLeft - children.value)}
          {children.stepper(chosen.seatsLeft - adults.value)}
          {field('guestName', t('name'))}
          {field('roomNumber', roomAsked ? r('roomRequired') : t('room'))}
          {field('phone', t('phone'), 'tel')}
          {field('email', t('email'), 'email')}
          {field('couponCode', r('coupon'))}
          <CustomFieldInputs t={t} language={language} asked={custom} problem={problem} />
          {list.paymentWays.length === 0 ? (
            <p>{r('noPaymentWay')}</p>
          ) : (
            <PaymentChoice
              legend={r('paymentWay')}
              ways={list.paymentWays}
              chosen={payment}
              onChoose={setPayment}
              words={r}
            />
          )}
          <button type="submit" className="kiosk-primary" disabled={busy || !payment}>
            {t('next')}
          </button>
        </FormStep>
      )}
      {step === 'check' && chosen && price && (
        <CheckStep
          t={t}
          heading={heading}
          title={r('checkTitle')}
          summary={[
            [r('departure'), `${times.ofMinute(chosen.departureMinute)} · ${chosen.toLocationName}`],
            [t('name'), details.guestName],
            [r('seats'), adults.value + children.value],
          ]}
          busy={busy}
          book={r('bookSeats')}
          onBook={book}
        >
          <PriceLines r={r} language={language} price={price} />
        </CheckStep>
      )}
    </FlowFrame>
  );
}

/** The kiosk's Reservation visit: the flow, then the confirmation card alone (the flow and what it held gone). */
export function ReservationKiosk(props: CardFlowProps) {
  const [answer, setAnswer] = useState<KioskSeatAnswer | null>(null);
  if (answer) return <SeatCard {...props} answer={answer} />;
  return <ReservationFlow {...props} onBooked={setAnswer} onCancel={props.onDone} />;
}

/** The confirmation card: the booking's number, the departure, the seats and the price; printable. */
function SeatCard({
  t,
  language,
  setup,
  answer,
  onDone,
}: {
  t: Translate;
  language: KioskLanguage;
  setup: KioskDeviceSetup;
  answer: KioskSeatAnswer;
  onDone: () => void;
}) {
  const r = dictionary(RESERVATION_WORDS, language);
  const times = kioskTimes(setup, language);
  return (
    <CentredPage title={r('bookedTitle')}>
      <p className="kiosk-number">{r('bookingNumber', { number: answer.partyNumber })}</p>
      <p className="kiosk-lead">
        {times.date(answer.date)} · {times.ofMinute(answer.departureMinute)} · {answer.fromLocationName} →{' '}
        {answer.toLocationName}
      </p>
      <p className="kiosk-lead">
        {r('seats')}: {answer.seats} · {r('total')}: {money(answer.totalCents, answer.currency, language)}
      </p>
      <p>{r(answer.payment === 'room' ? 'paidAtRoom' : 'paidAtDesk')}</p>
      {answer.sent && <p>{r('sent')}</p>}
      <CardButtons print={r('print')} done={t('done')} onDone={onDone} />
    </CentredPage>
  );
}

import type { KioskParkingPackages, KioskPaymentWay, KioskPermitAnswer } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type FormEvent, useEffect, useState } from 'react';
import { callEndpoint } from '../../../lib/api.ts';
import { Stepper } from '../../Stepper.tsx';
import type { KioskLanguage, Translate } from '../../words.ts';
import {
  backOf,
  detailFields,
  FlowBanner,
  FlowNav,
  type FlowProblem,
  money,
  PaymentChoice,
  problemOf,
  StepTitle,
  useBookingPress,
  useStepHeading,
} from '../shared.tsx';
import type { ParkingWords } from './words.ts';

const STEPS = ['package', 'details', 'check'] as const;
type Step = (typeof STEPS)[number];
type Pkg = KioskParkingPackages['packages'][number];
type Lot = Pkg['lots'][number];

const BLANK = { guestName: '', plate: '', roomNumber: '', phone: '' };
type Details = typeof BLANK;

/** The most days a guest buys here (the server's `KIOSK_PERMIT_DAYS`). */
const MAX_DAYS = 30;

/** What the permit costs, as the desk's sale prices it: the package's price per started period. */
const costOf = (pkg: Pkg, days: number) =>
  pkg.priceCents * Math.max(1, Math.ceil((days * 24) / pkg.durationHours));
/** The fewest free spaces of the lot over the first `days` days. */
const freeOver = (lot: Lot, days: number) => Math.min(...lot.free.slice(0, days));

/**
 * A self-park permit from now for some days (ADR 108): a package in a lot with free spaces, the days, the car
 * and the guest, the way of paying, then the sale under one idempotency key for the visit.
 */
export function PermitFlow({
  t,
  p,
  language,
  onBought,
  onInactive,
  onCancel,
}: {
  t: Translate;
  p: ParkingWords;
  language: KioskLanguage;
  onBought: (answer: KioskPermitAnswer) => void;
  onInactive: () => void;
  onCancel: () => void;
}) {
  const [step, setStep] = useState<Step>('package');
  const [offer, setOffer] = useState<KioskParkingPackages | null>(null);
  const [chosen, setChosen] = useState<{ pkg: Pkg; lot: Lot } | null>(null);
  const [days, setDays] = useState(1);
  const [details, setDetails] = useState<Details>(BLANK);
  const [payment, setPayment] = useState<KioskPaymentWay | null>(null);
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  const heading = useStepHeading(step);

  const fail = (error: unknown) => {
    const found = problemOf(error);
    if (found.kind === 'inactive') return onInactive();
    setProblem(found);
    if (found.kind === 'fields') setStep('details');
  };
  const { busy, press, retry } = useBookingPress(fail, problem?.kind === 'offline' && step === 'check');

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per visit
  useEffect(() => {
    callEndpoint(routes.kiosk.getKioskParkingPackages, { body: {} }).then((found) => {
      setOffer(found);
      if (found.paymentWays.length === 1) setPayment(found.paymentWays[0] ?? null);
    }, fail);
  }, []);

  const buy = () => {
    if (!chosen || !payment) return;
    setProblem(null);
    void press(async (idempotencyKey) =>
      onBought(
        await callEndpoint(routes.kiosk.kioskBuyPermit, {
          body: {
            idempotencyKey,
            packageId: chosen.pkg.id,
            lotId: chosen.lot.id,
            days,
            ...details,
            payment,
            language,
          },
        }),
      ),
    );
  };

  const field = detailFields(t, details, setDetails, problem, ['guestName', 'plate']);
  const code = problem?.kind === 'other' ? problem.code : '';
  const banner =
    problem?.kind === 'offline'
      ? t('offlineBody')
      : code === 'LOT_FULL'
        ? p('notEnoughSpace')
        : code === 'PAYMENT_METHOD_NOT_ACCEPTED'
          ? p('notTaken')
          : problem && problem.kind !== 'fields'
            ? t('otherError')
            : null;
  const next = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setStep('check');
  };

  return (
    <main className="kiosk-flow">
      <FlowBanner t={t} text={banner} busy={busy} onRetry={step === 'check' ? retry : null} />
      {step === 'package' && (
        <section aria-labelledby="step-title">
          <StepTitle heading={heading}>{p('choosePackage')}</StepTitle>
          {offer === null && <p>{t('loading')}</p>}
          {offer?.packages.length === 0 && <p>{p('noPackages')}</p>}
          <ul className="kiosk-places">
            {offer?.packages.flatMap((pkg) =>
              pkg.lots.map((lot) => (
                <li key={`${pkg.id}-${lot.id}`}>
                  <button
                    type="button"
                    disabled={freeOver(lot, 1) <= 0}
                    onClick={() => {
                      setChosen({ pkg, lot });
                      setStep('details');
                    }}
                  >
                    <strong>
                      {pkg.name} · {lot.name}
                    </strong>
                    <span>
                      {p('perPeriod', {
                        price: money(pkg.priceCents, offer.currency, language),
                        hours: pkg.durationHours,
                      })}{' '}
                      · {freeOver(lot, 1) > 0 ? p('freeSpaces', { spaces: freeOver(lot, 1) }) : p('lotFull')}
                    </span>
                  </button>
                </li>
              )),
            )}
          </ul>
        </section>
      )}
      {step === 'details' && chosen && offer && (
        <form aria-labelledby="step-title" className="kiosk-form" onSubmit={next}>
          <StepTitle heading={heading}>{p('permitDetails')}</StepTitle>
          <Stepper
            t={t}
            language={language}
            label={p('days')}
            value={days}
            min={1}
            max={Math.min(MAX_DAYS, chosen.lot.free.length || 1)}
            onChange={setDays}
          />
          <p aria-live="polite">
            {p('total')}: {money(costOf(chosen.pkg, days), offer.currency, language)}
            {freeOver(chosen.lot, days) <= 0 && ` · ${p('notEnoughSpace')}`}
          </p>
          {field('plate', p('plate'))}
          {field('guestName', t('name'))}
          {field('roomNumber', payment === 'room' ? p('roomRequired') : t('room'))}
          {field('phone', t('phone'), 'tel')}
          <PaymentChoice
            legend={p('paymentWay')}
            ways={offer.paymentWays}
            chosen={payment}
            onChoose={setPayment}
            wordOf={(way) => p(way === 'room' ? 'payRoom' : 'payDesk')}
          />
          <button
            type="submit"
            className="kiosk-primary"
            disabled={!payment || freeOver(chosen.lot, days) <= 0}
          >
            {t('next')}
          </button>
        </form>
      )}
      {step === 'check' && chosen && offer && (
        <section aria-labelledby="step-title">
          <StepTitle heading={heading}>{p('checkTitle')}</StepTitle>
          <dl className="kiosk-summary">
            <dt>{p('lot')}</dt>
            <dd>
              {chosen.pkg.name} · {chosen.lot.name}
            </dd>
            <dt>{p('days')}</dt>
            <dd>{days}</dd>
            <dt>{p('plate')}</dt>
            <dd>{details.plate}</dd>
            <dt>{p('total')}</dt>
            <dd>{money(costOf(chosen.pkg, days), offer.currency, language)}</dd>
          </dl>
          <button type="button" className="kiosk-primary" disabled={busy} onClick={buy}>
            {busy ? t('booking') : p('buy')}
          </button>
        </section>
      )}
      <FlowNav t={t} onBack={backOf(STEPS, step, setStep)} onCancel={onCancel} />
    </main>
  );
}

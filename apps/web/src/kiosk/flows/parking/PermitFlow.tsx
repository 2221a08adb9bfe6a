import type { KioskParkingPackages, KioskPaymentWay, KioskPermitAnswer } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type FormEvent, useEffect, useState } from 'react';
import { callEndpoint } from '../../../lib/api.ts';
import { useCount } from '../../Stepper.tsx';
import type { KioskLanguage, Translate } from '../../words.ts';
import { detailFields, money, PaymentChoice } from '../shared.tsx';
import { bannerWords, CheckStep, ChoiceStep, FlowFrame, FormStep, useFlowSteps } from '../steps.tsx';
import type { ParkingWords } from './words.ts';

const STEPS = ['package', 'details', 'check'] as const;
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
  const [offer, setOffer] = useState<KioskParkingPackages | null>(null);
  const [chosen, setChosen] = useState<{ pkg: Pkg; lot: Lot } | null>(null);
  const dayCount = useCount(t, language, p('days'), 1);
  const days = dayCount.value;
  const [details, setDetails] = useState<Details>(BLANK);
  const [payment, setPayment] = useState<KioskPaymentWay | null>(null);
  const { step, setStep, heading, frame, problem, setProblem, fail, busy, send } = useFlowSteps({
    order: STEPS,
    onInactive,
    backTo: (found) => (found.kind === 'fields' ? 'details' : null),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per visit
  useEffect(() => {
    callEndpoint(routes.kiosk.getKioskParkingPackages, { body: {} }).then((found) => {
      setOffer(found);
      if (found.paymentWays.length === 1) setPayment(found.paymentWays[0] ?? null);
    }, fail);
  }, []);

  const buy = () => {
    if (!chosen || !payment) return;
    send(async (idempotencyKey) =>
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
  const banner = bannerWords(
    t,
    problem,
    { LOT_FULL: p('notEnoughSpace'), PAYMENT_METHOD_NOT_ACCEPTED: p('notTaken') },
    false,
  );
  const next = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setStep('check');
  };

  return (
    <FlowFrame t={t} banner={banner} onCancel={onCancel} {...frame}>
      {step === 'package' && (
        <ChoiceStep
          heading={heading}
          title={p('choosePackage')}
          offers={
            offer?.packages.flatMap((pkg) =>
              pkg.lots.map((lot) => ({
                key: `${pkg.id}-${lot.id}`,
                title: `${pkg.name} · ${lot.name}`,
                line: (
                  <>
                    {p('perPeriod', {
                      price: money(pkg.priceCents, offer.currency, language),
                      count: pkg.durationHours,
                    })}{' '}
                    · {freeOver(lot, 1) > 0 ? p('freeSpaces', { count: freeOver(lot, 1) }) : p('lotFull')}
                  </>
                ),
                disabled: freeOver(lot, 1) <= 0,
                onChoose: () => {
                  setChosen({ pkg, lot });
                  setStep('details');
                },
              })),
            ) ?? []
          }
        >
          {offer === null && <p>{t('loading')}</p>}
          {offer?.packages.length === 0 && <p>{p('noPackages')}</p>}
        </ChoiceStep>
      )}
      {step === 'details' && chosen && offer && (
        <FormStep heading={heading} title={p('permitDetails')} onSubmit={next}>
          {dayCount.stepper(Math.min(MAX_DAYS, chosen.lot.free.length || 1))}
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
            words={p}
          />
          <button
            type="submit"
            className="kiosk-primary"
            disabled={!payment || freeOver(chosen.lot, days) <= 0}
          >
            {t('next')}
          </button>
        </FormStep>
      )}
      {step === 'check' && chosen && offer && (
        <CheckStep
          t={t}
          heading={heading}
          title={p('checkTitle')}
          summary={[
            [p('lot'), `${chosen.pkg.name} · ${chosen.lot.name}`],
            [p('days'), days],
            [p('plate'), details.plate],
            [p('total'), money(costOf(chosen.pkg, days), offer.currency, language)],
          ]}
          busy={busy}
          book={p('buy')}
          onBook={buy}
        />
      )}
    </FlowFrame>
  );
}

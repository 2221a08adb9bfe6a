import { type FormEvent, Fragment, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type { Translate } from '../words.ts';
import {
  FlowBanner,
  FlowNav,
  type FlowProblem,
  problemOf,
  ruleRefusal,
  StepTitle,
  useStepHeading,
} from './shared.tsx';

/**
 * The steps every kiosk flow is made of (ADR 169): the calls it makes and their problem, the frame around a step,
 * a step of choices, a step of fields and the step that books. The Ride, Reservation, Parking and wait-list
 * flows differ in what they ask, not in how a step reads or how a failure is told.
 */

/**
 * A booking's press: busy while it runs, one idempotency key for the whole visit, and, while `retrying` (offline
 * at the step that books), the last press sent again by itself every 10 s with the same key.
 */
function useBookingPress(onFail: (error: unknown) => void, retrying: boolean) {
  const key = useRef(crypto.randomUUID());
  const last = useRef<((key: string) => Promise<void>) | null>(null);
  const [busy, setBusy] = useState(false);
  const press = async (send: (key: string) => Promise<void>) => {
    last.current = send;
    setBusy(true);
    try {
      await send(key.current);
    } catch (error) {
      onFail(error);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    const send = last.current;
    if (!retrying || !send) return;
    const timer = window.setTimeout(() => void press(send), 10_000);
    return () => window.clearTimeout(timer);
  });
  return { busy, press, retry: () => (last.current ? void press(last.current) : undefined) };
}

/**
 * A flow's calls and the problem of the last one: a refused device ends the visit (`onInactive`), any other
 * failure is kept to be told, then `onProblem` may take the guest back to the step that can mend it. `send`
 * clears the last problem and presses (one idempotency key for the visit); while `retryOffline` (the step that
 * books), an offline press is sent again by itself.
 */
export function useFlowCalls({
  onInactive,
  onProblem,
  retryOffline = false,
}: {
  onInactive: () => void;
  onProblem?: (problem: FlowProblem) => void;
  retryOffline?: boolean;
}) {
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  const fail = (error: unknown) => {
    const found = problemOf(error);
    if (found.kind === 'inactive') return onInactive();
    setProblem(found);
    onProblem?.(found);
  };
  const { busy, press, retry } = useBookingPress(fail, problem?.kind === 'offline' && retryOffline);
  const send = (call: (idempotencyKey: string) => Promise<void>) => {
    setProblem(null);
    void press(call);
  };
  return { problem, setProblem, fail, busy, send, retry };
}

/**
 * A flow of steps one after the other that books at the last (seats, a permit): the step shown and its heading,
 * the calls and their problem (`backTo` names the step that can mend one), and the frame's press to retry at the
 * last step and back to the step before.
 */
export function useFlowSteps<S extends string>({
  order,
  onInactive,
  backTo,
}: {
  order: readonly [S, ...S[]];
  onInactive: () => void;
  backTo: (problem: FlowProblem) => S | null;
}) {
  const [step, setStep] = useState<S>(order[0]);
  const heading = useStepHeading(step);
  const booking = step === order[order.length - 1];
  const calls = useFlowCalls({
    onInactive,
    onProblem: (found) => {
      const back = backTo(found);
      if (back) setStep(back);
    },
    retryOffline: booking,
  });
  const before = order[order.indexOf(step) - 1];
  const frame = {
    busy: calls.busy,
    onRetry: booking ? calls.retry : null,
    onBack: before === undefined ? null : () => setStep(before),
  };
  return { step, setStep, heading, frame, ...calls };
}

/**
 * The words over a step for a call's problem: none for a field's (it is told on the field), offline, the flow's
 * own words by the server's code (or by `notFound`, `tooMany`), a booking rule's refusal in the console's words
 * where the flow books under the company's rules, else "something went wrong".
 */
export function bannerWords(
  t: Translate,
  problem: FlowProblem | null,
  own: Partial<Record<string, string>>,
  underRules: boolean,
): string | null {
  if (!problem || problem.kind === 'fields' || problem.kind === 'inactive') return null;
  if (problem.kind === 'offline') return t('offlineBody');
  const words = own[problem.kind === 'other' ? problem.code : problem.kind];
  return words ?? (underRules ? ruleRefusal(t, problem) : null) ?? t('otherError');
}

/** A flow's screen: the problem's words over the step, the step, then back and start over under it. */
export function FlowFrame({
  t,
  banner,
  busy,
  onRetry,
  onBack,
  onCancel,
  children,
}: {
  t: (key: 'retry' | 'back' | 'startOver') => string;
  banner: string | null;
  busy: boolean;
  onRetry: (() => void) | null;
  onBack: (() => void) | null;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <main className="kiosk-flow">
      <FlowBanner t={t} text={banner} busy={busy} onRetry={onRetry} />
      {children}
      <FlowNav t={t} onBack={onBack} onCancel={onCancel} />
    </main>
  );
}

interface StepProps {
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  children?: ReactNode;
}

/** A step of fields under its heading, sent with its submit button. */
export const FormStep = ({
  heading,
  title,
  onSubmit,
  children,
}: StepProps & { onSubmit: (event: FormEvent) => void }) => (
  <form aria-labelledby="step-title" className="kiosk-form" onSubmit={onSubmit}>
    <StepTitle heading={heading}>{title}</StepTitle>
    {children}
  </form>
);

/** One thing to choose: its name, a line under it, pressed to choose it. */
export interface Offer {
  key: string;
  title: ReactNode;
  line?: ReactNode;
  disabled?: boolean;
  onChoose: () => void;
}

/**
 * A step the guest chooses in (a place, a departure, a lot, a list): its heading, what goes before the choices
 * (a filter, "loading", "none"), then each choice as a large button.
 */
export const ChoiceStep = ({
  heading,
  title,
  offers,
  children,
}: StepProps & { offers: readonly Offer[] }) => (
  <section aria-labelledby="step-title">
    <StepTitle heading={heading}>{title}</StepTitle>
    {children}
    <ul className="kiosk-places">
      {offers.map((one) => (
        <li key={one.key}>
          <button type="button" disabled={one.disabled} onClick={one.onChoose}>
            <strong>{one.title}</strong>
            {one.line && <span>{one.line}</span>}
          </button>
        </li>
      ))}
    </ul>
  </section>
);

/** The last step: what will be booked, term by term, then the press that books it ("Booking…" while it runs). */
export function CheckStep({
  t,
  heading,
  title,
  summary,
  busy,
  book,
  onBook,
  children,
}: StepProps & {
  t: (key: 'booking') => string;
  summary: readonly (readonly [term: string, value: ReactNode])[];
  busy: boolean;
  book: string;
  onBook: () => void;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="step-title">
      <StepTitle heading={heading}>{title}</StepTitle>
      <dl className="kiosk-summary">
        {summary.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
      <button type="button" className="kiosk-primary" disabled={busy} onClick={onBook}>
        {busy ? t('booking') : book}
      </button>
    </section>
  );
}

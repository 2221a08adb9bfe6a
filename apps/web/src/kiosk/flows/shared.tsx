import type { KioskDeviceSetup, KioskPaymentWay, KioskRideAnswer } from '@curbside/contract';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { QrCode } from '../../components/QrCode.tsx';
import { isApiError } from '../../lib/api.ts';
import { isDeviceRefusal, isOffline } from '../device.ts';
import type { KioskWords } from '../locales/en.ts';
import type { CountedKey, KioskLanguage, PlainKey, Translate } from '../words.ts';

/** What the kiosk app hands every flow: its words, the guest's language, the device's setup, the end of a refusal. */
interface KioskFlowProps {
  t: Translate;
  language: KioskLanguage;
  setup: KioskDeviceSetup;
  onInactive: () => void;
}

/** A flow that books and hands its answer back: a ride (`RIDE_FLOWS` in KioskApp), seats (under their card). */
export interface BookingFlowProps<Answer> extends KioskFlowProps {
  onBooked: (answer: Answer) => void;
  onCancel: () => void;
}
export type RideFlowProps = BookingFlowProps<KioskRideAnswer>;

/** A flow that shows its own answer's card (`CARD_FLOWS` in KioskApp); `onDone` ends the visit. */
export interface CardFlowProps extends KioskFlowProps {
  onDone: () => void;
}

/**
 * What the Reservation and Parking flows share (ADR 107, 108): how a call's failure reads at the screen, money
 * in the guest's language, a labelled field, a step heading that takes the focus.
 */

/** A call's failure as the screen tells it: not active, offline, by field, nothing found, too many, anything. */
export type FlowProblem =
  | { kind: 'inactive' }
  | { kind: 'offline' }
  | { kind: 'fields'; fields: Record<string, 'required' | 'fieldInvalid'> }
  | { kind: 'notFound' }
  | { kind: 'tooMany' }
  | { kind: 'other'; code: string; params?: Record<string, string | number> | undefined };

/** `body.roomNumber` → `roomNumber`: the field a server's problem names. */
export function problemOf(error: unknown): FlowProblem {
  if (isDeviceRefusal(error)) return { kind: 'inactive' };
  if (isOffline(error)) return { kind: 'offline' };
  if (!isApiError(error)) return { kind: 'other', code: '' };
  if (error.status === 404) return { kind: 'notFound' };
  if (error.status === 429) return { kind: 'tooMany' };
  const errors = error.problem.errors ?? [];
  if (errors.length === 0) return { kind: 'other', code: error.code, params: error.problem.params };
  const fields: Record<string, 'required' | 'fieldInvalid'> = {};
  for (const field of errors) {
    fields[field.path.replace(/^body\./, '')] = field.message === 'required' ? 'required' : 'fieldInvalid';
  }
  return { kind: 'fields', fields };
}

/**
 * The kiosk's words of each booking rule's refusal, by the server's code: the console's words (ADR 0085), read in
 * the form the limit the server names (`count`: its parameter) takes.
 */
export const RULE_WORDS: Record<
  string,
  { words: CountedKey<KioskWords>; count: string } | PlainKey<KioskWords>
> = {
  PARTY_TOO_LARGE: { words: 'rulePartyTooLarge', count: 'max' },
  TOO_MUCH_LUGGAGE: { words: 'ruleTooMuchLuggage', count: 'max' },
  BOOKING_TOO_SOON: { words: 'ruleTooSoon', count: 'minutes' },
  BOOKING_TOO_FAR_AHEAD: { words: 'ruleTooFarAhead', count: 'days' },
  KIOSK_BOOKING_NOT_OFFERED: 'ruleNotOffered',
};

/**
 * A booking rule's refusal in the guest's language, as the console and the guest link say it (the limit named),
 * or null for a failure of another kind, or a limit the server did not name: every channel tells a guest the same
 * rule the same way.
 */
export function ruleRefusal(t: Translate, problem: FlowProblem | null): string | null {
  const rule = problem?.kind === 'other' ? RULE_WORDS[problem.code] : undefined;
  if (rule === undefined || problem?.kind !== 'other') return null;
  if (typeof rule === 'string') return t(rule);
  const count = problem.params?.[rule.count];
  return typeof count === 'number' ? t(rule.words, { count }) : null;
}

/** Cents in the company's currency, in the guest's language. */
export const money = (cents: number, currency: string, language: KioskLanguage) => {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
};

/** The heading of the step shown: it takes the focus on each step, so a reader and a keyboard start there. */
export function useStepHeading(step: unknown): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading is a new element on each step
  useEffect(() => {
    heading.current?.focus();
  }, [step]);
  return heading;
}

/**
 * A page of its own in the middle of the screen (a booking's card, a choice of what to do): its heading takes the
 * focus as it opens, and again when another such page takes its place (another title).
 */
export function CentredPage({ title, children }: { title: string; children: ReactNode }) {
  const heading = useStepHeading(title);
  return (
    <main className="kiosk-centre">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </main>
  );
}

/** The place categories as pressed buttons, every place first; a category's icon before its name where it has one. */
export function CategoryChoices({
  t,
  categories,
  chosen,
  onChoose,
}: {
  t: (key: 'allPlaces') => string;
  categories: readonly { id: string; name: string; iconUrl?: string | null }[];
  chosen: string | null;
  onChoose: (category: string | null) => void;
}) {
  if (categories.length === 0) return null;
  return (
    <div className="kiosk-choices">
      <button type="button" aria-pressed={chosen === null} onClick={() => onChoose(null)}>
        {t('allPlaces')}
      </button>
      {categories.map((one) => (
        <button key={one.id} type="button" aria-pressed={chosen === one.id} onClick={() => onChoose(one.id)}>
          {one.iconUrl && <img className="kiosk-map-icon" src={one.iconUrl} alt="" />}
          {one.name}
        </button>
      ))}
    </div>
  );
}

/** The QR code of the guest's own page, for their phone, with what it opens said under it. */
export const GuestLinkQr = ({ link, label, caption }: { link: string; label: string; caption: string }) => (
  <figure className="kiosk-qr-figure">
    <QrCode className="kiosk-qr" size={240} value={link} label={label} />
    <figcaption>{caption}</figcaption>
  </figure>
);

/** A labelled text input with its error under it, described by it. */
export function Field({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  required = false,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  type?: string;
  required?: boolean;
}) {
  return (
    <div className="kiosk-field">
      <label htmlFor={`field-${name}`}>{label}</label>
      <input
        id={`field-${name}`}
        type={type}
        value={value}
        required={required}
        aria-invalid={error !== null}
        aria-describedby={error ? `${name}-error` : undefined}
        autoComplete="off"
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error && (
        <span id={`${name}-error`} className="kiosk-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The problem's words over a step: offline, or anything the flow names; a retry where the step can retry. */
export function FlowBanner({
  t,
  text,
  onRetry,
  busy,
}: {
  t: (key: 'retry') => string;
  text: string | null;
  onRetry: (() => void) | null;
  busy: boolean;
}) {
  if (!text) return null;
  return (
    <div role="alert" className="kiosk-banner">
      <p>{text}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={busy}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** Back a step (where there is one) and start over, under every step. */
export function FlowNav({
  t,
  onBack,
  onCancel,
}: {
  t: (key: 'back' | 'startOver') => string;
  onBack: (() => void) | null;
  onCancel: () => void;
}) {
  return (
    <nav className="kiosk-nav" aria-label={t('startOver')}>
      {onBack && (
        <button type="button" onClick={onBack}>
          {t('back')}
        </button>
      )}
      <button type="button" onClick={onCancel}>
        {t('startOver')}
      </button>
    </nav>
  );
}

/** The text fields of a step's details, each with the server's problem on it. */
export function detailFields<D extends Record<string, string>>(
  t: (key: 'required' | 'fieldInvalid') => string,
  details: D,
  setDetails: (details: D) => void,
  problem: FlowProblem | null,
  required: readonly (keyof D)[],
) {
  return (name: keyof D & string, label: string, type = 'text') => {
    const found = problem?.kind === 'fields' ? problem.fields[name] : undefined;
    return (
      <Field
        name={name}
        label={label}
        type={type}
        value={details[name] ?? ''}
        required={required.includes(name)}
        error={found ? t(found) : null}
        onChange={(value) => setDetails({ ...details, [name]: value })}
      />
    );
  };
}

/** A step's heading: the step's title, taking the focus when the step opens. */
export const StepTitle = ({
  heading,
  children,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  children: string;
}) => (
  <h1 id="step-title" ref={heading} tabIndex={-1}>
    {children}
  </h1>
);

/** The ways of paying the company allows, one pressed. */
export function PaymentChoice({
  legend,
  ways,
  chosen,
  onChoose,
  words,
}: {
  legend: string;
  ways: readonly KioskPaymentWay[];
  chosen: KioskPaymentWay | null;
  onChoose: (way: KioskPaymentWay) => void;
  words: (key: 'payRoom' | 'payDesk') => string;
}) {
  return (
    <fieldset className="kiosk-choices">
      <legend>{legend}</legend>
      {ways.map((way) => (
        <button key={way} type="button" aria-pressed={chosen === way} onClick={() => onChoose(way)}>
          {words(way === 'room' ? 'payRoom' : 'payDesk')}
        </button>
      ))}
    </fieldset>
  );
}

/** A card's buttons: print it at the kiosk, and done (the next guest's screen). */
export const CardButtons = ({ print, done, onDone }: { print: string; done: string; onDone: () => void }) => (
  <div className="kiosk-choices">
    <button type="button" onClick={() => window.print()}>
      {print}
    </button>
    <button type="button" className="kiosk-primary" onClick={onDone}>
      {done}
    </button>
  </div>
);

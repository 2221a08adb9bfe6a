import { useState } from 'react';
import { type KioskLanguage, numberIn, type Translate } from './words.ts';

/**
 * A count a flow asks with a `Stepper` (people, bags, days, seats), kept over the visit: its value, from `min`,
 * and the stepper for it up to the most the step allows now (a departure's seats left, a lot's free days).
 */
export function useCount(t: Translate, language: KioskLanguage, label: string, min: number) {
  const [value, set] = useState(min);
  const stepper = (max: number) => (
    <Stepper t={t} language={language} label={label} value={value} min={min} max={max} onChange={set} />
  );
  return { value, set, stepper };
}

/** A count chosen with two large buttons (people, bags): no typing, and each press is announced. */
export function Stepper({
  t,
  language,
  label,
  value,
  min,
  max,
  onChange,
}: {
  t: Translate;
  language: KioskLanguage;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <fieldset className="kiosk-stepper">
      <legend>{label}</legend>
      <button
        type="button"
        aria-label={t('fewer', { what: label })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite">{numberIn(language, value)}</output>
      <button
        type="button"
        aria-label={t('more', { what: label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </fieldset>
  );
}

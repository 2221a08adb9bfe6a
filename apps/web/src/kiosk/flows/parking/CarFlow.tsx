import type { KioskCarAnswer } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type FormEvent, useState } from 'react';
import { callEndpoint } from '../../../lib/api.ts';
import type { Translate } from '../../words.ts';
import {
  Field,
  FlowBanner,
  FlowNav,
  type FlowProblem,
  problemOf,
  StepTitle,
  useStepHeading,
} from '../shared.tsx';
import type { ParkingWords } from './words.ts';

/**
 * The car asked for by plate or permit number (ADR 108): the answer is the expected ready time and a masked
 * plate, nothing more; nothing found and too many tries each say so and send the guest to the desk.
 */
export function CarFlow({
  t,
  p,
  onAsked,
  onInactive,
  onCancel,
}: {
  t: Translate;
  p: ParkingWords;
  onAsked: (answer: KioskCarAnswer) => void;
  onInactive: () => void;
  onCancel: () => void;
}) {
  const [plateOrNumber, setPlateOrNumber] = useState('');
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useStepHeading('car');

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onAsked(await callEndpoint(routes.kiosk.kioskRequestCar, { body: { plateOrNumber } }));
    } catch (error) {
      const found = problemOf(error);
      if (found.kind === 'inactive') onInactive();
      else setProblem(found);
    } finally {
      setBusy(false);
    }
  };

  const banner =
    problem?.kind === 'offline'
      ? t('offlineBody')
      : problem?.kind === 'notFound'
        ? p('notFound')
        : problem?.kind === 'tooMany'
          ? p('tooMany')
          : problem?.kind === 'other'
            ? t('otherError')
            : null;
  return (
    <main className="kiosk-flow">
      <FlowBanner t={t} text={banner} busy={busy} onRetry={null} />
      <form aria-labelledby="step-title" className="kiosk-form" onSubmit={(event) => void ask(event)}>
        <StepTitle heading={heading}>{p('carTitle')}</StepTitle>
        <Field
          name="plateOrNumber"
          label={p('plateOrNumber')}
          value={plateOrNumber}
          required
          error={problem?.kind === 'fields' ? t('fieldInvalid') : null}
          onChange={setPlateOrNumber}
        />
        <button type="submit" className="kiosk-primary" disabled={busy}>
          {busy ? p('requesting') : p('requestCar')}
        </button>
      </form>
      <FlowNav t={t} onBack={null} onCancel={onCancel} />
    </main>
  );
}

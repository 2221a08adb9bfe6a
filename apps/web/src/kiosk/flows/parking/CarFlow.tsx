import type { KioskCarAnswer } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type FormEvent, useState } from 'react';
import { callEndpoint } from '../../../lib/api.ts';
import type { Translate } from '../../words.ts';
import { Field, useStepHeading } from '../shared.tsx';
import { bannerWords, FlowFrame, FormStep, useFlowCalls } from '../steps.tsx';
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
  const heading = useStepHeading('car');
  const { problem, busy, send } = useFlowCalls({ onInactive });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    send(async () => onAsked(await callEndpoint(routes.kiosk.kioskRequestCar, { body: { plateOrNumber } })));
  };

  const banner = bannerWords(t, problem, { notFound: p('notFound'), tooMany: p('tooMany') }, false);
  return (
    <FlowFrame t={t} banner={banner} busy={busy} onRetry={null} onBack={null} onCancel={onCancel}>
      <FormStep heading={heading} title={p('carTitle')} onSubmit={ask}>
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
      </FormStep>
    </FlowFrame>
  );
}

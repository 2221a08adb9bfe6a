import type { KioskDeviceSetup, KioskWaitAnswer, KioskWaitTypes } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type FormEvent, useState } from 'react';
import { callEndpoint } from '../../../lib/api.ts';
import { useCount } from '../../Stepper.tsx';
import { type KioskLanguage, numberIn, type Translate } from '../../words.ts';
import { CentredPage, detailFields, FlowBanner, GuestLinkQr, useStepHeading } from '../shared.tsx';
import { bannerWords, ChoiceStep, FlowFrame, FormStep, useFlowCalls } from '../steps.tsx';

/** What the guest typed, dropped once they have joined: only where they stand stays on screen. */
const BLANK = { guestName: '', phone: '' };

/**
 * The wait list at a Guest kiosk: which list (when the company runs several), the guest's name, people and
 * phone for the texts, then where they stand with the status page's QR code. One idempotency key per visit,
 * again on a retry, so a lost answer joins once.
 */
export function WaitListForm({
  t,
  language,
  setup,
  waitTypes,
  onInactive,
  onCancel,
}: {
  t: Translate;
  language: KioskLanguage;
  setup: KioskDeviceSetup;
  waitTypes: KioskWaitTypes['waitTypes'];
  onInactive: () => void;
  onCancel: () => void;
}) {
  const [waitTypeId, setWaitTypeId] = useState(waitTypes.length === 1 ? (waitTypes[0]?.id ?? null) : null);
  const [details, setDetails] = useState(BLANK);
  const partySize = useCount(t, language, t('partySize'), 1);
  const [answer, setAnswer] = useState<KioskWaitAnswer | null>(null);
  const heading = useStepHeading(waitTypeId);
  const { problem, busy, send } = useFlowCalls({ onInactive });
  const n = (value: number) => numberIn(language, value);

  const join = (event: FormEvent) => {
    event.preventDefault();
    if (!waitTypeId) return;
    send(async (idempotencyKey) => {
      const joined = await callEndpoint(routes.kiosk.kioskJoinWaitList, {
        body: { idempotencyKey, waitTypeId, ...details, partySize: partySize.value, language },
      });
      setDetails(BLANK);
      setAnswer(joined);
    });
  };

  if (answer) {
    return (
      <CentredPage title={t('waitJoinedTitle')}>
        <p className="kiosk-number">{t('waitPosition', { position: n(answer.position) })}</p>
        <p className="kiosk-lead">{t('waitQuoted', { count: answer.quotedMinutes })}</p>
        <GuestLinkQr link={answer.guestLink} label={t('waitLinkQr')} caption={t('waitScan')} />
        <button type="button" className="kiosk-primary" onClick={onCancel}>
          {t('done')}
        </button>
      </CentredPage>
    );
  }
  const frame = { t, banner: null, busy, onRetry: null, onCancel };
  if (!waitTypeId) {
    return (
      <FlowFrame {...frame} onBack={null}>
        <ChoiceStep
          heading={heading}
          title={t('waitChooseList')}
          offers={waitTypes.map((type) => ({
            key: type.id,
            title: type.name,
            line: t('waitWaiting', { count: type.waiting }),
            onChoose: () => setWaitTypeId(type.id),
          }))}
        ></ChoiceStep>
      </FlowFrame>
    );
  }
  const field = detailFields(t, details, setDetails, problem, ['guestName']);
  const title = t('waitTitle', { list: waitTypes.find((type) => type.id === waitTypeId)?.name ?? '' });
  return (
    <FlowFrame {...frame} onBack={waitTypes.length > 1 ? () => setWaitTypeId(null) : null}>
      <FormStep heading={heading} title={title} onSubmit={join}>
        <FlowBanner t={t} text={bannerWords(t, problem, {}, false)} busy={busy} onRetry={null} />
        {field('guestName', t('name'))}
        {partySize.stepper(setup.settings.maxPartySize)}
        {field('phone', t('waitPhone'), 'tel')}
        <button type="submit" className="kiosk-primary" disabled={busy}>
          {t(busy ? 'booking' : 'waitJoin')}
        </button>
      </FormStep>
    </FlowFrame>
  );
}

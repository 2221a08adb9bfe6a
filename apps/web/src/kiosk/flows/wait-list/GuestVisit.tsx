import type { KioskWaitTypes } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../../lib/api.ts';
import { isDeviceRefusal } from '../../device.ts';
import { RideFlow } from '../../RideFlow.tsx';
import { CentredPage, FlowNav, type RideFlowProps } from '../shared.tsx';
import { WaitListForm } from './WaitListForm.tsx';

type Choice = 'ask' | 'ride' | 'waitList';

/**
 * A Guest kiosk's visit (ADR 0110): the guest's ride as before, or the wait list where the company runs one and
 * the kiosk offers it; the guest chooses when the kiosk offers both. The wait types are read first (none means
 * no wait list: the ride alone, as a Guest kiosk always was).
 */
export function GuestVisit(flow: RideFlowProps) {
  const { t, setup, onInactive, onCancel } = flow;
  const offersRide = setup.settings.offerTransport;
  const [waitTypes, setWaitTypes] = useState<KioskWaitTypes['waitTypes'] | null>(
    setup.settings.offerWaitList ? null : [],
  );
  const [choice, setChoice] = useState<Choice>('ask');

  useEffect(() => {
    if (!setup.settings.offerWaitList) return;
    // Without the wait types (offline) the guest still has their ride: the wait list is then not offered.
    callEndpoint(routes.kiosk.getKioskWaitTypes, { body: {} }).then(
      (answer) => setWaitTypes(answer.waitTypes),
      (error: unknown) => (isDeviceRefusal(error) ? onInactive() : setWaitTypes([])),
    );
  }, [setup.settings.offerWaitList, onInactive]);

  if (waitTypes === null) return <p className="kiosk-centre">{t('loading')}</p>;
  const shown: Choice = waitTypes.length === 0 ? 'ride' : offersRide ? choice : 'waitList';
  if (shown === 'ride') {
    return <RideFlow {...flow} />;
  }
  if (shown === 'waitList') {
    return <WaitListForm {...flow} waitTypes={waitTypes} />;
  }
  return (
    <CentredPage title={t('guestChoiceTitle')}>
      <div className="kiosk-choices">
        <button type="button" className="kiosk-primary" onClick={() => setChoice('ride')}>
          {t('guestChoiceRide')}
        </button>
        <button type="button" className="kiosk-primary" onClick={() => setChoice('waitList')}>
          {t('guestChoiceWaitList')}
        </button>
      </div>
      <FlowNav t={t} onBack={null} onCancel={onCancel} />
    </CentredPage>
  );
}

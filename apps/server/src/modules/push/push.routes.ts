import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as push from './push.service.ts';

/** A browser's Web Push subscription of the signed-in person (ADR 111). */
export const pushRoutes = (deps: Deps) =>
  bindArea(contract.notification, {
    getPushKey: () => push.publicKey(deps),
    subscribePush: ({ body, caller }) => push.subscribe(deps, caller, body),
    unsubscribePush: ({ body, caller }) => push.unsubscribe(deps, caller, body.endpoint),
  });

import type { contract, KioskWaitAnswer, KioskWaitTypes, ParsedBodyOf } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { packageHas } from '@curbside/domain';
import type { Deps, DevicePrincipal, RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { issueGuestKey } from '../../lib/guest-keys.ts';
import { companyFeatures } from '../../plugins/features.ts';
import { publish } from '../../plugins/realtime.ts';
import { findProfile } from '../company/company.repository.ts';
import { waitListLinkOf } from '../wait-list/wait-list.messages.ts';
import { activeWaitTypes, openEntries, waitTypeById } from '../wait-list/wait-list.repository.ts';
import { addEntryIn, entryFields } from '../wait-list/wait-list.service.ts';
import * as flows from './kiosk-flows.repository.ts';
import { inDeviceCompany } from './kiosk-flows.service.ts';
import { limitKioskBooking } from './kiosk-once.ts';
import { kioskSettingsOf, requireKioskOffer } from './kiosk-settings.ts';
import * as repo from './kiosks.repository.ts';

/** Whether the company runs a wait list: its package has the feature (ADR 63). */
const runsWaitList = async (deps: Deps, companyId: string) =>
  packageHas(await companyFeatures(deps, companyId), 'waitlist');

/**
 * The active wait types a Guest kiosk offers, with who waits on each: none while the kiosk's wait list is off or
 * the company's package has no wait list.
 */
export const waitTypesFor = async (deps: Deps, device: DevicePrincipal): Promise<KioskWaitTypes> => {
  if (!(await runsWaitList(deps, device.companyId))) return { waitTypes: [] };
  return inDeviceCompany(deps, device, async (tx) => {
    const settings = await kioskSettingsOf(tx, device.companyId, device.kioskId);
    if (!settings.offerWaitList) return { waitTypes: [] };
    const types = await activeWaitTypes(tx, device.companyId);
    const open = await openEntries(tx, device.companyId);
    return {
      waitTypes: types.map(({ id, name }) => ({
        id,
        name,
        waiting: open.filter((entry) => entry.waitTypeId === id).length,
      })),
    };
  });
};

/** What a joining keeps under its idempotency key: the answer and its entry, never a link's key. */
type KeptAnswer = Omit<KioskWaitAnswer, 'guestLink'> & { entryId: string };

/** The answer with the entry's status page for the QR code: a key issued for this answer (ADR 54). */
async function withStatusLink(
  tx: Tx,
  ctx: RequestContext,
  companyId: string,
  { entryId, ...answer }: KeptAnswer,
): Promise<KioskWaitAnswer> {
  const key = await issueGuestKey(tx, 'waitListEntry', companyId, entryId);
  return { ...answer, guestLink: waitListLinkOf(ctx.siteUrl, key) };
}

/**
 * A Guest kiosk's guest joins a wait type's list (ADR 110), once per idempotency key: in one transaction the key
 * is claimed, the entry added through the wait list's own path (`addEntryIn`: the quote the company's history
 * suggests, the history's first step by the kiosk, the "joined" text when a phone is given, the queue settled),
 * the answer kept, and the stands told of the new guest. A package without the wait list never gets here: the
 * entry needs it as well as the kiosk (ADR 203).
 */
export async function joinWaitList(
  deps: Deps,
  ctx: RequestContext,
  device: DevicePrincipal,
  body: ParsedBodyOf<typeof contract.kiosk.kioskJoinWaitList>,
) {
  return inDeviceCompany(deps, device, async (tx) => {
    const { companyId, kioskId } = device;
    if (!(await flows.claimRequest(tx, companyId, kioskId, body.idempotencyKey))) {
      const kept = (await flows.answerOf(tx, companyId, kioskId, body.idempotencyKey)) as KeptAnswer | null;
      if (kept) return withStatusLink(tx, ctx, companyId, kept);
    }
    await limitKioskBooking(deps, device, body.phone);
    await requireKioskOffer(tx, device, 'waitList');
    const type = await waitTypeById(tx, companyId, body.waitTypeId);
    if (!type || type.status !== 'active') throw notFound('wait_type');
    const [company, kiosk] = await Promise.all([
      findProfile(tx, companyId, false),
      repo.deviceKiosk(tx, companyId, kioskId),
    ]);
    if (!company || !kiosk) throw notFound('kiosk');
    const fields = entryFields({ ...body, notes: '', quotedMinutes: 0 }, company.country);
    const { id, after } = await addEntryIn(
      tx,
      ctx,
      { companyId, companyName: company.name, timeZone: company.timeZone },
      // The kiosk stands in for the host: the entry's history names it.
      { userId: kioskId, name: kiosk.name },
      type,
      { ...fields, quotedMinutes: null },
      new Date(),
    );
    const answer: KeptAnswer = {
      position: after.position ?? 1,
      quotedMinutes: after.quotedMinutes,
      entryId: id,
    };
    await flows.keepAnswer(tx, companyId, kioskId, body.idempotencyKey, answer);
    await publish(tx, { companyId, type: 'wait_list.changed', tags: ['waitList'], waitListEntries: [id] });
    return withStatusLink(tx, ctx, companyId, answer);
  });
}

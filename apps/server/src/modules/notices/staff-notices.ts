import { contract, type StaffNoticeSetting, staffNotices } from '@curbside/contract';
import { inScope, publishEvent, schema, type Tx } from '@curbside/db';
import { type AccessRuleCode, STAFF_NOTICE_DEFAULTS, type StaffNoticeEvent } from '@curbside/domain';
import type { Deps, Principal, RequestContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { bindArea } from '../../plugins/contract.ts';
import { type KeyedWriter, keyedTableStore } from '../../resources/bind-keyed.ts';
import { companyExists } from './notices.repository.ts';

const s = schema.staffNoticeSettings;

const store = keyedTableStore<typeof staffNotices>({
  table: s,
  key: { event: s.event },
  columns: { roles: s.roles, inApp: s.inApp, email: s.email, updatedAt: s.updatedAt },
  values: (input, writer) => ({
    // One code once, in a stable order: the audit's before and after compare as sets.
    roles: [...new Set(input.roles)].sort(),
    inApp: input.inApp,
    email: input.email,
    updatedBy: writer.userId,
  }),
  item: ({ event }, row): StaffNoticeSetting => {
    const own = row as { roles: string[]; inApp: boolean; email: boolean; updatedAt: Date } | undefined;
    const route = own ?? STAFF_NOTICE_DEFAULTS[event];
    return {
      event,
      roles: [...route.roles],
      inApp: route.inApp,
      email: route.email,
      isDefault: !own,
      updatedAt: own ? own.updatedAt.toISOString() : null,
    };
  },
});

/** The rule a company user needs for both calls: the keyed definition's (ADR 99). */
const RULE = staffNotices.spec.read.slice('rule:'.length) as AccessRuleCode;

/**
 * The company a call reads or sets (ADR 119): a company user's own, when they manage settings (the mount already
 * refused naming another company); the super-admin's named one, which must exist. The work runs in that
 * company's scope, so row-level security holds it to the company whoever calls.
 */
async function inNamedCompany<T>(
  deps: Deps,
  caller: Principal,
  named: string | undefined,
  work: (tx: Tx, writer: KeyedWriter) => Promise<T>,
): Promise<T> {
  if (caller.kind === 'user' && !caller.rules.has(RULE)) throw forbidden();
  const companyId = caller.kind === 'user' ? caller.companyId : named;
  if (!companyId) {
    throw badRequest('Name the company.', [
      { path: 'body.companyId', code: 'required', message: 'Name the company.' },
    ]);
  }
  return inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    if (!(await companyExists(tx, companyId))) throw notFound('company');
    return work(tx, { companyId, userId: caller.kind === 'user' ? caller.userId : null });
  });
}

/** Every event of the catalogue, narrowed to the one asked for: the company's route or the default. */
async function list(deps: Deps, caller: Principal, asked: { companyId?: string; event?: StaffNoticeEvent }) {
  return inNamedCompany(deps, caller, asked.companyId, async (tx, { companyId }) => {
    const own = new Map((await store.rows(tx, companyId)).map((row) => [String(row.event), row]));
    const wanted = staffNotices.catalogue.filter((key) => !asked.event || key.event === asked.event);
    return { items: wanted.map((key) => store.item(key, own.get(key.event))) };
  });
}

type SaveInput = Parameters<typeof store.upsert>[2];

/**
 * Upserts one event's route, audited with the item before and after in the company's log. The super-admin's
 * change is announced here, to the company's open screens: the mount announces a company user's only.
 */
async function save(deps: Deps, ctx: RequestContext, caller: Principal, input: SaveInput) {
  return inNamedCompany(deps, caller, input.companyId, async (tx, writer) => {
    const key = { event: input.event };
    const before = store.item(key, await store.row(tx, writer.companyId, key));
    const after = store.item(key, await store.upsert(tx, writer, input));
    await audit(tx, ctx, {
      companyId: writer.companyId,
      action: 'staff_notice_setting.updated',
      entity: 'staff_notice_setting',
      entityId: null,
      before,
      after,
    });
    if (caller.kind === 'platform') {
      await publishEvent(tx, {
        companyId: writer.companyId,
        type: staffNotices.save.path,
        tags: ['staffNotices'],
      });
    }
    return after;
  });
}

/**
 * `Company/GetNotificationsList` and `Company/UpdateNotifications`: each event's roles and channels, the
 * company's own or the default; the save upserts on (company, event). A company user who manages settings acts
 * on their own company, the super-admin on the one named (`/SuperAdmin/ConfigNotifications`).
 */
export const staffNoticeRoutes = (deps: Deps) =>
  bindArea(
    {
      getNotificationsList: contract.company.getNotificationsList,
      updateNotifications: contract.company.updateNotifications,
    },
    {
      getNotificationsList: ({ body, caller }) => list(deps, caller, body ?? {}),
      updateNotifications: ({ body, caller, ctx }) => save(deps, ctx, caller, body),
    },
  );

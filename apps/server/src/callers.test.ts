/**
 * The four callers the contract's mount knows (ADR 55), swept over every entry of their kind: a guest link's
 * key opens the one thing of its kind and company it was made for, and nothing else; a company user, the
 * super-admin, a guest and a paired device each reach only the entries their permission names.
 */
import { allEndpoints, contract, type Endpoint } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import {
  callerKindOf,
  deviceFlowOf,
  type GuestLinkKind,
  guestLinkKindOf,
  KIOSK_TYPES,
  type KioskType,
  PARTY_STATUS,
} from '@curbside/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal, RequestContext } from './context.ts';
import { admitted } from './plugins/contract.ts';
import { deviceOfToken, newDeviceToken } from './plugins/devices.ts';
import { expectProblem, label, sampleInput, sendInput } from './testing/contract-inputs.ts';
import { testServer } from './testing/demo-server.ts';
import { DEMO_ACCOUNTS } from './testing/harness.ts';
import { LOOPBACK_SERIES } from './testing/kiosks.ts';
import { guestKeyFor, insertParty } from './testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer({ signInRateLimit: 100_000, guestLinkRateLimit: 100_000 });
/** One working key of each kind, all of Harbor View. */
const harborKeys = {} as Record<GuestLinkKind, string>;

const guestEntries = allEndpoints().filter((endpoint) => callerKindOf(endpoint.permission) === 'guest');
const kindOf = (endpoint: Endpoint) => guestLinkKindOf(endpoint.permission as `guest:${GuestLinkKind}`);

/**
 * A working key of a row, issued as a message would (keys are stored hashed, ADR 54): the first row of Harbor
 * View's in the table, or the row `id`.
 */
async function keyOf(
  kind: GuestLinkKind,
  table: 'parties' | 'parkingPermits' | 'waitListEntries',
  id?: string,
) {
  const rows = schema[table];
  const harbor = t.server.ids.harborView.companyId;
  const [row] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({ id: rows.id })
      .from(rows)
      .where(id ? eq(rows.id, id) : eq(rows.companyId, harbor))
      .limit(1),
  );
  if (!row) throw new Error(`no ${table} row`);
  return guestKeyFor(t.server.deps.db, harbor, kind === 'parkingPermit' ? 'permit' : kind, row.id);
}

beforeAll(async () => {
  const harbor = t.server.ids.harborView.companyId;
  const party = await insertParty(t.server.deps.db, harbor, { status: PARTY_STATUS.DroppedOff });
  harborKeys.party = await keyOf('party', 'parties', party.id);
  harborKeys.parkingPermit = await keyOf('parkingPermit', 'parkingPermits');
  const admin = await t.server.signIn(hv.admin);
  const type = await admin.call(contract.waitList.addOrEditWaitType, { body: { name: 'Callers queue' } });
  const entry = await admin.call(contract.waitList.addOrEditWaitListParty, {
    body: {
      waitTypeId: type.data.id,
      guestName: 'Key Holder',
      phone: '+12125550199',
      partySize: 2,
      quotedMinutes: 20,
    },
  });
  expect(entry.status, JSON.stringify(entry.problem)).toBe(200);
  harborKeys.waitListEntry = await keyOf('waitListEntry', 'waitListEntries', entry.data.id);
});

/** An entry's sample input, holding `key`. */
const withKey = (endpoint: Endpoint, key: string) => {
  const input = sampleInput(endpoint);
  return { query: input.query, body: { ...(input.body as object), key } };
};

describe('a guest link', () => {
  it('is the caller of every guest entry (the sweep is not empty)', () => {
    expect(guestEntries.map(kindOf).sort()).toEqual(
      expect.arrayContaining(['party', 'parkingPermit', 'waitListEntry']),
    );
  });

  it.each(guestEntries.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s: its own kind of key opens it; an unknown key or a key of another kind is the same 404',
    async (_, endpoint) => {
      const guest = t.server.anonymous();
      const own = await sendInput(guest, endpoint, withKey(endpoint, harborKeys[kindOf(endpoint)]));
      expect([401, 403, 404], own.body).not.toContain(own.statusCode);
      expect(own.statusCode, own.body).toBeLessThan(500);
      const unknown = await sendInput(guest, endpoint, withKey(endpoint, 'k'.repeat(43)));
      expectProblem(unknown, 404);
      for (const other of Object.keys(harborKeys) as GuestLinkKind[]) {
        if (other === kindOf(endpoint)) continue;
        const wrongKind = await sendInput(guest, endpoint, withKey(endpoint, harborKeys[other]));
        expectProblem(wrongKind, 404, (unknown.json() as { code: string }).code);
      }
    },
  );

  it.each(guestEntries.map((endpoint) => [label(endpoint), endpoint] as const))(
    "%s: a Harbor View key naming Lakeside's company is 403, even from a Lakeside session",
    async (_, endpoint) => {
      const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
      const input = withKey(endpoint, harborKeys[kindOf(endpoint)]);
      const named = { ...input, body: { ...input.body, companyId: t.server.ids.lakeside.companyId } };
      for (const client of [t.server.anonymous(), lakeside]) {
        expectProblem(await sendInput(client, endpoint, named), 403, 'FOREIGN_COMPANY');
      }
    },
  );
});

describe('a paired kiosk device', () => {
  const deviceEntry = { ...contract.login.getCurrentSession, permission: 'device' } as Endpoint;
  const staffEntry = contract.waitList.getWaitTypes as Endpoint;

  /** A device of a Harbor View parking kiosk, written as pairing writes it (the kiosk, the series, the device). */
  async function pairedDevice(revoked = false) {
    const { token, tokenHash } = newDeviceToken();
    const companyId = t.server.ids.harborView.companyId;
    const kioskId = crypto.randomUUID();
    await inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
      const code = `CALLER-${kioskId.slice(0, 8)}`;
      await tx
        .insert(schema.kiosks)
        .values({ companyId, id: kioskId, name: code, code, url: code.toLowerCase(), type: 'parking' });
      await tx
        .insert(schema.ipAddressSeries)
        .values({ companyId, series: LOOPBACK_SERIES })
        .onConflictDoNothing();
      await tx.insert(schema.kioskDevices).values({
        companyId,
        kioskId,
        flow: 'parking',
        tokenHash,
        revokedAt: revoked ? new Date() : null,
      });
    });
    return { token, kioskId };
  }
  const deviceOf = (token: string) =>
    inScope(t.server.deps.db, { kind: 'platform' }, (tx) => deviceOfToken(tx, token, '127.0.0.1'));
  const context = (ctx: Partial<RequestContext>): RequestContext => ({
    requestId: 'test',
    ip: '127.0.0.1',
    userAgent: null,
    siteUrl: 'http://localhost',
    principal: null,
    device: null,
    ...ctx,
  });

  it('is its company, kiosk and flow, from a token whose hash alone is stored; revoked or unknown, nothing', async () => {
    const { token, kioskId } = await pairedDevice();
    expect(await deviceOf(token)).toMatchObject({
      kind: 'device',
      companyId: t.server.ids.harborView.companyId,
      kioskId,
      flow: 'parking',
    });
    const stored = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select({ hash: schema.kioskDevices.tokenHash }).from(schema.kioskDevices),
    );
    expect(stored.map((row) => row.hash)).not.toContain(token);
    expect(await deviceOf((await pairedDevice(true)).token)).toBeNull();
    expect(await deviceOf('k'.repeat(43))).toBeNull();
  });

  it('calls device entries only; a person never calls them, and a device calls no staff entry', async () => {
    const device = await deviceOf((await pairedDevice()).token);
    if (!device) throw new Error('the device was not found');
    expect(admitted(context({ device }), deviceEntry)).toBe(device);
    const staff = {
      kind: 'user',
      companyId: t.server.ids.harborView.companyId,
      menuCodes: new Set<string>(),
      rules: new Set(),
    } as unknown as Principal;
    // A staff session without a device: 401 on a device entry, as an anonymous caller.
    expect(() => admitted(context({ principal: staff }), deviceEntry)).toThrow(
      expect.objectContaining({ status: 401 }),
    );
    // With both, a device entry's caller is the device, never the person.
    expect(admitted(context({ principal: staff, device }), deviceEntry)).toBe(device);
    // A device alone on a staff entry: 401, as for anyone without a session.
    expect(() => admitted(context({ device }), staffEntry)).toThrow(expect.objectContaining({ status: 401 }));
  });

  it("sends a device's cookie to a staff entry and gets 401: the device is no person's session", async () => {
    const { token } = await pairedDevice();
    const kiosk = t.server.anonymous();
    kiosk.cookies.set('curbside_device', token);
    expectProblem(await kiosk.request('GET', `/api/${staffEntry.path}`), 401, 'UNAUTHENTICATED');
  });
});

describe('each caller on the entries of another kind', () => {
  const ofKind = (kind: ReturnType<typeof callerKindOf>) =>
    allEndpoints().filter((endpoint) => callerKindOf(endpoint.permission) === kind);

  it('a company user gets 403 on every platform entry, whatever it sends', async () => {
    const admin = await t.server.signIn(hv.admin);
    const platformEntries = ofKind('signedIn').filter((endpoint) => endpoint.permission === 'platform');
    expect(platformEntries.length).toBeGreaterThan(0);
    for (const endpoint of platformEntries) {
      expectProblem(await sendInput(admin, endpoint, sampleInput(endpoint)), 403, 'FORBIDDEN');
    }
  });

  it('a guest key opens no signed-in entry: 401, as for anyone without a session', async () => {
    const guest = t.server.anonymous();
    for (const endpoint of ofKind('signedIn')) {
      const input = sampleInput(endpoint);
      const keyed =
        endpoint.method === 'GET'
          ? { ...input, query: { ...input.query, key: harborKeys.party } }
          : { ...input, body: { ...(input.body as object), key: harborKeys.party } };
      expectProblem(await sendInput(guest, endpoint, keyed), 401, 'UNAUTHENTICATED');
    }
  });
});

describe('the device entries, swept', () => {
  const deviceEntries = allEndpoints().filter((endpoint) => callerKindOf(endpoint.permission) === 'device');
  const staffEntries = allEndpoints().filter((endpoint) => callerKindOf(endpoint.permission) === 'signedIn');

  /** A browser holding a working device cookie of a Harbor View kiosk of this type. */
  async function deviceBrowser(flow: KioskType = 'dispatch') {
    const { token, tokenHash } = newDeviceToken();
    const companyId = t.server.ids.harborView.companyId;
    const kioskId = crypto.randomUUID();
    const code = `SWEEP-${kioskId.slice(0, 8)}`;
    await inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
      await tx
        .insert(schema.kiosks)
        .values({ companyId, id: kioskId, name: code, code, url: code.toLowerCase(), type: flow });
      await tx
        .insert(schema.ipAddressSeries)
        .values({ companyId, series: LOOPBACK_SERIES })
        .onConflictDoNothing();
      await tx.insert(schema.kioskDevices).values({ companyId, kioskId, flow, tokenHash });
    });
    const browser = t.server.anonymous();
    browser.cookies.set('curbside_device', token);
    return browser;
  }

  it('has device entries to sweep', () => {
    expect(deviceEntries.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses anyone without a device, and a staff session, as a kiosk that is not active', async () => {
    const admin = await t.server.signIn(hv.admin);
    for (const endpoint of deviceEntries) {
      const input = sampleInput(endpoint);
      expectProblem(await sendInput(t.server.anonymous(), endpoint, input), 401, 'KIOSK_NOT_ACTIVE');
      expectProblem(await sendInput(admin, endpoint, input), 401, 'KIOSK_NOT_ACTIVE');
    }
  });

  /** The flow whose devices make this entry: its own for `device:<flow>`, any (a Dispatch kiosk's) for `device`. */
  const flowOf = (endpoint: Endpoint): KioskType => deviceFlowOf(endpoint.permission) ?? 'dispatch';

  it("refuses a device of one company naming another company's id, on every device entry", async () => {
    const companyId = t.server.ids.lakeside.companyId;
    for (const endpoint of deviceEntries) {
      const device = await deviceBrowser(flowOf(endpoint));
      const input = sampleInput(endpoint);
      const named = { ...input, body: { ...(input.body as object), companyId } };
      expectProblem(await sendInput(device, endpoint, named), 403, 'FOREIGN_COMPANY');
    }
  });

  it("refuses a device of one kiosk type on every entry of another type's flow", async () => {
    const flowEntries = deviceEntries.filter((endpoint) => deviceFlowOf(endpoint.permission));
    expect(flowEntries.length).toBeGreaterThanOrEqual(2);
    for (const flow of KIOSK_TYPES) {
      const device = await deviceBrowser(flow);
      for (const endpoint of flowEntries.filter((entry) => flowOf(entry) !== flow)) {
        expectProblem(await sendInput(device, endpoint, sampleInput(endpoint)), 403, 'KIOSK_OTHER_FLOW');
      }
    }
  });

  it('refuses a device on every staff entry: it is no person', async () => {
    const device = await deviceBrowser();
    for (const endpoint of staffEntries) {
      expectProblem(await sendInput(device, endpoint, sampleInput(endpoint)), 401, 'UNAUTHENTICATED');
    }
  });

  it("refuses a device calling from outside its company's IP address series", async () => {
    const device = await deviceBrowser();
    const companyId = t.server.ids.harborView.companyId;
    const setSeries = (series: { name: string; range: string }[]) =>
      inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
        tx
          .update(schema.ipAddressSeries)
          .set({ series })
          .where(eq(schema.ipAddressSeries.companyId, companyId)),
      );
    await setSeries([{ name: 'Elsewhere', range: '192.0.2.0/24' }]);
    try {
      for (const endpoint of deviceEntries) {
        const own = await deviceBrowser(flowOf(endpoint));
        expectProblem(await sendInput(own, endpoint, sampleInput(endpoint)), 401, 'KIOSK_NOT_ACTIVE');
        expectProblem(await sendInput(device, endpoint, sampleInput(endpoint)), 401, 'KIOSK_NOT_ACTIVE');
      }
    } finally {
      await setSeries(LOOPBACK_SERIES);
    }
  });
});

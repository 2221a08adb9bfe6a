import { contract } from '@curbside/contract';
import { schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { partyFixture } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = contract.transportation;
const { Pending, Dispatched, PickedUp, InTransit } = PARTY_STATUS;
const { demo, companyId, inCompany, userId, newParty } = partyFixture();

describe('drivers', () => {
  it('lists every driver with shift, vehicle and load; assignable filters', async () => {
    const all = await demo.dispatcher.call(t.getDriverList, { query: { status: 'all' } });
    expect(all.status).toBe(200);
    const sam = all.data.items.find((d) => d.id === userId(hv.driver1));
    const jordan = all.data.items.find((d) => d.id === userId(hv.driver2));
    expect(sam).toMatchObject({ onShift: true, assignable: true, status: 'active' });
    expect(jordan).toMatchObject({ onShift: false, assignable: false });
    const busy = await inCompany((tx) =>
      tx
        .select({ status: schema.parties.status })
        .from(schema.parties)
        .where(
          and(eq(schema.parties.companyId, companyId()), eq(schema.parties.driverId, userId(hv.driver1))),
        ),
    );
    const load = busy.filter((p) => ([Dispatched, PickedUp, InTransit] as number[]).includes(p.status));
    expect(load.length).toBeGreaterThan(0);
    expect(sam?.activeParties).toBe(load.length);
    const assignable = await demo.dispatcher.call(t.getDriverList, { query: { status: 'assignable' } });
    expect(assignable.data.items.every((d) => d.assignable)).toBe(true);
    expect(assignable.data.items.map((d) => d.id)).toContain(userId(hv.driver1));
    expect(assignable.data.items.map((d) => d.id)).not.toContain(userId(hv.driver2));
  });

  it('keeps the lists to the board', async () => {
    expect((await demo.driver.call(t.getDriverList, { query: { status: 'all' } })).status).toBe(403);
  });
});

describe('ConfigReservation: other drivers', () => {
  it('adds and edits other drivers with unique names', async () => {
    const added = await demo.admin.call(contract.configReservation.addOrEditOtherDriver, {
      body: { name: 'Harbor Shuttle Partner', phone: '+12125559100', description: '', active: false },
    });
    expect(added.status).toBe(200);
    const duplicate = await demo.admin.call(contract.configReservation.addOrEditOtherDriver, {
      body: { name: 'yellow cab co.', phone: '', description: '', active: true },
    });
    expect(duplicate.status).toBe(409);
    const inactive = await demo.admin.call(t.getOtherDriverList, {
      query: { status: 'inactive', commandType: 'LIST' },
    });
    expect(inactive.data.items.map((o) => o.name)).toEqual(['Harbor Shuttle Partner']);

    const party = await newParty(Pending);
    const refused = await demo.admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, otherDriverId: added.data.id, isNotifyGuest: true },
    });
    expect(refused.status).toBe(422);

    const unknown = await demo.admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, otherDriverId: crypto.randomUUID(), isNotifyGuest: true },
    });
    expect(unknown.status).toBe(404);

    const renamed = await demo.admin.call(contract.configReservation.addOrEditOtherDriver, {
      body: {
        id: added.data.id,
        name: 'Harbor Partner',
        phone: '',
        description: 'Night shift',
        active: true,
      },
    });
    expect(renamed.data).toMatchObject({ name: 'Harbor Partner', active: true });
  });
});

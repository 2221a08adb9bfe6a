import { contract, predefinedNotes } from '@curbside/contract';
import { PARTY_STATUS } from '@curbside/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../events.ts';
import { collectionCases } from '../../testing/collection-cases.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { partyFixture } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = contract.transportation;
const { Dispatched, PickedUp } = PARTY_STATUS;
const { demo, companyId, userId, newParty, historyOf } = partyFixture();

describe('ConfigReservation: notes', () => {
  it('lists the seeded notes of a kind in their order; a change is announced by its tag', async () => {
    const listed = await demo.driver.call(t.notes, { query: { kind: 'party' } });
    expect(listed.data.items.map((n) => n.text)).toEqual([
      'Wheelchair accessible vehicle',
      'Child seat needed',
      'Extra luggage',
    ]);
    const events: ChangeEvent[] = [];
    const stop = demo.server.deps.events.subscribe(companyId(), (event) => events.push(event));
    const added = await demo.admin.call(contract.configReservation.addOrEditNotes, {
      body: { kind: 'parking', text: 'Keys at the desk', sortOrder: 0 },
    });
    expect(added.status).toBe(200);
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        companyId: companyId(),
        type: 'ConfigReservation/AddOrEditNotes',
        tags: ['notes'],
        position: expect.any(Number),
      }),
    );
    stop();
    const parking = await demo.admin.call(t.notes, { query: { kind: 'parking' } });
    expect(parking.data.items.map((n) => n.text)).toEqual(['Keys at the desk', 'Oversized vehicle']);
    // The same text may be a party note and a parking note: the key is per kind.
    const sameText = await demo.admin.call(contract.configReservation.addOrEditNotes, {
      body: { kind: 'party', text: 'keys at the desk' },
    });
    expect(sameText.status).toBe(200);
  });

  collectionCases(demo, {
    resource: predefinedNotes,
    sample: (n) => ({ kind: 'party' as const, text: `Meet at door ${n}`, sortOrder: 50 }),
    invalid: { body: { text: ' ' }, path: 'body.text' },
    unique: 'text',
    reader: hv.dispatcher,
  });

  it("updates a party's notes at its version, without a status change", async () => {
    const party = await newParty(Dispatched, { driverId: userId(hv.driver1) });
    await demo.driver.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    const saved = await demo.admin.call(contract.configReservation.updateParkingOrPartyNotes, {
      body: {
        partyId: party.id,
        version: 2,
        kind: 'party',
        internalNotes: 'VIP',
        externalNotes: 'Water on board',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      status: PickedUp,
      version: 3,
      internalNotes: 'VIP',
      externalNotes: 'Water on board',
    });
    expect((await historyOf(party.id)).at(-1)).toEqual({
      action: 'EditNotes',
      fromStatus: null,
      toStatus: PickedUp,
      undone: false,
    });
    const stale = await demo.admin.call(contract.configReservation.updateParkingOrPartyNotes, {
      body: { partyId: party.id, version: 2, kind: 'party', internalNotes: 'Late' },
    });
    expect(stale.status).toBe(409);
    expect(stale.problem.code).toBe('PARTY_CHANGED');
    // The notes edit is not a step: the pick-up can still be undone.
    const undone = await demo.admin.call(t.unDoPickup, { body: { partyId: party.id, version: 3 } });
    expect(undone.data.status).toBe(Dispatched);
    const missing = await demo.admin.call(contract.configReservation.updateParkingOrPartyNotes, {
      body: { partyId: crypto.randomUUID(), version: 1, kind: 'party', internalNotes: 'x' },
    });
    expect(missing.status).toBe(404);
  });
});

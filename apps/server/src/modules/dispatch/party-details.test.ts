import { randomUUID } from 'node:crypto';
import { contract, type PartyDetails } from '@curbside/contract';
import { PARTY_STATUS } from '@curbside/domain';
import { describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import { insertParty } from '../../testing/parties.ts';

/** The drawer's card: its fields that a card of the booking's list (`partySummary`) has too. */
const cardOf = (details: PartyDetails, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, details[key as keyof PartyDetails]]));

describe("a party's drawer, its row read once (ADR 161)", () => {
  const t = demoServer();

  /** The party's drawer, and its card as the booking's list reads it apart (`findSummaries`, `withActions`). */
  const drawerAndCard = async (partyId: string) => {
    const drawer = await t.dispatcher.call(contract.reservation.getPartyInfoById, { body: { partyId } });
    const list = await t.dispatcher.call(contract.transportation.getPartyListByPartyId, {
      query: { partyId },
    });
    expect(drawer.status).toBe(200);
    const card = list.data.items.find((item) => item.id === partyId);
    if (!card) throw new Error('the booking list lacks the party');
    return { drawer: drawer.data, card };
  };

  it('answers the card the list answers, with the undo its timeline offers', async () => {
    const party = await insertParty(t.server.deps.db, t.server.ids.harborView.companyId, {
      status: PARTY_STATUS.Dispatched,
      guestName: 'Drawer Guest',
    });
    const before = await drawerAndCard(party.id);
    expect(cardOf(before.drawer, Object.keys(before.card))).toEqual(before.card);
    expect(before.drawer.actions).not.toContain('UnDoPickup');

    const picked = await t.dispatcher.call(contract.transportation.pickUp, {
      body: { partyId: party.id, version: party.version },
    });
    expect(picked.status).toBe(200);
    const after = await drawerAndCard(party.id);
    expect(cardOf(after.drawer, Object.keys(after.card))).toEqual(after.card);
    expect(after.drawer.actions).toContain('UnDoPickup');
    // The timeline still holds every step, oldest first, the booking's row included.
    expect(after.drawer.history.map((step) => step.action)).toEqual(['AddOrEditReservation', 'PickUp']);

    const undone = await t.dispatcher.call(contract.transportation.unDoPickup, {
      body: { partyId: party.id, version: after.drawer.version },
    });
    expect(undone.status).toBe(200);
    const back = await drawerAndCard(party.id);
    expect(cardOf(back.drawer, Object.keys(back.card))).toEqual(back.card);
    expect(back.drawer.actions).not.toContain('UnDoPickup');
  });

  it('answers 404 for a party that is not there, as before', async () => {
    const drawer = await t.dispatcher.call(contract.reservation.getPartyInfoById, {
      body: { partyId: randomUUID() },
    });
    expect(drawer.status).toBe(404);
  });
});

import { contract, type PartySummary } from '@curbside/contract';
import { PARTY_STATUS } from '@curbside/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { partyFixture } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = contract.transportation;
const { Pending, Dispatched, PickedUp } = PARTY_STATUS;
const { demo, userId, newParty } = partyFixture();

/** The card as the board reads it again (a patch of that one card): its actions. */
async function cardOnBoard(partyId: string): Promise<{ actions: readonly string[] }> {
  const board = await demo.admin.call(t.getRecordManagementByOption, { body: { partyIds: [partyId] } });
  const card = board.data.items.find((item) => item.id === partyId);
  if (!card) throw new Error('the card is not on the board');
  return card;
}

describe("a step's answer (ADR 162: its actions from the history it just wrote, not read again)", () => {
  it('answers the actions the card has when read again, through steps, an undo and a step after it', async () => {
    const party = await newParty(Pending);
    const steps: { answer: PartySummary; status: number }[] = [];
    const assigned = await demo.admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, driverId: userId(hv.driver1), isNotifyGuest: true },
    });
    steps.push({ answer: assigned.data, status: Dispatched });
    const picked = await demo.admin.call(t.pickUp, { body: { partyId: party.id, version: 2 } });
    steps.push({ answer: picked.data, status: PickedUp });
    // Each answer is compared with the board's read made right after it, before the next step.
    expect(picked.data.actions).toEqual((await cardOnBoard(party.id)).actions);
    expect(picked.data.actions).toContain('UnDoPickup');

    const undone = await demo.admin.call(t.unDoPickup, { body: { partyId: party.id, version: 3 } });
    expect(undone.status).toBe(200);
    expect(undone.data.status).toBe(Dispatched);
    expect(undone.data.actions).toEqual((await cardOnBoard(party.id)).actions);
    // The pick-up it took back is undone: it is not offered to be taken back again.
    expect(undone.data.actions).not.toContain('UnDoPickup');

    const again = await demo.admin.call(t.pickUp, { body: { partyId: party.id, version: 4 } });
    expect(again.data.status).toBe(PickedUp);
    expect(again.data.actions).toEqual((await cardOnBoard(party.id)).actions);
    expect(again.data.actions).toContain('UnDoPickup');
    for (const { answer, status } of steps) expect(answer.status).toBe(status);
  });
});

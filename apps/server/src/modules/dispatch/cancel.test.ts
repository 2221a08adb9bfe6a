import { contract } from '@curbside/contract';
import { schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { partyFixture } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = contract.transportation;
const { Pending, Dispatched, PickedUp, DroppedOff, Cancelled, Reservation, WillCall, MapRequest } =
  PARTY_STATUS;
const { demo, inCompany, userId, newParty, partyRow, historyOf } = partyFixture();

describe('Transportation/Cancel and UndoCancel', () => {
  it('records a partial refund in the same step and restores the status on undo', async () => {
    const party = await newParty(Reservation, { paidCents: 5_000 });
    const cancelled = await demo.admin.call(t.cancel, {
      body: { partyId: party.id, version: 1, refund: 'partial', refundCents: 2_000 },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.status).toBe(Cancelled);
    const refunds = await inCompany((tx) =>
      tx
        .select()
        .from(schema.partyPayments)
        .where(and(eq(schema.partyPayments.partyId, party.id), eq(schema.partyPayments.kind, 'refund'))),
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: 2_000, method: 'card' });
    expect(refunds[0]?.refundOf).not.toBeNull();
    expect((await partyRow(party.id)).refundedCents).toBe(2_000);
    // A cancelled party owes nothing: the refund given back is not a debt.
    const cancelledCosts = await demo.admin.call(t.getPartyCostDetails, { body: { partyId: party.id } });
    expect(cancelledCosts.data.costs).toMatchObject({ refundedCents: 2_000, balanceCents: 0 });

    const restored = await demo.admin.call(t.undoCancel, { body: { partyId: party.id, version: 2 } });
    expect(restored.status).toBe(200);
    expect(restored.data.status).toBe(Reservation);
    expect((await partyRow(party.id)).refundedCents).toBe(2_000);
    // Restored, the party owes again what was given back.
    const restoredCosts = await demo.admin.call(t.getPartyCostDetails, { body: { partyId: party.id } });
    expect(restoredCosts.data.costs.balanceCents).toBe(2_000);

    // A full refund later gives back only what is left.
    await demo.admin.call(t.cancel, { body: { partyId: party.id, version: 3, refund: 'full' } });
    expect((await partyRow(party.id)).refundedCents).toBe(5_000);
  });

  it('refuses a refund larger than what is left, and changes nothing', async () => {
    const party = await newParty(Pending, { paidCents: 1_000 });
    const result = await demo.admin.call(t.cancel, {
      body: { partyId: party.id, version: 1, refund: 'partial', refundCents: 1_500 },
    });
    expect(result.status).toBe(422);
    expect(result.problem.code).toBe('REFUND_TOO_LARGE');
    const row = await partyRow(party.id);
    expect(row).toMatchObject({ status: Pending, version: 1, refundedCents: 0 });
  });

  it('lets a dispatcher without party.refund cancel but not refund', async () => {
    const paid = await newParty(Pending, { paidCents: 1_000 });
    const refused = await demo.dispatcher.call(t.cancel, {
      body: { partyId: paid.id, version: 1, refund: 'full' },
    });
    expect(refused.status).toBe(403);
    expect((await partyRow(paid.id)).status).toBe(Pending);
    const unpaid = await newParty(Pending);
    const ok = await demo.dispatcher.call(t.cancel, {
      body: { partyId: unpaid.id, version: 1, refund: 'none' },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.status).toBe(Cancelled);
  });

  it('refuses to cancel a party that has been picked up', async () => {
    const party = await newParty(PickedUp, { driverId: userId(hv.driver1) });
    const result = await demo.admin.call(t.cancel, {
      body: { partyId: party.id, version: 1, refund: 'none' },
    });
    expect(result.status).toBe(409);
    expect(result.problem.detail ?? result.problem.title).toMatch(/Picked Up.*Cancelled/);
  });
});

describe('Reservation/UpdatePartyStatus', () => {
  it('moves a party by the step that leads to the status asked for', async () => {
    const party = await newParty(Pending);
    const result = await demo.admin.call(contract.reservation.updatePartyStatus, {
      body: { partyId: party.id, version: 1, status: MapRequest },
    });
    expect(result.status).toBe(200);
    expect(result.data.status).toBe(MapRequest);
    expect((await historyOf(party.id)).at(-1)?.action).toBe('ConvertToGmap');
  });

  it('refuses a status no step leads to (409 naming both) and a dispatch without a driver (422)', async () => {
    const party = await newParty(Pending);
    const result = await demo.admin.call(contract.reservation.updatePartyStatus, {
      body: { partyId: party.id, version: 1, status: DroppedOff },
    });
    expect(result.status).toBe(409);
    expect(result.problem.detail ?? result.problem.title).toMatch(/Pending.*Dropped Off/);
    const dispatch = await demo.admin.call(contract.reservation.updatePartyStatus, {
      body: { partyId: party.id, version: 1, status: Dispatched },
    });
    expect(dispatch.status).toBe(422);
    expect(dispatch.problem.code).toBe('DRIVER_REQUIRED');
    const stale = await demo.admin.call(contract.reservation.updatePartyStatus, {
      body: { partyId: party.id, version: 7, status: WillCall },
    });
    expect(stale.problem.code).toBe('PARTY_CHANGED');
  });
});

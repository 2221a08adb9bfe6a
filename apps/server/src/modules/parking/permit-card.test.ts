import { createHash } from 'node:crypto';
import { contract, parkingPermitCard } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { lotWithPackage } from '../../testing/parking.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
let admin: TestClient;
let desk: TestClient;
const ids = { lotId: '', packageId: '' };

const mailsTo = (email: string) =>
  inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({
        code: schema.outboxMessages.templateCode,
        subject: schema.outboxMessages.subject,
        body: schema.outboxMessages.body,
      })
      .from(schema.outboxMessages)
      .where(and(eq(schema.outboxMessages.recipient, email), eq(schema.outboxMessages.channel, 'email')))
      .orderBy(desc(schema.outboxMessages.createdAt)),
  );

async function sell(email: string) {
  const sold = await desk.call(contract.parking.addOrEditParking, {
    body: {
      guestName: 'Card Guest',
      email,
      roomNumber: '812',
      plate: 'crd-42',
      plateRegion: 'NY',
      make: 'Volvo',
      model: 'XC60',
      colour: 'Grey',
      ...ids,
      startsAt: '2026-12-01T15:00:00.000Z',
    },
  });
  expect(sold.status).toBe(200);
  return sold.data;
}

beforeAll(async () => {
  admin = await t.server.signIn(hv.admin);
  desk = await t.server.signIn(hv.dispatcher);
  Object.assign(
    ids,
    await lotWithPackage(admin, { name: 'Card lot', capacity: 10 }, { name: 'Card night', priceCents: 4500 }),
  );
});

describe('the permit card', () => {
  it("gives the guest's link to the guest alone: each e-mailed card carries a new key, the database its hash", async () => {
    const permit = await sell('card.link@example.com');
    const details = await desk.call(contract.parking.getParkingDetails, { body: { id: permit.id } });
    expect(details.status).toBe(200);
    expect(details.response.body).not.toContain('GuestView');
    const emailedKey = async () => {
      const sent = await desk.call(contract.card.emailParkingPermitCard, { body: { permitId: permit.id } });
      expect(sent.status).toBe(200);
      const [latest] = await mailsTo('card.link@example.com');
      const body = latest?.body ?? '';
      return /\/GuestView\/([A-Za-z0-9_-]{40,})/.exec(body)?.[1] ?? '';
    };
    const guest = t.server.anonymous();
    const first = await emailedKey();
    expect((await guest.call(contract.parking.getGuestParking, { body: { key: first } })).data.plate).toBe(
      'crd-42',
    );
    const second = await emailedKey();
    expect(second).not.toBe(first);
    expect((await guest.call(contract.parking.getGuestParking, { body: { key: second } })).status).toBe(200);
    // The earlier card's link still opens the page (ADR 54): the guest may keep the first e-mail.
    expect((await guest.call(contract.parking.getGuestParking, { body: { key: first } })).status).toBe(200);
    const [stored] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ guestKey: schema.parkingPermits.guestKey, earlier: schema.parkingPermits.guestKeyEarlier })
        .from(schema.parkingPermits)
        .where(eq(schema.parkingPermits.id, permit.id)),
    );
    expect(stored?.guestKey).toBe(createHash('sha256').update(second).digest('hex'));
    expect(stored?.earlier[0]).toBe(createHash('sha256').update(first).digest('hex'));
  });

  it("e-mails the card from the company's template, with the link, to the permit's address", async () => {
    const saved = await admin.call(parkingPermitCard.update, {
      body: {
        title: 'Valet pass',
        header: 'Welcome to Harbor View',
        footer: 'Show this at the desk.',
        showRoom: true,
        showVehicle: true,
        showPrice: false,
      },
    });
    expect(saved.status).toBe(200);
    const permit = await sell('card.guest@example.com');
    const sent = await desk.call(contract.card.emailParkingPermitCard, { body: { permitId: permit.id } });
    expect(sent.status).toBe(200);
    expect(sent.data.email).toBe('card.guest@example.com');
    const [mail] = await mailsTo('card.guest@example.com');
    expect(mail?.code).toBe('parking.permit-card');
    expect(mail?.subject).toBe('Harbor View Hotel: Valet pass');
    expect(mail?.body).toContain('Welcome to Harbor View');
    expect(mail?.body).toContain(`Permit: #${permit.number}`);
    expect(mail?.body).toContain('Room: 812');
    expect(mail?.body).toContain('Plate: crd-42 · NY');
    expect(mail?.body).toContain('Vehicle: Grey Volvo XC60');
    expect(mail?.body).not.toContain('Price:');
    expect(mail?.body).toMatch(/\/GuestView\/[A-Za-z0-9_-]{40,}/);
    expect(mail?.body).toContain('Show this at the desk.');
  });

  it('sends to another address when typed, and asks for one when the permit has none', async () => {
    const permit = await sell('');
    const none = await desk.call(contract.card.emailParkingPermitCard, { body: { permitId: permit.id } });
    expect(none.status).toBe(422);
    expect(none.problem.code).toBe('PERMIT_NO_EMAIL');
    const typed = await desk.call(contract.card.emailParkingPermitCard, {
      body: { permitId: permit.id, email: 'front.desk.copy@example.com' },
    });
    expect(typed.status).toBe(200);
    expect(await mailsTo('front.desk.copy@example.com')).toHaveLength(1);
    const bad = await desk.call(contract.card.emailParkingPermitCard, {
      body: { permitId: permit.id, email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
  });

  it('is refused to a driver and finds no permit of another company', async () => {
    const permit = await sell('other.company@example.com');
    const driver = await t.server.signIn(hv.driver1);
    const refused = await driver.call(contract.card.emailParkingPermitCard, {
      body: { permitId: permit.id },
    });
    expect(refused.status).toBe(403);
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const foreign = await lakeside.call(contract.card.emailParkingPermitCard, {
      body: { permitId: permit.id },
    });
    expect(foreign.status).toBe(404);
    const details = await lakeside.call(contract.parking.getParkingDetails, { body: { id: permit.id } });
    expect(details.status).toBe(404);
    expect(await mailsTo('other.company@example.com')).toHaveLength(0);
  });
});

import { type BodyOf, confirmationCardHeaders, confirmationCards, contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOutboxThrough } from '../../testing/company-mail.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { lotWithPackage } from '../../testing/parking.ts';
import { insertParty } from '../../testing/parties.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher.ts';
import { waitListHelpers } from '../../testing/wait-list.ts';

const t = demoServer();
const waits = waitListHelpers(t, 7_300);
let smtp: SmtpCatcher;

const outboxRow = (id: string) =>
  inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
    const [row] = await tx.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.id, id));
    return row;
  });

const resend = (body: BodyOf<typeof contract.card.reSendEmail>) =>
  t.dispatcher.call(contract.card.reSendEmail, { body });

async function partyWith(email: string, guestLanguage: string | null = null) {
  return insertParty(t.server.deps.db, t.server.ids.harborView.companyId, {
    status: PARTY_STATUS.Reservation,
    guestName: 'Card Rider',
    email,
    roomNumber: '404',
    guestLanguage,
  });
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp?.close();
});

describe('Card/ReSendEmail', () => {
  it("queues a party's confirmation on the company's reservation card, with its header, in text and HTML", async () => {
    const head = await t.admin.call(confirmationCardHeaders.save, {
      body: {
        name: 'Lobby',
        logoSha256: null,
        heading: { en: 'Harbor View Lobby', ar: 'ردهة هاربور فيو' },
        lines: { en: '1 Pier Road', ar: '١ طريق الرصيف' },
      },
    });
    const saved = await t.admin.call(confirmationCards.save, {
      body: {
        name: 'Rides',
        type: 'reservation',
        headerId: head.data.id,
        title: { en: 'Your ride is booked', ar: 'تم حجز رحلتك' },
        intro: { en: 'Welcome aboard <friend>', ar: 'مرحبًا بك' },
        footer: { en: 'Call the desk', ar: 'اتصل بالمكتب' },
      },
    });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    const party = await partyWith('rider@example.com');
    const sent = await resend({ subject: 'party', id: party.id });
    expect(sent.status, JSON.stringify(sent.problem)).toBe(200);
    expect(sent.data.email).toBe('rider@example.com');
    const row = await outboxRow(sent.data.messageId);
    expect(row).toMatchObject({
      partyId: party.id,
      channel: 'email',
      status: 'queued',
      templateCode: 'confirmation.party',
    });
    expect(row?.subject).toBe('Harbor View Hotel: Your ride is booked');
    expect(row?.body).toContain('Harbor View Lobby\n1 Pier Road');
    expect(row?.body).toContain(`Reservation: #${party.number}`);
    expect(row?.body).toContain('Room: 404');
    expect(row?.body).toMatch(/\/GuestView\/[A-Za-z0-9_-]{40,}/);
    expect(row?.html).toContain('<html lang="en" dir="ltr">');
    // What the company typed is text in the HTML part, never markup.
    expect(row?.html).toContain('Welcome aboard &lt;friend&gt;');
    // The party's messages list it, with its state.
    const details = await t.dispatcher.call(contract.reservation.getPartyInfoById, {
      body: { partyId: party.id },
    });
    expect(details.data.messages.map((m) => m.id)).toContain(sent.data.messageId);
  });

  it("words it in the guest's language, right to left, and sends it through SMTP with both parts", async () => {
    const party = await partyWith('rider.ar@example.com', 'ar');
    const sent = await resend({ subject: 'party', id: party.id });
    expect(sent.status).toBe(200);
    const row = await outboxRow(sent.data.messageId);
    expect(row?.subject).toBe('Harbor View Hotel: تم حجز رحلتك');
    expect(row?.body).toContain('الحجز: #');
    expect(row?.html).toContain('<html lang="ar" dir="rtl">');
    await sendOutboxThrough(t.server, smtp);
    const caught = smtp.received.find((mail) => mail.to.includes('rider.ar@example.com'));
    expect(caught?.raw).toMatch(/multipart\/alternative/);
    expect(caught?.raw).toMatch(/Content-Type: text\/plain/);
    expect(caught?.raw).toMatch(/Content-Type: text\/html/);
    expect((await outboxRow(sent.data.messageId))?.status).toBe('sent');
  });

  it('goes to the address typed, and at most 3 times in 10 minutes to one address (429)', async () => {
    const party = await partyWith('');
    const none = await resend({ subject: 'party', id: party.id });
    expect(none.status).toBe(422);
    expect(none.problem.code).toBe('CONFIRMATION_NO_EMAIL');
    for (let i = 0; i < 3; i += 1) {
      expect((await resend({ subject: 'party', id: party.id, email: 'typed@example.com' })).status).toBe(200);
    }
    const limited = await resend({ subject: 'party', id: party.id, email: 'typed@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.problem.code).toBe('RATE_LIMITED');
    expect((await resend({ subject: 'party', id: party.id, email: 'other@example.com' })).status).toBe(200);
  });

  it("e-mails a wait-list guest's place with the default words, kept against the entry", async () => {
    const type = await waits.newType({ name: 'Card table' });
    const entry = await waits.join(type);
    const sent = await resend({ subject: 'waitListEntry', id: entry.id, email: 'waiting@example.com' });
    expect(sent.status, JSON.stringify(sent.problem)).toBe(200);
    const row = await outboxRow(sent.data.messageId);
    expect(row?.waitListEntryId).toBe(entry.id);
    expect(row?.subject).toBe('Harbor View Hotel: You are on the wait list');
    expect(row?.body).toContain('Waiting for: Card table');
    expect(row?.body).toMatch(/\/WaitListGuest\/[\w-]{20,}/);
  });

  it("makes the permit card from the company's permit confirmation card, falling back to the template", async () => {
    const ids = await lotWithPackage(t.admin, { name: 'Confirm lot', capacity: 5 }, { priceCents: 2500 });
    const sold = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: {
        guestName: 'Permit Guest',
        email: 'permit@example.com',
        plate: 'cnf-1',
        ...ids,
        startsAt: '2026-12-01T15:00:00.000Z',
      },
    });
    expect(sold.status, JSON.stringify(sold.problem)).toBe(200);
    const before = await t.dispatcher.call(contract.card.emailParkingPermitCard, {
      body: { permitId: sold.data.id },
    });
    expect(before.status).toBe(200);
    const mails = () =>
      inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
        tx
          .select({ subject: schema.outboxMessages.subject, body: schema.outboxMessages.body })
          .from(schema.outboxMessages)
          .where(eq(schema.outboxMessages.recipient, 'permit@example.com'))
          .orderBy(desc(schema.outboxMessages.createdAt)),
      );
    expect((await mails())[0]?.subject).toBe('Harbor View Hotel: Parking permit');
    const saved = await t.admin.call(confirmationCards.save, {
      body: {
        name: 'Valet',
        type: 'parkingPermit',
        headerId: null,
        title: { en: 'Valet permit', ar: 'تصريح صف السيارات' },
        intro: { en: 'Enjoy your stay', ar: 'إقامة سعيدة' },
        footer: { en: '', ar: '' },
        showPrice: true,
      },
    });
    expect(saved.status).toBe(200);
    expect(
      (await t.dispatcher.call(contract.card.emailParkingPermitCard, { body: { permitId: sold.data.id } }))
        .status,
    ).toBe(200);
    const [latest] = await mails();
    expect(latest?.subject).toBe('Harbor View Hotel: Valet permit');
    expect(latest?.body).toContain('Enjoy your stay');
    expect(latest?.body).toContain('Price: $25.00');
    const arabic = await resend({ subject: 'permit', id: sold.data.id, language: 'ar' });
    expect(arabic.status).toBe(200);
    expect((await outboxRow(arabic.data.messageId))?.subject).toBe('Harbor View Hotel: تصريح صف السيارات');
  });

  it("answers 404 for another company's party, permit or entry", async () => {
    const party = await partyWith('mine@example.com');
    const theirs = await t.lakeside.call(contract.card.reSendEmail, {
      body: { subject: 'party', id: party.id },
    });
    expect(theirs.status).toBe(404);
    for (const subject of ['permit', 'waitListEntry'] as const) {
      expect(
        (await t.lakeside.call(contract.card.reSendEmail, { body: { subject, id: party.id } })).status,
      ).toBe(404);
    }
  });
});

import { contract } from '@curbside/contract';
import { PARTY_STATUS } from '@curbside/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOutboxThrough } from '../../testing/company-mail.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { testImage } from '../../testing/images.ts';
import { insertParty } from '../../testing/parties.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher.ts';
import { wrap } from './confirmation-pdf.ts';

const t = demoServer();
let smtp: SmtpCatcher;

const partyOf = (guestName: string, email = 'pdf.rider@example.com') =>
  insertParty(t.server.deps.db, t.server.ids.harborView.companyId, {
    status: PARTY_STATUS.Reservation,
    guestName,
    email,
    roomNumber: '512',
  });

const pdfOf = (id: string, language: 'en' | 'ar' = 'en') =>
  t.dispatcher.call(contract.card.getConfirmationPdf, { body: { subject: 'party', id, language } });

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // The company's logo, which a confirmation without a header of its own shows.
  const logo = await t.admin.call(contract.company.updateCompanyLogo, {
    body: { logo: (await testImage('png', 120, 40)).toString('base64') },
  });
  expect(logo.status, JSON.stringify(logo.problem)).toBe(200);
});
afterAll(async () => {
  await smtp?.close();
});

describe('Card/GetConfirmationPdf', () => {
  it("answers the party's confirmation as a one-page PDF with the company's logo, as a file", async () => {
    const party = await partyOf('Paper Rider');
    const answer = await pdfOf(party.id);
    expect(answer.status, JSON.stringify(answer.problem)).toBe(200);
    expect(answer.response.headers['content-type']).toBe('application/pdf');
    expect(answer.response.headers['content-disposition']).toMatch(
      /^attachment; filename="confirmation-party-.+\.pdf"$/,
    );
    expect(answer.response.headers['cache-control']).toBe('no-store');
    const bytes = answer.data.bytes;
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('Reservation confirmation');
    expect(document.getAuthor()).toBe('Harbor View Hotel');
    // The logo is the one image of the page (image dictionaries stay outside compressed object streams).
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('refuses Arabic, and letters the PDF cannot write, with 422; another company finds nothing', async () => {
    const party = await partyOf('Paper Rider');
    const arabic = await pdfOf(party.id, 'ar');
    expect([arabic.status, arabic.problem.code]).toEqual([422, 'CONFIRMATION_PDF_LATIN_ONLY']);
    const named = await partyOf('سارة أحمد');
    const english = await pdfOf(named.id);
    expect([english.status, english.problem.code]).toEqual([422, 'CONFIRMATION_PDF_LATIN_ONLY']);
    const theirs = await t.lakeside.call(contract.card.getConfirmationPdf, {
      body: { subject: 'party', id: party.id, language: 'en' },
    });
    expect(theirs.status).toBe(404);
  });
});

describe('the edges of Card/GetConfirmationPdf', () => {
  it('writes the longest name, room and e-mail on one page, a word too long for a line broken across lines', async () => {
    const longName = `${'Bartholomew'.repeat(10)} ${'Q'.repeat(9)}`;
    expect(longName).toHaveLength(120);
    const email = `${'a'.repeat(188)}@example.org`;
    const party = await insertParty(t.server.deps.db, t.server.ids.harborView.companyId, {
      status: PARTY_STATUS.Reservation,
      guestName: longName,
      email,
      roomNumber: 'R'.repeat(20),
      externalNotes: 'Zoë & Ångström, café au lait; '.repeat(30),
    });
    const answer = await pdfOf(party.id);
    expect(answer.status, JSON.stringify(answer.problem)).toBe(200);
    expect((await PDFDocument.load(answer.data.bytes)).getPageCount()).toBe(1);
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    const lines = wrap(`To ${email}`, font, 11, 200);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((line) => font.widthOfTextAtSize(line, 11) <= 200)).toBe(true);
    expect(lines.join('').replace(/\s/g, '')).toBe(`To${email}`);
  });

  it('answers 404 for an unknown record of each kind, 403 for a body naming another company', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const subject of ['party', 'permit', 'waitListEntry'] as const) {
      const answer = await t.dispatcher.call(contract.card.getConfirmationPdf, {
        body: { subject, id: nobody, language: 'en' },
      });
      expect(answer.status, subject).toBe(404);
    }
    const party = await partyOf('Paper Rider');
    const foreign = await t.dispatcher.call(contract.card.getConfirmationPdf, {
      body: { companyId: t.server.ids.lakeside.companyId, subject: 'party', id: party.id, language: 'en' },
    });
    expect(foreign.status).toBe(403);
  });

  it('refuses a broken id or subject with a field error, and a stored replacement character with 422', async () => {
    const broken = await t.dispatcher.call(contract.card.getConfirmationPdf, {
      body: { subject: 'party', id: '\ud800', language: 'en' },
    });
    expect([broken.status, broken.problem.errors?.[0]?.path]).toEqual([400, 'body.id']);
    const party = await partyOf('Paper Rider');
    const subject = await t.dispatcher.call(contract.card.getConfirmationPdf, {
      body: { subject: 'party\u0000' as 'party', id: party.id, language: 'en' },
    });
    expect(subject.status).toBe(400);
    // What a driver stores for an unpaired surrogate, and an emoji: letters the PDF cannot write.
    for (const name of ['Broken \ufffd Name', 'Rider \u{1F697}']) {
      const odd = await partyOf(name);
      const answer = await pdfOf(odd.id);
      expect([answer.status, answer.problem.code], name).toEqual([422, 'CONFIRMATION_PDF_LATIN_ONLY']);
    }
  });
});

describe("the e-mailed confirmation's logo", () => {
  it('goes inline with the e-mail (a content id the HTML shows), never as a remote address', async () => {
    const party = await partyOf('Mail Rider', 'logo.rider@example.com');
    const sent = await t.dispatcher.call(contract.card.reSendEmail, {
      body: { subject: 'party', id: party.id },
    });
    expect(sent.status, JSON.stringify(sent.problem)).toBe(200);
    await sendOutboxThrough(t.server, smtp);
    const caught = smtp.received.find((mail) => mail.to.includes('logo.rider@example.com'));
    const raw = (caught?.raw ?? '').replace(/=\r?\n/g, '');
    expect(raw).toMatch(/multipart\/related/);
    expect(raw).toMatch(/Content-Type: image\/png/);
    expect(raw).toMatch(/Content-ID: <logo@curbside>/);
    expect(raw).toMatch(/Content-Disposition: inline/);
    expect(raw).toContain('src=3D"cid:logo@curbside"');
    expect(raw).not.toMatch(/src=3D"https?:/);
  });
});

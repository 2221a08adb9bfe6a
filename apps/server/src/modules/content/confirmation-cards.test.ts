import { confirmationCardHeaders, confirmationCards, contract } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { demoServer, fieldPaths } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { testImage } from '../../testing/images.ts';

const t = demoServer();
let uses = 0;

const header = (n: number) => ({
  name: `Front desk ${n}`,
  logoSha256: null,
  heading: { en: `Harbor View ${n}`, ar: `هاربور فيو ${n}` },
  lines: { en: '1 Pier Road', ar: '١ طريق الرصيف' },
});

const card = (n: number, extra: Partial<Parameters<typeof confirmationCards.save.body.parse>[0]> = {}) => ({
  name: `Card ${n}`,
  type: 'reservation' as const,
  headerId: null,
  title: { en: `Your ride ${n}`, ar: `رحلتك ${n}` },
  intro: { en: 'Welcome', ar: 'أهلًا' },
  footer: { en: 'See you soon', ar: 'نراك قريبًا' },
  showRoom: true,
  showVehicle: true,
  showPrice: false,
  // Samples stay inactive: one active card per type is a rule of its own, below.
  active: false,
  ...extra,
});

collectionCases(t, {
  resource: confirmationCardHeaders,
  sample: header,
  invalid: {
    body: { name: 'x', heading: { en: ' ', ar: '' }, lines: { en: '', ar: '' } },
    path: 'body.heading.en',
  },
  unique: 'name',
  reader: DEMO_ACCOUNTS.harborView.dispatcher,
  use: async (admin, row) => {
    uses += 1;
    const used = await admin.call(confirmationCards.save, { body: card(9_000 + uses, { headerId: row.id }) });
    expect(used.status, JSON.stringify(used.problem)).toBe(200);
  },
});

collectionCases(t, {
  resource: confirmationCards,
  sample: (n) => card(n),
  invalid: { body: { ...card(1), type: 'invoice' }, path: 'body.type' },
  unique: 'name',
  reader: DEMO_ACCOUNTS.harborView.dispatcher,
});

describe('confirmation cards', () => {
  it('keeps one active card per type: a second is refused naming the type, an inactive one is kept', async () => {
    const first = await t.admin.call(confirmationCards.save, {
      body: card(1, { type: 'waitList', active: true }),
    });
    expect(first.status, JSON.stringify(first.problem)).toBe(200);
    const second = await t.admin.call(confirmationCards.save, {
      body: card(2, { type: 'waitList', active: true }),
    });
    expect(second.status).toBe(409);
    expect(second.problem.code).toBe('DUPLICATE');
    expect(fieldPaths(second)).toEqual(['body.type']);
    const spare = await t.admin.call(confirmationCards.save, { body: card(2, { type: 'waitList' }) });
    expect(spare.status).toBe(200);
    const active = await t.admin.call(confirmationCards.list, { body: { type: 'waitList', active: true } });
    expect(active.data.items.map((c) => c.id)).toEqual([first.data.id]);
  });

  it("refuses another company's header, and a header in use", async () => {
    const theirs = await t.lakeside.call(confirmationCardHeaders.save, { body: header(77) });
    expect(theirs.status).toBe(200);
    const refused = await t.admin.call(confirmationCards.save, {
      body: card(3, { headerId: theirs.data.id }),
    });
    expect(refused.status).toBe(404);
    expect(fieldPaths(refused)).toEqual(['body.headerId']);
    const mine = await t.admin.call(confirmationCardHeaders.save, { body: header(78) });
    const used = await t.admin.call(confirmationCards.save, { body: card(4, { headerId: mine.data.id }) });
    expect(used.status).toBe(200);
    const kept = await t.admin.call(confirmationCardHeaders.remove, { body: { id: mine.data.id } });
    expect(kept.status).toBe(409);
    expect(kept.problem.code).toBe('IN_USE');
  });

  it("shows a logo of the company's store, and lets it go with the header", async () => {
    const uploaded = await t.admin.call(contract.card.fileUpload, {
      body: { use: 'cardImage', file: (await testImage('png', 120, 40)).toString('base64') },
    });
    expect(uploaded.status).toBe(200);
    const saved = await t.admin.call(confirmationCardHeaders.save, {
      body: { ...header(79), logoSha256: uploaded.data.sha256 },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.logoSha256).toBe(uploaded.data.sha256);
    // Lakeside has no such file: its save is refused on the field, not kept pointing at nothing.
    const foreign = await t.lakeside.call(confirmationCardHeaders.save, {
      body: { ...header(80), logoSha256: uploaded.data.sha256 },
    });
    expect(foreign.status).toBe(404);
    expect(fieldPaths(foreign)).toEqual(['body.logoSha256']);
    expect((await t.admin.call(confirmationCardHeaders.remove, { body: { id: saved.data.id } })).status).toBe(
      200,
    );
    expect((await t.admin.request('GET', uploaded.data.url)).statusCode).toBe(404);
  });
});

import { contract, messageTemplates } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { DEFAULT_TEMPLATES, MESSAGE_EVENTS, MESSAGE_LANGUAGES, PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../testing/audit.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { insertParty } from '../../testing/parties.ts';

const c = contract.configMessage;
const t = demoServer();

const harbor = () => t.server.ids.harborView.companyId;

async function outboxOf(partyId: string) {
  return inScope(t.server.deps.db, { kind: 'company', companyId: harbor() }, (tx) =>
    tx
      .select({ body: schema.outboxMessages.body, recipient: schema.outboxMessages.recipient })
      .from(schema.outboxMessages)
      .where(and(eq(schema.outboxMessages.companyId, harbor()), eq(schema.outboxMessages.partyId, partyId))),
  );
}

describe('message templates', () => {
  it('lists the default of every event in English and Arabic until the company writes its own', async () => {
    const all = await t.dispatcher.call(c.getConfigMessages, { body: {} });
    expect(all.status).toBe(200);
    expect(all.data.items).toHaveLength(MESSAGE_EVENTS.length * 2);
    const arabic = await t.dispatcher.call(c.getConfigMessages, {
      body: { eventCode: 'party.dispatched', language: 'ar' },
    });
    expect(arabic.data.items).toEqual([
      {
        eventCode: 'party.dispatched',
        language: 'ar',
        body: DEFAULT_TEMPLATES['party.dispatched'].ar,
        isDefault: true,
        defaultBody: DEFAULT_TEMPLATES['party.dispatched'].ar,
        updatedAt: null,
      },
    ]);
  });

  it("saves the company's text, audited, seen by its company only", async () => {
    const body = 'Hi {guestName}! {driverName} is coming with {vehicle}. {link}';
    const saved = await t.admin.call(c.addOrEditConfigMessage, {
      body: { eventCode: 'party.dispatched', language: 'en', body },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ body, isDefault: false, eventCode: 'party.dispatched' });
    const again = await t.admin.call(c.addOrEditConfigMessage, {
      body: { eventCode: 'party.dispatched', language: 'en', body: `${body} Thanks` },
    });
    expect(again.data.body).toBe(`${body} Thanks`);

    const listed = await t.dispatcher.call(c.getConfigMessages, {
      body: { eventCode: 'party.dispatched', language: 'en' },
    });
    expect(listed.data.items[0]).toMatchObject({ body: `${body} Thanks`, isDefault: false });
    const other = await t.lakeside.call(c.getConfigMessages, {
      body: { eventCode: 'party.dispatched', language: 'en' },
    });
    expect(other.data.items[0]).toMatchObject({ isDefault: true });

    const audit = await auditRowsOf(t.server.deps.db, harbor(), 'message_template.updated');
    expect(audit).toHaveLength(2);
  });

  it('keeps one whole text when two saves of one event and language come at once', async () => {
    const key = { eventCode: 'party.cancelled', language: 'ar' } as const;
    const texts = ['First {guestName}', 'Second {guestName}'];
    const answers = await Promise.all(
      texts.map((body) => t.admin.call(c.addOrEditConfigMessage, { body: { ...key, body } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // One whole text: the later save's, never a mix and never a duplicate-key error.
    const listed = await t.admin.call(c.getConfigMessages, {
      body: key,
    });
    expect(listed.data.items).toHaveLength(1);
    expect(texts).toContain(listed.data.items[0]?.body);
    expect(messageTemplates.catalogue).toHaveLength(MESSAGE_EVENTS.length * MESSAGE_LANGUAGES.length);
    expect(messageTemplates.catalogue[1]).toEqual({
      eventCode: MESSAGE_EVENTS[0],
      language: MESSAGE_LANGUAGES[1],
    });
  });

  it('refuses an unknown placeholder, naming it, and a reader', async () => {
    const typo = await t.admin.call(c.addOrEditConfigMessage, {
      body: { eventCode: 'party.reserved', language: 'en', body: 'Hello {gustName}' },
    });
    expect(typo.status).toBe(400);
    expect(typo.problem.errors).toEqual([
      expect.objectContaining({
        path: 'body.body',
        code: 'unknownPlaceholder',
        params: { placeholder: '{gustName}' },
      }),
    ]);
    const unknownEvent = await t.admin.call(c.addOrEditConfigMessage, {
      body: { eventCode: 'party.nothing' as 'party.reserved', language: 'en', body: 'Hi' },
    });
    expect(unknownEvent.status).toBe(400);
    const reader = await t.dispatcher.call(c.addOrEditConfigMessage, {
      body: { eventCode: 'party.reserved', language: 'en', body: 'Hi {guestName}' },
    });
    expect(reader.status).toBe(403);
  });

  it("renders a status change's guest message from the company's template, in the guest's language", async () => {
    await t.admin.call(c.addOrEditConfigMessage, {
      body: {
        eventCode: 'party.picked-up',
        language: 'ar',
        body: 'أهلًا {guestName}، وجهتك {to}. {unknownLater}',
      },
    });
    const arabic = await t.admin.call(c.addOrEditConfigMessage, {
      body: { eventCode: 'party.picked-up', language: 'ar', body: 'أهلًا {guestName}، وجهتك {to}.' },
    });
    expect(arabic.status).toBe(200);
    const driverId = t.server.ids.harborView.users[DEMO_ACCOUNTS.harborView.driver1] ?? '';
    const party = await insertParty(t.server.deps.db, harbor(), {
      status: PARTY_STATUS.Dispatched,
      driverId,
      guestName: 'Layla',
      phone: '+971 50 123 4567',
      guestLanguage: 'ar',
    });
    const picked = await t.driver.call(contract.transportation.pickUp, {
      body: { partyId: party.id, version: party.version },
    });
    expect(picked.status).toBe(200);
    const [message] = await outboxOf(party.id);
    expect(message?.recipient).toBe('+971501234567');
    expect(message?.body).toMatch(/^أهلًا Layla، وجهتك .+\.$/);

    const english = await insertParty(t.server.deps.db, harbor(), {
      status: PARTY_STATUS.Dispatched,
      driverId,
      guestName: 'Ann',
      phone: '+12125550100',
    });
    await t.driver.call(contract.transportation.pickUp, { body: { partyId: english.id, version: 1 } });
    const [sent] = await outboxOf(english.id);
    expect(sent?.body).toMatch(/^Welcome aboard, Ann\. Next stop: .+\.$/);
  });
});

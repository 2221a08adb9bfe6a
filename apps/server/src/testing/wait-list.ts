import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { receiveSms } from '../modules/messaging/inbound.ts';
import type { DemoClients } from './demo-server.ts';

/**
 * What the wait-list test files share, over their demo server: fresh phone numbers (from `firstPhone` on, so
 * two files never text the same guest), the texts queued to a number and the link key they carry, a wait type,
 * a guest joining (with the key of the link their text carried), two guests in line, a reply.
 */
export function waitListHelpers(t: DemoClients, firstPhone: number) {
  let phoneCounter = firstPhone;
  const nextPhone = () => {
    phoneCounter += 1;
    return `+1212555${String(phoneCounter).padStart(4, '0')}`;
  };
  const textsTo = (phone: string) =>
    inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ code: schema.outboxMessages.templateCode, body: schema.outboxMessages.body })
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.recipient, phone))
        .orderBy(asc(schema.outboxMessages.createdAt)),
    );
  const codesTo = async (phone: string) => (await textsTo(phone)).map((m) => m.code);
  /** The key of the guest link in the latest text to a number that carries one: the link the guest holds now. */
  const linkKeyOf = async (phone: string) => {
    const keys = (await textsTo(phone)).map((m) => /\/WaitListGuest\/([\w-]{20,})/.exec(m.body)?.[1]);
    return keys.filter((key) => key !== undefined).at(-1) ?? '';
  };

  async function newType(body: { name: string; nextAtPosition?: number; holdMinutes?: number }) {
    const added = await t.admin.call(contract.waitList.addOrEditWaitType, {
      body: { nextAtPosition: 0, ...body },
    });
    expect(added.status, JSON.stringify(added.problem)).toBe(200);
    return added.data.id;
  }

  async function join(
    waitTypeId: string,
    extra: { partySize?: number; quotedMinutes?: number; phone?: string } = {},
  ) {
    const phone = extra.phone ?? nextPhone();
    const added = await t.dispatcher.call(contract.waitList.addOrEditWaitListParty, {
      body: {
        waitTypeId,
        guestName: `Guest ${phone.slice(-4)}`,
        phone,
        partySize: extra.partySize ?? 2,
        quotedMinutes: extra.quotedMinutes ?? 20,
      },
    });
    expect(added.status, JSON.stringify(added.problem)).toBe(200);
    return { ...added.data, phone, key: await linkKeyOf(phone) };
  }

  /** A wait type of its own with two guests in line: `first`, then `second`. */
  async function twoInLine(type: Parameters<typeof newType>[0]) {
    const waitTypeId = await newType(type);
    return { waitTypeId, first: await join(waitTypeId), second: await join(waitTypeId) };
  }

  /** A guest's text to Harbor View, as the messaging module's inbound handling receives it. */
  const inbound = (from: string, text: string) =>
    inScope(t.server.deps.db, { kind: 'company', companyId: t.server.ids.harborView.companyId }, (tx) =>
      receiveSms(tx, t.server.ids.harborView.companyId, {
        provider: 'twilio',
        providerMessageId: `SM-${from}-${text}-${Math.random()}`,
        from,
        to: '+12125550000',
        text,
      }),
    );

  return { nextPhone, textsTo, codesTo, linkKeyOf, newType, join, twoInLine, inbound };
}

import { createHash } from 'node:crypto';
import { contract } from '@curbside/contract';
import { PARTY_STATUS } from '@curbside/domain';
import { describe, expect, it } from 'vitest';
import { partyFixture } from '../../testing/parties.ts';

const f = partyFixture();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const page = (key: string) =>
  f.demo.server.anonymous().call(contract.reservation.getGuestPartyInformation, { body: { key } });

describe("a guest link's key is stored as its hash alone", () => {
  it('a text carries a new key; the database keeps its SHA-256, which opens nothing', async () => {
    const party = await f.newParty(PARTY_STATUS.Dispatched);
    const sent = await f.demo.dispatcher.call(contract.messageApi.sendMessageParty, {
      body: { partyId: party.id, code: 'party.dispatched' },
    });
    expect(sent.status).toBe(200);
    const key = await f.linkKeyOf(party.id);
    expect(key).not.toBe('');
    expect((await f.partyRow(party.id)).guestKey).toBe(sha256(key));
    expect((await page(key)).status).toBe(200);
    expect((await page(sha256(key))).status).toBe(404);
  });

  it("each text carries a new key, and an earlier text's link keeps opening the page", async () => {
    const party = await f.newParty(PARTY_STATUS.Dispatched);
    const resend = () =>
      f.demo.dispatcher.call(contract.reservation.reSendNotifications, { body: { partyId: party.id } });
    const keys: string[] = [];
    for (let text = 0; text < 11; text += 1) {
      expect((await resend()).data.queued).toBe(1);
      keys.push(await f.linkKeyOf(party.id));
    }
    expect(new Set(keys).size).toBe(11);
    // The newest and the nine before it open the page (a guest's open page, an older text); the oldest no more.
    for (const key of keys.slice(1)) expect((await page(key)).status).toBe(200);
    expect((await page(keys[0] ?? '')).status).toBe(404);
    expect((await f.partyRow(party.id)).guestKeyEarlier).toEqual(keys.slice(1, 10).reverse().map(sha256));
  });
});

import { contract } from '@curbside/contract';
import { schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { partyFixture } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const api = contract.messageApi;
const f = partyFixture();

/** The key of a guest link in a text, when it holds a whole one. */
const keyIn = (body: string) => /\/GuestView\/([A-Za-z0-9_-]{20,})/.exec(body)?.[1];

let driver2: TestClient;
let partyId: string;
let key: string;

beforeAll(async () => {
  driver2 = await f.demo.server.signIn(hv.driver2);
  const party = await f.newParty(PARTY_STATUS.Dispatched, { driverId: f.userId(hv.driver2) });
  partyId = party.id;
  const sent = await f.demo.dispatcher.call(api.sendMessageParty, {
    body: { partyId, code: 'party.dispatched' },
  });
  expect(sent.status).toBe(200);
  key = await f.linkKeyOf(partyId);
  expect(key).not.toBe('');
});

describe("a party's messages follow the party's own visibility", () => {
  it('a driver reads neither the drawer nor the texts of a party assigned to another driver (404 both)', async () => {
    const drawer = await f.demo.driver.call(contract.reservation.getPartyInfoById, { body: { partyId } });
    expect(drawer.status).toBe(404);
    const texts = await f.demo.driver.call(api.getMessageHistoryByPartyId, { query: { partyId } });
    expect(texts.status).toBe(404);
    expect(texts.response.body).not.toContain(key);
  });

  it('the assigned driver reads them', async () => {
    const texts = await driver2.call(api.getMessageHistoryByPartyId, { query: { partyId } });
    expect(texts.status).toBe(200);
    expect(texts.data.items).toHaveLength(1);
  });

  it('a holder of the inbox who does not dispatch sees only the conversations of parties assigned to them', async () => {
    const driverRole = f.demo.server.ids.harborView.roles.DRIVER ?? '';
    const screens = await f.inCompany((tx) =>
      tx
        .select({ code: schema.roleMenuAccess.menuCode })
        .from(schema.roleMenuAccess)
        .where(
          and(
            eq(schema.roleMenuAccess.companyId, f.companyId()),
            eq(schema.roleMenuAccess.roleId, driverRole),
          ),
        ),
    );
    const granted = await f.demo.admin.call(contract.menu.updateMenuAccessByRoles, {
      body: { roleId: driverRole, menuCodes: [...screens.map((s) => s.code), 'ChatMessages'] },
    });
    expect(granted.status).toBe(200);

    const othersInbox = await f.demo.driver.call(api.getMessageHistoryByParty, {
      body: { page: 1, pageSize: 100 },
    });
    expect(othersInbox.status).toBe(200);
    expect(othersInbox.data.items.map((item) => item.partyId)).not.toContain(partyId);
    const opened = await f.demo.driver.call(api.getPartyMessages, { query: { partyId } });
    expect(opened.status).toBe(404);
    // Nor does the inbox word or send a message to a party its holder may not read.
    const preview = await f.demo.driver.call(api.getProcessedNotificationForStaticCode, {
      body: { partyId, code: 'party.dispatched' },
    });
    expect(preview.status).toBe(404);
    const reply = await f.demo.driver.call(api.sendMessageToParty, { body: { partyId, text: 'On my way' } });
    expect(reply.status).toBe(404);

    const ownInbox = await driver2.call(api.getMessageHistoryByParty, { body: { page: 1, pageSize: 100 } });
    expect(ownInbox.data.items.map((item) => item.partyId)).toContain(partyId);
  });
});

describe("staff never read a guest link's key", () => {
  it('every staff answer that holds the text shows the link with its key replaced', async () => {
    const answers = [
      await f.demo.dispatcher.call(api.getMessageHistoryByPartyId, { query: { partyId } }),
      await f.demo.dispatcher.call(api.getPartyMessages, { query: { partyId } }),
      await f.demo.dispatcher.call(api.getMessageHistoryByParty, { body: { page: 1, pageSize: 100 } }),
      await f.demo.dispatcher.call(contract.reservation.getPartyInfoById, { body: { partyId } }),
      await f.demo.dispatcher.call(api.getProcessedNotificationForStaticCode, {
        body: { partyId, code: 'party.dispatched' },
      }),
      await f.demo.dispatcher.call(api.sendMessageParty, { body: { partyId, code: 'party.dispatched' } }),
      await driver2.call(api.getMessageHistoryByPartyId, { query: { partyId } }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.response.body).toBe(200);
      expect(answer.response.body).toContain('/GuestView/…');
      expect(keyIn(answer.response.body)).toBeUndefined();
    }
  });

  it("the guest's link itself still opens the guest's page", async () => {
    const page = await f.demo.server
      .anonymous()
      .call(contract.reservation.getGuestPartyInformation, { body: { key: await f.linkKeyOf(partyId) } });
    expect(page.status).toBe(200);
  });
});

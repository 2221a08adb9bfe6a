import { contract } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { demoServer, fieldPaths, locationId } from '../../testing/demo-server.ts';

const t = demoServer();

async function booking(phone: string) {
  return t.dispatcher.call(contract.reservation.addOrEditReservation, {
    body: {
      guestName: 'Grace Hopper',
      roomNumber: '1204',
      phone,
      adults: 1,
      fromLocationId: await locationId(t.dispatcher, 'Harbor View Hotel lobby'),
      toLocationId: await locationId(t.dispatcher, 'JFK Terminal 4'),
      reservationDate: '2027-03-10',
      reservationTime: '09:00',
      isNotifyGuest: false,
    },
  });
}

let waitType: string | undefined;
async function waitTypeId(): Promise<string> {
  if (waitType) return waitType;
  const added = await t.admin.call(contract.waitList.addOrEditWaitType, {
    body: { name: 'Phones test', nextAtPosition: 0 },
  });
  expect(added.status, JSON.stringify(added.problem)).toBe(200);
  waitType = added.data.id;
  return waitType;
}

const setCountry = async (country: 'US' | 'GB') => {
  const set = await t.admin.call(contract.company.updateCompanyProfile, {
    body: { timeZone: 'America/New_York', country, clock: null },
  });
  expect(set.status).toBe(200);
};

describe('phones are stored in E.164', () => {
  it("reads a national number in the company's country, wherever a phone is saved", async () => {
    const party = await booking('(212) 555-0142');
    expect(party.status, JSON.stringify(party.problem)).toBe(200);
    const details = await t.dispatcher.call(contract.reservation.getPartyInfoById, {
      body: { partyId: party.data.id },
    });
    expect(details.data.phone).toBe('+12125550142');

    const type = await waitTypeId();
    const entry = await t.dispatcher.call(contract.waitList.addOrEditWaitListParty, {
      body: {
        waitTypeId: type,
        guestName: 'Wait Phone',
        phone: '212-555-0143',
        partySize: 2,
        quotedMinutes: 10,
      },
    });
    expect(entry.status, JSON.stringify(entry.problem)).toBe(200);
    expect(entry.data.phone).toBe('+12125550143');

    const taxi = await t.admin.call(contract.configReservation.addOrEditOtherDriver, {
      body: { name: 'Phones taxi', phone: '212 555 0144', active: true },
    });
    expect(taxi.status, JSON.stringify(taxi.problem)).toBe(200);
    expect(taxi.data.phone).toBe('+12125550144');

    const own = await t.driver.call(contract.userManagement.updateUserProfile, {
      body: { name: 'Driver One', phone: '(212) 555-0145' },
    });
    expect(own.status, JSON.stringify(own.problem)).toBe(200);
    expect(own.data.phone).toBe('+12125550145');
  });

  it('keeps an international number, and an empty phone where none is required', async () => {
    const foreign = await booking('+44 20 7946 0958');
    expect(foreign.status).toBe(200);
    const details = await t.dispatcher.call(contract.reservation.getPartyInfoById, {
      body: { partyId: foreign.data.id },
    });
    expect(details.data.phone).toBe('+442079460958');
    const none = await booking('');
    expect(none.status).toBe(200);
  });

  it('reads national numbers in the country the company chose', async () => {
    await setCountry('GB');
    try {
      const party = await booking('020 7946 0958');
      expect(party.status, JSON.stringify(party.problem)).toBe(200);
      const details = await t.dispatcher.call(contract.reservation.getPartyInfoById, {
        body: { partyId: party.data.id },
      });
      expect(details.data.phone).toBe('+442079460958');
    } finally {
      await setCountry('US');
    }
  });

  it('refuses what cannot be a phone with a 400 on the field, saving nothing', async () => {
    for (const phone of ['555-01', '(112) 555-0100', '+1 212 555 01']) {
      const refused = await booking(phone);
      expect(refused.status, phone).toBe(400);
      expect(fieldPaths(refused)).toEqual(['body.phone']);
      expect(refused.problem.errors?.[0]?.code).toBe('phone');
    }
    const type = await waitTypeId();
    const entry = await t.dispatcher.call(contract.waitList.addOrEditWaitListParty, {
      body: { waitTypeId: type, guestName: 'Bad Phone', phone: '12', partySize: 2, quotedMinutes: 10 },
    });
    expect(entry.status).toBe(400);
    expect(fieldPaths(entry)).toContain('body.phone');
    const own = await t.driver.call(contract.userManagement.updateUserProfile, {
      body: { name: 'Driver One', phone: '555 0100' },
    });
    expect(own.status).toBe(400);
    expect(fieldPaths(own)).toEqual(['body.phone']);
  });
});

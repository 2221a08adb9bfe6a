import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { FEATURES, WAIT_STATUS } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import { onOwnPackage } from '../../testing/packages.ts';
import { lotWithPackage } from '../../testing/parking.ts';
import { waitListHelpers } from '../../testing/wait-list.ts';

const t = demoServer();
const { newType, join, inbound, codesTo } = waitListHelpers(t, 900);
const companyId = () => t.server.ids.harborView.companyId;
const PERMIT_PHONE = '+12125550961';

/** The company's rows of a table, read past row-level security as the tests' platform scope. */
const read = <T>(query: Parameters<typeof inScope<T>>[2]) =>
  inScope(t.server.deps.db, { kind: 'platform' }, query);

const requestsOf = (permitId: string) =>
  read((tx) =>
    tx
      .select({ source: schema.willCallRequests.source })
      .from(schema.willCallRequests)
      .where(eq(schema.willCallRequests.permitId, permitId)),
  );

const entryOf = async (entryId: string) => {
  const [row] = await read((tx) =>
    tx
      .select({ status: schema.waitListEntries.status, version: schema.waitListEntries.version })
      .from(schema.waitListEntries)
      .where(eq(schema.waitListEntries.id, entryId)),
  );
  return row;
};

let permitId = '';
let guest = { id: '', phone: '' };

beforeAll(async () => {
  const lot = await lotWithPackage(t.admin, { name: 'Keyword lot', capacity: 5 });
  const sold = await t.dispatcher.call(contract.parking.addOrEditParking, {
    body: {
      guestName: 'Guest Keyword',
      phone: PERMIT_PHONE,
      plate: 'KW 1',
      ...lot,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    },
  });
  expect(sold.status, JSON.stringify(sold.problem)).toBe(200);
  permitId = sold.data.id;
  guest = await join(await newType({ name: 'Keyword bar' }));
  // Messaging stays in the package; parking and the wait list leave it, with their guests still in place.
  await onOwnPackage(t.platform, companyId(), {
    name: 'Neither parking nor wait list',
    features: FEATURES.filter((feature) => feature !== 'parking' && feature !== 'waitlist'),
  });
});

/** Puts the company back on no package: every feature. */
const everyFeature = () =>
  t.platform.call(contract.company.changePackage, { body: { companyId: companyId(), packageId: null } });

afterAll(everyFeature);

describe("a guest's texted keywords follow the company's package", () => {
  it('fetches no car and moves no one on the wait list when the package lacks the feature', async () => {
    const textsBefore = { permit: await codesTo(PERMIT_PHONE), guest: await codesTo(guest.phone) };
    const entryBefore = await entryOf(guest.id);
    await inbound(PERMIT_PHONE, 'CAR');
    await inbound(guest.phone, '9');
    await inbound(guest.phone, '1');

    expect(await requestsOf(permitId)).toEqual([]);
    expect(await entryOf(guest.id)).toEqual(entryBefore);
    // Answered as any text no module takes: nothing goes back to the guest, and staff read it in the inbox.
    expect({ permit: await codesTo(PERMIT_PHONE), guest: await codesTo(guest.phone) }).toEqual(textsBefore);
    const kept = await read((tx) =>
      tx
        .select({ body: schema.smsInboundMessages.body })
        .from(schema.smsInboundMessages)
        .where(eq(schema.smsInboundMessages.companyId, companyId())),
    );
    expect(kept.map((text) => text.body)).toEqual(expect.arrayContaining(['CAR', '9', '1']));
  });

  it('takes the same keywords again once the package has the features', async () => {
    await everyFeature();
    await inbound(PERMIT_PHONE, 'CAR');
    await inbound(guest.phone, '9');
    expect((await requestsOf(permitId)).map((request) => request.source)).toEqual(['sms']);
    expect((await entryOf(guest.id))?.status).toBe(WAIT_STATUS.Cancelled);
  });
});

import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';

const t = demoServer();

const profile = contract.company.getCompanyProfile;
const update = contract.company.updateCompanyProfile;

describe('Company/GetCompanyProfile', () => {
  it("answers every signed-in user their company's country and the clock its country reads", async () => {
    for (const client of [t.admin, t.dispatcher, t.driver]) {
      const answer = await client.call(profile);
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({
        name: 'Harbor View Hotel',
        country: 'US',
        clock: '12',
        chosenClock: null,
      });
    }
    const session = await t.driver.call(contract.login.getCurrentSession);
    expect(session.data?.company).toMatchObject({ timeZone: 'America/New_York', country: 'US', clock: '12' });
  });

  it('refuses another company by name', async () => {
    const answer = await t.admin.call(profile, { body: { companyId: t.server.ids.lakeside.companyId } });
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.problem)).not.toContain('Lakeside');
  });
});

describe('Company/UpdateCompanyProfile', () => {
  it('sets the country and clock, which every session of the company reads at once, audited', async () => {
    const toGb = await t.admin.call(update, {
      body: { timeZone: 'America/New_York', country: 'GB', clock: null },
    });
    expect(toGb.status).toBe(200);
    expect(toGb.data).toMatchObject({ country: 'GB', clock: '24', chosenClock: null });
    const dispatcherSession = await t.dispatcher.call(contract.login.getCurrentSession);
    expect(dispatcherSession.data?.company).toMatchObject({
      timeZone: 'America/New_York',
      country: 'GB',
      clock: '24',
    });

    const chosen = await t.admin.call(update, {
      body: { timeZone: 'America/New_York', country: 'GB', clock: '12' },
    });
    expect(chosen.data).toMatchObject({ country: 'GB', clock: '12', chosenClock: '12' });
    expect((await t.driver.call(profile)).data).toMatchObject({ clock: '12', chosenClock: '12' });

    const companyId = t.server.ids.harborView.companyId;
    const audited = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx
        .select({ before: schema.auditLog.before, after: schema.auditLog.after })
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.companyId, companyId),
            eq(schema.auditLog.action, 'company.profile_updated'),
          ),
        ),
    );
    expect(audited).toContainEqual({
      before: { timeZone: 'America/New_York', country: 'GB', clock: null },
      after: { timeZone: 'America/New_York', country: 'GB', clock: '12' },
    });

    const lakeside = await t.lakeside.call(profile);
    expect(lakeside.data).toMatchObject({ name: 'Lakeside Resort', country: 'US', chosenClock: null });

    const back = await t.admin.call(update, {
      body: { timeZone: 'America/New_York', country: 'US', clock: null },
    });
    expect(back.data).toMatchObject({ country: 'US', clock: '12', chosenClock: null });
  });

  it('is for those who manage settings', async () => {
    for (const client of [t.dispatcher, t.driver]) {
      const refused = await client.call(update, {
        body: { timeZone: 'America/New_York', country: 'FR', clock: '24' },
      });
      expect(refused.status).toBe(403);
    }
    expect((await t.admin.call(profile)).data.country).toBe('US');
  });

  it('refuses another company, leaving it as it was', async () => {
    const lakesideId = t.server.ids.lakeside.companyId;
    const refused = await t.admin.call(update, {
      body: { companyId: lakesideId, timeZone: 'Europe/Paris', country: 'FR', clock: '24' },
    });
    expect(refused.status).toBe(403);
    expect((await t.lakeside.call(profile)).data).toMatchObject({ country: 'US', chosenClock: null });
  });

  it('names each bad field', async () => {
    const cases: [unknown, string][] = [
      [{ timeZone: 'America/New_York', country: 'ZZ', clock: null }, 'body.country'],
      [{ timeZone: 'America/New_York', country: 'us', clock: null }, 'body.country'],
      [{ timeZone: 'America/New_York', country: '', clock: null }, 'body.country'],
      [{ timeZone: 'America/New_York', country: 'US', clock: '13' }, 'body.clock'],
      [{ timeZone: 'Mars/Olympus', country: 'US', clock: null }, 'body.timeZone'],
      [{ timeZone: '', country: 'US', clock: null }, 'body.timeZone'],
      [{ country: 'US', clock: null }, 'body.timeZone'],
      [{ country: 'US', clock: 24 }, 'body.clock'],
      [{ country: 'US' }, 'body.clock'],
      [{ clock: '24' }, 'body.country'],
    ];
    for (const [body, path] of cases) {
      const answer = await t.admin.request('POST', `/api/${update.path}`, { body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });
});

/**
 * The platform's part of the sweep (ADR 145): every platform entry of the contract, found by its permission, so a
 * platform call added to `packages/contract` is covered here with nothing to add. A company user of any role is
 * refused every one of them with an input that would otherwise be taken; a call naming a company that does not
 * exist is 404; a super-admin who has given the password but not the second step reaches none of them; and the
 * second step takes a code once, however many sessions offer it at once, and stays locked after too many wrong
 * codes whichever session tries next.
 */
import { randomUUID } from 'node:crypto';
import { allEndpoints, contract, type Endpoint } from '@curbside/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_WRONG_CODES } from './modules/login/second-factor.service.ts';
import {
  acceptedByContract,
  COMPANY_KEYS,
  expectProblem,
  harborIdOf,
  idFieldsOf,
  label,
  sampleInput,
  sendInput,
} from './testing/contract-inputs.ts';
import { testServer } from './testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from './testing/harness.ts';
import { totpCode } from './testing/second-factor.ts';
import { SHARED_WITH_PLATFORM } from './testing/shared-with-platform.ts';

const endpoints = allEndpoints();
const platformEntries = endpoints.filter((endpoint) => endpoint.permission === 'platform');
/**
 * The entries a company reads of itself and the super-admin of a company it names (ADR 89): a platform call
 * when the super-admin names the company, so an unknown one is 404 there too.
 */
const NAMING_A_COMPANY = [...platformEntries, ...SHARED_WITH_PLATFORM];
const hv = DEMO_ACCOUNTS.harborView;
const COMPANY_PEOPLE = [hv.admin, hv.dispatcher, hv.driver1, DEMO_ACCOUNTS.lakeside.admin];
const STEP = 30_000;

const t = testServer({ signInRateLimit: 100_000 });
const companyUsers = new Map<string, TestClient>();
let platform: TestClient;

beforeAll(async () => {
  for (const email of COMPANY_PEOPLE) companyUsers.set(email, await t.server.signIn(email));
  platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
});

const harborIdFor = (key: string) => harborIdOf(t.server, key);
/** A valid input of the entry, naming Harbor View and its objects where it names any. */
const validInput = (endpoint: Endpoint) => {
  const fullest = sampleInput(endpoint, { idFor: harborIdFor, fillOptionalIds: true });
  return acceptedByContract(endpoint, fullest) ? fullest : sampleInput(endpoint, { idFor: harborIdFor });
};

describe('the platform entries', () => {
  it('are many, and the sweep reaches each', () => {
    expect(platformEntries.length).toBeGreaterThan(20);
    for (const endpoint of platformEntries) {
      expect(acceptedByContract(endpoint, validInput(endpoint)), label(endpoint)).toBe(true);
    }
  });

  it.each(platformEntries.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s refuses a company user of every role with 403, even with an input it would take',
    async (_, endpoint) => {
      const input = validInput(endpoint);
      for (const [email, client] of companyUsers) {
        const response = await sendInput(client, endpoint, input);
        // Naming the user's own company or another, or none: the caller is refused before the input is read.
        expect(response.statusCode, `${email}: ${response.body}`).toBe(403);
        expectProblem(response, 403, 'FORBIDDEN');
      }
    },
  );
});

describe('a platform call naming a company that does not exist', () => {
  const naming = NAMING_A_COMPANY.filter((endpoint) =>
    Object.keys(
      idFieldsOf(endpoint, sampleInput(endpoint, { idFor: () => randomUUID(), fillOptionalIds: true })),
    ).some((key) => COMPANY_KEYS.has(key)),
  );

  it('is tried on every entry that names one', () => {
    expect(naming.length).toBeGreaterThanOrEqual(10);
  });

  it.each(naming.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 404 and reads nothing',
    async (_, endpoint) => {
      const unknown = randomUUID();
      const idFor = (key: string) =>
        COMPANY_KEYS.has(key) || key.toLowerCase().includes('company') ? unknown : harborIdFor(key);
      const fullest = sampleInput(endpoint, { idFor, fillOptionalIds: true });
      const input = acceptedByContract(endpoint, fullest) ? fullest : sampleInput(endpoint, { idFor });
      const response = await sendInput(platform, endpoint, input);
      expectProblem(response, 404, 'NOT_FOUND');
      expect(response.body).not.toContain(t.server.ids.harborView.companyId);
    },
  );
});

describe('a super-admin who has not given the second step', () => {
  let passwordOnly: TestClient;
  beforeAll(async () => {
    const { client, info } = await t.server.signInPassword(DEMO_ACCOUNTS.superadmin);
    expect(info.secondFactor).toBe('verify');
    passwordOnly = client;
  });

  it.each(platformEntries.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s is refused (403 SECOND_FACTOR_REQUIRED) before its input is read',
    async (_, endpoint) => {
      const malformed =
        endpoint.method === 'GET'
          ? { query: { page: 'not a number' }, body: undefined }
          : { query: {}, body: { page: 'not a number', companyId: 7 } };
      for (const input of [validInput(endpoint), malformed]) {
        expectProblem(await sendInput(passwordOnly, endpoint, input), 403, 'SECOND_FACTOR_REQUIRED');
      }
    },
  );
});

describe('the second step against replay and guessing', () => {
  const secret = () => {
    const kept = t.server.totpSecrets.get(DEMO_ACCOUNTS.superadmin);
    if (!kept) throw new Error('the super-admin has no authenticator yet');
    return kept;
  };
  // The server's clock stands in the middle of a step a minute on, past every code the harness gave, so which
  // codes are the current, the next and a used one does not depend on how fast the tests run.
  let NOW = 0;
  beforeAll(() => {
    NOW = Math.floor(Date.now() / STEP) * STEP + 2 * STEP + STEP / 2;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('takes one code once when several sessions offer it at the same moment', async () => {
    const sessions = await Promise.all(
      [1, 2, 3, 4].map(() => t.server.signInPassword(DEMO_ACCOUNTS.superadmin)),
    );
    const code = totpCode(secret(), NOW);
    const answers = await Promise.all(
      sessions.map(({ client }) => client.call(contract.secondFactor.verify, { body: { code } })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(answer.problem.code).toBe('SECOND_FACTOR_USED');
    }
  });

  it(`stays locked after ${MAX_WRONG_CODES} wrong codes, for a new session and a right code too`, async () => {
    // A right code starts the count again (the replays before were counted as wrong).
    await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const guesses = await Promise.all(
      Array.from({ length: MAX_WRONG_CODES }, () => t.server.signInPassword(DEMO_ACCOUNTS.superadmin)),
    );
    // Each guess from a session of its own: spreading them over sessions gives no more tries.
    const answers: number[] = [];
    for (const [index, { client }] of guesses.entries()) {
      const wrong = totpCode(secret(), NOW + (10 + index) * STEP);
      answers.push((await client.call(contract.secondFactor.verify, { body: { code: wrong } })).status);
    }
    expect(answers).toEqual([...Array.from({ length: MAX_WRONG_CODES - 1 }, () => 422), 429]);

    const fresh = await t.server.signInPassword(DEMO_ACCOUNTS.superadmin);
    const right = await fresh.client.call(contract.secondFactor.verify, {
      body: { code: totpCode(secret(), NOW + STEP) },
    });
    expect(right.status).toBe(429);
    expect(right.problem.code).toBe('SECOND_FACTOR_LOCKED');
    expectProblem(
      await sendInput(fresh.client, contract.company.getAllPackages, { query: {}, body: {} }),
      403,
      'SECOND_FACTOR_REQUIRED',
    );
  });
});

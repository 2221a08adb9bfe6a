/**
 * Generated input over the whole contract registry (ARCHITECTURE.md, "Tests"): broken input answers a 4xx,
 * never a 2xx or 5xx (on PGlite), and valid input carrying hostile text never a 5xx (on both databases). The
 * registry, session and tenancy sweeps are in contract-sweep.test.ts.
 */
import { allEndpoints, type Endpoint } from '@curbside/contract';
import { callerKindOf } from '@curbside/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { badCase, sendCase } from './testing/bad-input.ts';
import { badCasesOf } from './testing/bad-input-cases.ts';
import { expectProblem, harborIdOf, label, sendInput } from './testing/contract-inputs.ts';
import { testServer } from './testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from './testing/harness.ts';
import { hostileInputsOf, hostileTargets, randomHostileInput } from './testing/hostile-input.ts';
import { testDatabaseKind } from './testing/test-database.ts';

const endpoints = allEndpoints();
const hv = DEMO_ACCOUNTS.harborView;
const started = testServer({ signInRateLimit: 100_000 });
const harborIdFor = (key: string) => harborIdOf(started.server, key);
/** Random cases after the systematic ones, per entry: combinations the list does not hold. */
const RANDOM_BAD_CASES = 5;
const RANDOM_HOSTILE_CASES = 4;

/**
 * Who sends an entry's cases: the Harbor View admin, and someone without a session where that caller reaches the
 * input (public, guest and device entries). A signed-in entry refuses anyone without a session before it reads
 * the input, whatever the input (contract-sweep.test.ts), so sending it every case again would test nothing more.
 */
const sendersOf = <Client>(endpoint: Endpoint, anonymous: Client, admin: Client): Client[] =>
  callerKindOf(endpoint.permission) === 'signedIn' ? [admin] : [anonymous, admin];

// ---------------------------------------------------------------------------------------------------------
// Generated bad input

/**
 * Broken input is refused by the contract's parse before any query that reads it (a guest key is looked up
 * only in its base64url form), so the database under the server cannot change its answer: the sweep runs on
 * PGlite, which every run has, and not again on PostgreSQL (ADR 133). Hostile text in valid input reaches the
 * database, where the two differ, and runs on both below.
 */
if (testDatabaseKind() === 'pglite') describeBadInput();

function describeBadInput() {
  describe('generated bad input', () => {
    let admin: TestClient;

    beforeAll(async () => {
      admin = await started.server.signIn(hv.admin);
    });

    it.each(endpoints.map((endpoint, turn) => [label(endpoint), endpoint, turn] as const))(
      '%s answers 4xx, never 2xx or 5xx, as the Harbor View admin and anonymously where that reaches the input',
      async (_, endpoint, turn) => {
        const anonymous = started.server.anonymous();
        // Each field broken each way first (missing, wrong type, past its bounds, refused text), whole bodies
        // that are not the object they should be; then a few random combinations (ADR 156).
        const cases = badCasesOf(endpoint, harborIdFor, turn);
        expect(cases.length).toBeGreaterThan(0);
        await fc.assert(
          fc.asyncProperty(badCase(endpoint, harborIdFor), async (c) => {
            for (const client of sendersOf(endpoint, anonymous, admin)) {
              const response = await sendCase(client, endpoint, c);
              expect(response.statusCode, response.body.slice(0, 500)).toBeGreaterThanOrEqual(400);
              expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
              expect(response.headers['content-type']).toContain('application/problem+json');
            }
          }),
          { examples: cases.map((c) => [c]), numRuns: cases.length + RANDOM_BAD_CASES },
        );
        // The admin's half of the cases really ran signed in.
        const session = await admin.request('GET', '/api/Login/GetCurrentSession');
        expect((session.json() as { data: { user: { email: string } } | null }).data?.user.email).toBe(
          hv.admin,
        );
      },
    );
  });
}

describe('valid input with hostile text', () => {
  let signedIn: TestClient | undefined;
  /**
   * The Harbor View admin with a live session: the one of the entry before, asked for by a cheap read, or a new
   * sign-in when that entry ended it (a sign-out, a password change). A sign-in is an argon2 hash, as long as
   * an entry's 30 cases on a loaded machine, so the sweep does not take one per entry.
   */
  const liveAdmin = async (): Promise<TestClient> => {
    if (signedIn) {
      const session = await signedIn.request('GET', '/api/Login/GetCurrentSession');
      const user = (session.json() as { data: { user: { email: string } } | null }).data?.user;
      if (session.statusCode === 200 && user?.email === hv.admin) return signedIn;
    }
    signedIn = await started.server.signIn(hv.admin);
    return signedIn;
  };

  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s never answers 5xx',
    async (_, endpoint) => {
      const anonymous = started.server.anonymous();
      let admin = await liveAdmin();
      // One case per hostile text in every free-text field, then a few with random text (ADR 156).
      const inputs = hostileInputsOf(endpoint, harborIdFor);
      const random = hostileTargets(endpoint, harborIdFor).paths.length > 0 ? RANDOM_HOSTILE_CASES : 0;
      await fc.assert(
        fc.asyncProperty(randomHostileInput(endpoint, harborIdFor), async (input) => {
          for (const client of sendersOf(endpoint, anonymous, admin)) {
            const response = await sendInput(client, endpoint, input);
            expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
          }
          // Signing out is a valid call too; the next case signs in again.
          if (!admin.cookies.has('curbside_session')) admin = await liveAdmin();
        }),
        { examples: inputs.map((input) => [input]), numRuns: inputs.length + random },
      );
    },
  );

  it('refuses a NUL character with a field error', async () => {
    const response = await started.server.anonymous().request('POST', '/api/Login/ForgotPassword', {
      body: { userName: 'admin\u0000@harborview.example' },
    });
    expectProblem(response, 400, 'VALIDATION_FAILED');
    expect((response.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
      'body.userName',
    ]);
  });
});

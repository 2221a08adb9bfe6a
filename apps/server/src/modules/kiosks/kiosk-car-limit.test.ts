import { contract } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { pairedKiosk } from '../../testing/kiosks.ts';

// The production limit of calls that take a secret (SIGN_IN_RATE_LIMIT, 10 a minute per address): the tests'
// servers raise it, this one keeps a small one.
const t = testServer({ signInRateLimit: 3 });

describe('cars asked for at a Parking kiosk', () => {
  it('are limited per kiosk: plates and permit numbers cannot be tried quickly', async () => {
    const admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
    const { device } = await pairedKiosk(t.server, admin, 'parking');
    const answers: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const tried = await device.call(contract.kiosk.kioskRequestCar, {
        body: { plateOrNumber: `TRY-${n}` },
      });
      answers.push(tried.status);
    }
    // No car by these plates (404) until the limit, then 429 whatever the plate.
    expect(answers).toEqual([404, 404, 404, 429, 429]);
    // Another kiosk behind the same address has its own tries (ADR 124).
    const other = await pairedKiosk(t.server, admin, 'parking');
    const next = await other.device.call(contract.kiosk.kioskRequestCar, {
      body: { plateOrNumber: 'TRY-9' },
    });
    expect(next.status).toBe(404);
  });
});

import { contract } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';

// The production limit of calls that take a secret (SIGN_IN_RATE_LIMIT, 10 a minute per address): the tests'
// servers raise it, this one keeps a small one.
const t = testServer({ signInRateLimit: 5 });

describe('pairing codes tried from one address', () => {
  it('answers every wrong code alike, then 429 once the limit is passed', async () => {
    const browser = t.server.anonymous();
    const answers: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      answers.push(
        (await browser.call(contract.kiosk.pairKioskDevice, { body: { code: 'ACDEFGHJKM' } })).status,
      );
    }
    expect(answers).toEqual([422, 422, 422, 422, 422, 429, 429]);
    expect(browser.cookies.has('curbside_device')).toBe(false);
  });
});

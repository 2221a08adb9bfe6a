import { describe, expect, it } from 'vitest';
import { api } from '../lib/api.ts';
import { makeSession } from './factories.ts';
import { mockApi, rawReply } from './mockApi.ts';

describe('mockApi', () => {
  it('checks keys and answers against the contract', () => {
    // @ts-expect-error the answer of ValidateAuthentication must be a SessionInfo
    mockApi({ 'Login/ValidateAuthentication': () => ({ wrong: true }) });
    // @ts-expect-error not a contract path
    expect(() => mockApi({ 'Login/NoSuchCall': () => null })).toThrow(/not an entry of the contract/);
    mockApi({ 'Login/ValidateAuthentication': () => makeSession() });
  });

  it('answers unmocked calls with a 501 problem and lets a raw answer through', async () => {
    mockApi({ 'Login/GetCurrentSession': () => rawReply({ data: null }) });
    await expect(api.login.getCurrentSession()).resolves.toBeNull();
    await expect(api.login.signOut()).rejects.toMatchObject({ code: 'NOT_MOCKED', status: 501 });
  });
});

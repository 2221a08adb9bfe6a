import { routes } from '@curbside/contract/routes';
import { describe, expect, it, vi } from 'vitest';
import { setTestCookie } from '../testing/cookies.ts';
import { makeSession } from '../testing/factories.ts';
import { mockApi, problemReply } from '../testing/mockApi.ts';
import { ApiError, api, endpointUrl } from './api.ts';

describe('the contract-bound API client', () => {
  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on POST, posts JSON and unwraps data', async () => {
    setTestCookie('XSRF-TOKEN', 'token/one');
    const session = makeSession();
    const server = mockApi({ 'Login/ValidateAuthentication': () => session });

    const answer = await api.login.validateAuthentication({
      body: { userName: 'dana@harbour.example', password: 'pw' },
    });

    expect(answer).toEqual(session);
    const [call] = server.callsTo('Login/ValidateAuthentication');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('X-XSRF-TOKEN')).toBe('token/one');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toEqual({ userName: 'dana@harbour.example', password: 'pw' });
  });

  it('reads the cookie at request time (it changes at sign-in)', async () => {
    const server = mockApi({ 'Login/SignOut': () => ({ signedOut: true }) });
    setTestCookie('XSRF-TOKEN', 'first');
    await api.login.signOut();
    setTestCookie('XSRF-TOKEN', 'second');
    await api.login.signOut();
    expect(server.callsTo('Login/SignOut').map((call) => call.headers.get('X-XSRF-TOKEN'))).toEqual([
      'first',
      'second',
    ]);
  });

  it('does not send the header on GET and puts the query in the query string without undefined values', async () => {
    setTestCookie('XSRF-TOKEN', 'abc');
    const server = mockApi({ 'Login/GetCurrentSession': () => null });
    await expect(api.login.getCurrentSession()).resolves.toBeNull();
    expect(server.calls[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(endpointUrl(routes.login.getPassword, { email: 'a@b.c', securityCode: undefined })).toBe(
      '/api/Login/GetPassword?email=a%40b.c',
    );
  });

  it('throws an ApiError carrying the problem', async () => {
    mockApi({
      'Login/ValidateAuthentication': () =>
        problemReply(400, 'VALIDATION', { errors: [{ path: 'body.userName', message: 'Required' }] }),
    });
    const failure = await api.login
      .validateAuthentication({ body: { userName: '', password: 'x' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).problem.errors).toEqual([{ path: 'body.userName', message: 'Required' }]);
  });

  it('sends back the latest change it was answered, so another server process reads it (ADR 95)', async () => {
    const harbor = '6f1c9a52-3b1e-4c55-9d0a-0a1b2c3d4e5f';
    const other = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';
    const answered = [`${harbor}:5`, `${harbor}:3`, null, 'not-a-position', `${other}:2`, null];
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        sent.push(new Headers(init.headers).get('curbside-seen'));
        const position = answered.shift();
        const headers = new Headers({ 'content-type': 'application/json' });
        if (position) headers.set('curbside-position', position);
        return new Response(JSON.stringify({ data: { signedOut: true } }), { status: 200, headers });
      }),
    );
    for (let call = 0; call < 6; call += 1) await api.login.signOut();
    // None before the first change; an older position of the same company never replaces a later one; a
    // malformed header is ignored; a position of another company (a switched account) replaces it.
    expect(sent).toEqual([null, `${harbor}:5`, `${harbor}:5`, `${harbor}:5`, `${harbor}:5`, `${other}:2`]);
  });
});

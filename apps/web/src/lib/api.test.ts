import { routes } from '@curbside/contract/routes';
import { describe, expect, it } from 'vitest';
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
});

import { makeSession } from './factories.ts';
import { type MockHandlers, mockApi } from './mockApi.ts';
import { type RenderOptions, renderApp } from './render.tsx';

/** The answer to the sign-in record every signed-in screen writes as it opens. */
export const recordLogin = () => ({ id: '00000000-0000-4000-8000-000000000999' });

/** Stubs the server of a signed-in app: `handlers`, and the sign-in record every signed-in screen writes as it opens. */
export function mockSignedInApi(handlers: MockHandlers = {}) {
  return mockApi({ 'Login/InsertOrUpdateUserLoginHistory': recordLogin, ...handlers });
}

/**
 * Opens `path` in the whole app, signed in (as makeSession() unless the options say otherwise), with the server
 * answering `handlers` and the sign-in record. Answers the mocked server with what renderApp answers.
 */
export function openScreen(path: string, handlers: MockHandlers, options: RenderOptions = {}) {
  const server = mockSignedInApi(handlers);
  return { server, ...renderApp(path, { session: makeSession(), ...options }) };
}

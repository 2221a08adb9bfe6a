import { Secret, TOTP } from 'otpauth';
import { inject } from 'vitest';

/** The code the demo super-admin's authenticator shows `stepsAhead` steps of 30 s from now. */
export function superAdminCode(stepsAhead = 0, secret = inject('superAdminTotpSecret')): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** A cookie jar for `fetch`: what the server set, sent back, with the CSRF header the web app echoes. */
async function call(
  baseUrl: string,
  jar: Map<string, string>,
  path: string,
  body: unknown,
): Promise<unknown> {
  const xsrf = jar.get('XSRF-TOKEN');
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: {
      // A call without a body sends none, and so no content type (an empty JSON body is refused).
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(xsrf ? { 'x-xsrf-token': xsrf } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: unknown }).data;
}

/**
 * Enrols the demo super-admin's authenticator through the API, as its first sign-in would in the console
 * (ADR 105), and answers the secret, which the journeys' sign-in uses to type the current code.
 */
export async function enrolSuperAdmin(baseUrl: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  await call(baseUrl, jar, 'Login/ValidateAuthentication', { userName: email, password });
  const { secret } = (await call(baseUrl, jar, 'SecondFactor/StartEnrolment', undefined)) as {
    secret: string;
  };
  await call(baseUrl, jar, 'SecondFactor/ConfirmEnrolment', { code: superAdminCode(0, secret) });
  return secret;
}

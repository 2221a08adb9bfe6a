/**
 * What the server answers to requests it cannot take (malformed JSON, a wrong content type, a body too large,
 * a path out of the web app's folder, an unknown call or method): problem+json with the project's own codes,
 * never Fastify's `FST_…` ones. And the headers every answer carries.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract } from '@curbside/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './testing/demo-server.ts';
import { createTestServer, DEMO_ACCOUNTS } from './testing/harness.ts';

let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'curbside-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Curbside</title>');
});
afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
});
const t = testServer(() => ({ webDist }), { serveWeb: true });

const SIGN_IN = `/api/${contract.login.validateAuthentication.path}`;

/** A sign-in call with this body as sent, under this content type. */
const postSignIn = (contentType: string, payload: string | Buffer) =>
  t.server.app.inject({ method: 'POST', url: SIGN_IN, headers: { 'content-type': contentType }, payload });

function expectProblem(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  const problem = response.json() as { code: string; status: number; requestId: string };
  expect(problem).toMatchObject({ status, code, requestId: response.headers['x-request-id'] });
  expect(response.body).not.toMatch(/FST_/);
}

/**
 * What a listening server answers `request` sent as raw bytes, read until it closes the connection; `end` closes
 * the sending side after it, `keep open` leaves it open for the server to end.
 */
const rawAnswer = (address: string, request: string, after: 'end' | 'keep open') =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(address).port), '127.0.0.1', () =>
      after === 'end' ? socket.end(request) : socket.write(request),
    );
    const parts: string[] = [];
    socket.setEncoding('utf8').on('data', (part: string) => parts.push(part));
    socket.on('close', () => resolve(parts.join(''))).on('error', reject);
  });

/** A raw answer is the project's problem with this status and code. */
function expectRawProblem(answer: string, status: number, code: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
  expect(head).toContain('Content-Type: application/problem+json');
  expect(JSON.parse(body)).toMatchObject({ status, code });
}

describe('requests the server cannot take', () => {
  it('answers malformed or empty JSON with INVALID_JSON', async () => {
    for (const payload of ['{"userName": "a@b.c", "password":', '{nope}', '']) {
      expectProblem(await postSignIn('application/json', payload), 400, 'INVALID_JSON');
    }
  });

  it('refuses a body that is not UTF-8 or carries a prototype, rather than reading it otherwise', async () => {
    // Fastify's own parser read broken bytes as U+FFFD and kept a text the client never sent.
    const broken = Buffer.concat([
      Buffer.from('{"userName": "a'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('@b.c", "password": "x"}'),
    ]);
    expectProblem(await postSignIn('application/json', broken), 400, 'INVALID_JSON');
    const poisoned = '{"userName": "a@b.c", "password": "x", "__proto__": {"admin": true}}';
    expectProblem(await postSignIn('application/json', poisoned), 400, 'INVALID_JSON');
    const declaredOther = '{"userName": "a@b.c", "password": "x"}';
    expectProblem(
      await postSignIn('application/json; charset=utf-16', declaredOther),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('reads a UTF-8 body however its charset is spelled', async () => {
    const body = JSON.stringify({ userName: 'nobody@b.c', password: 'wrong password' });
    for (const contentType of [
      'application/json',
      'application/json; charset=UTF-8',
      'application/json;charset="utf8"',
    ]) {
      expectProblem(await postSignIn(contentType, body), 401, 'INVALID_CREDENTIALS');
    }
  });

  it('answers a body that is not JSON with UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await postSignIn('application/xml', '<userName>a@b.c</userName>');
    expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    // Plain text too, which a page of another site may post with a form.
    const text = await postSignIn('text/plain', '{"userName": "a@b.c", "password": "x"}');
    expectProblem(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with PAYLOAD_TOO_LARGE', async () => {
    const tooLarge = JSON.stringify({ userName: 'a@b.c', password: 'x'.repeat(2_000_000) });
    const response = await postSignIn('application/json', tooLarge);
    expectProblem(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('never serves a file from outside the web app’s folder; a refused path is NOT_FOUND', async () => {
    for (const url of ['/..%2f', '/..%2fpackage.json', '/%2e%2e/package.json']) {
      const response = await t.server.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('"name"');
      // A page path: the single-page app's index answers it, and its router shows "not found".
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Curbside</title>');
    }
    // Paths the static files plugin refuses as non-canonical (FST_STATIC_FORBIDDEN_PATH), and a build file's
    // path that leads out of the folder: a missing build file is NOT_FOUND, never the app's page.
    for (const url of ['//', '/assets//index.html', '/assets/..%2f..%2fpackage.json']) {
      const response = await t.server.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('"name"');
      expectProblem(response, 404, 'NOT_FOUND');
    }
  });

  it('answers a malformed address with BAD_REQUEST', async () => {
    const response = await t.server.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expectProblem(response, 400, 'BAD_REQUEST');
  });

  it('answers what the HTTP parser cannot read (headers past the limit, a broken request line) as a problem', async () => {
    const address = await t.server.app.listen({ host: '127.0.0.1', port: 0 });
    const cases = [
      [
        `GET /api/ready HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        'HEADERS_TOO_LARGE',
      ],
      ['NONSENSE\r\n\r\n', 400, 'BAD_REQUEST'],
    ] as const;
    for (const [request, status, code] of cases) {
      expectRawProblem(await rawAnswer(address, request, 'end'), status, code);
    }
  });

  it('answers a request whose body stops arriving with REQUEST_TIMEOUT, and closes its connection', async () => {
    const slow = await createTestServer({}, { requestTimeout: { ms: 200, checkEveryMs: 50 } });
    try {
      const address = await slow.app.listen({ host: '127.0.0.1', port: 0 });
      // Headers and half the body promised, then nothing: the socket stays open until the server ends it.
      const request = `POST ${SIGN_IN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"userName":`;
      expectRawProblem(await rawAnswer(address, request, 'keep open'), 408, 'REQUEST_TIMEOUT');
    } finally {
      await slow.close();
    }
  });

  it('answers an unknown call with NOT_FOUND, and a known one with the wrong method with METHOD_NOT_ALLOWED', async () => {
    expectProblem(await t.server.app.inject({ method: 'GET', url: '/api/No/Such' }), 404, 'NOT_FOUND');
    expectProblem(await t.server.app.inject({ method: 'DELETE', url: '/api/No/Such' }), 404, 'NOT_FOUND');
    const wrongMethod = await t.server.app.inject({ method: 'GET', url: SIGN_IN });
    expectProblem(wrongMethod, 405, 'METHOD_NOT_ALLOWED');
    expect(wrongMethod.headers.allow).toBe('POST');
    const put = await t.server.app.inject({ method: 'PUT', url: '/api/ready' });
    expectProblem(put, 405, 'METHOD_NOT_ALLOWED');
    expect(put.headers.allow).toBe('GET');
  });
});

describe('headers', () => {
  it('keeps no API answer in a cache, signed in or not, success or failure', async () => {
    const admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
    const answers = [
      (await admin.call(contract.login.getCurrentSession)).response,
      (await admin.call(contract.menu.getMenuList, { body: {} })).response,
      await t.server.app.inject({ method: 'GET', url: '/api/ready' }),
      await t.server.app.inject({ method: 'GET', url: '/api/No/Such' }),
      await t.server.app.inject({ method: 'POST', url: SIGN_IN, payload: {} }),
    ];
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('forbids framing in both headers browsers read', async () => {
    for (const url of ['/', '/api/ready']) {
      const response = await t.server.app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});

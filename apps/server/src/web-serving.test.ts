import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { contract } from '@curbside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './testing/demo-server.ts';
import { createTestServer, DEMO_ACCOUNTS, DEMO_PASSWORD } from './testing/harness.ts';

const BIG_CHUNK = `export const words = ${JSON.stringify('curbside '.repeat(400))};`;
const INDEX = '<!doctype html><title>Curbside</title>';
const KIOSK = '<!doctype html><title>Curbside kiosk</title>';
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'curbside-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(join(webDist, 'kiosk.html'), KIOSK);
  await writeFile(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  // What the build's precompression writes beside each file.
  await writeFile(join(webDist, 'assets', 'big-9abc.js'), BIG_CHUNK);
  await writeFile(join(webDist, 'assets', 'big-9abc.js.br'), brotliCompressSync(BIG_CHUNK));
  await writeFile(join(webDist, 'assets', 'big-9abc.js.gz'), gzipSync(BIG_CHUNK));
  await writeFile(join(webDist, 'index.html.br'), brotliCompressSync(INDEX));
  await writeFile(join(webDist, 'index.html.gz'), gzipSync(INDEX));
});
afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
});
const t = testServer(() => ({ webDist }), { serveWeb: true });

describe('serving the web app', () => {
  it("answers the kiosk screens' paths with the kiosk's own page, whatever their cosmetic parameters", async () => {
    for (const path of [
      '/KioskIndex/lobby/x/y',
      '/KioskDispatch/1/2/3/4',
      '/KioskRes/1/Tab/2/3/4',
      '/KioskGuest/1/2/true/false/3/4',
    ]) {
      const response = await t.server.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(KIOSK);
    }
    const console = await t.server.app.inject({ method: 'GET', url: '/KioskList' });
    expect(console.body).toBe(INDEX);
  });

  it('answers every screen path with the app, never cached, with the security headers', async () => {
    for (const path of ['/', '/Dashboard', '/auth/Changepassword/x/y']) {
      const response = await t.server.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Curbside</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps hashed chunks for a year, and serves a chunk built after start', async () => {
    const chunk = await t.server.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
    await writeFile(join(webDist, 'assets', 'later-5678.js'), 'console.log(2)');
    const later = await t.server.app.inject({ method: 'GET', url: '/assets/later-5678.js' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('console.log(2)');
  });

  it('sends the precompressed copy the browser accepts, and says the answer varies with it', async () => {
    const get = (url: string, acceptEncoding: string) =>
      t.server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

    const br = await get('/assets/big-9abc.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_CHUNK);
    expect(br.rawPayload.length).toBeLessThan(BIG_CHUNK.length / 10);

    const gz = await get('/assets/big-9abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_CHUNK);

    const plain = await get('/assets/big-9abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(BIG_CHUNK);

    // A file too small to have compressed copies is sent as it is.
    const small = await get('/assets/app-1234.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');

    for (const path of ['/', '/Dashboard']) {
      const page = await get(path, 'br');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('answers an unknown API path with a problem, not the app', async () => {
    const response = await t.server.app.inject({ method: 'GET', url: '/api/No/Such' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it("answers a chunk a newer build replaced with 404, not the app's page", async () => {
    for (const url of ['/assets/Reports-0ld0.js', '/assets/gone.css', '/assets/']) {
      const response = await t.server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.headers['cache-control'], url).not.toContain('immutable');
    }
  });
});

describe('secure deployments', () => {
  it('sends HSTS and marks the session cookies Secure', async () => {
    const secure = await createTestServer({ secureCookies: true });
    try {
      const signIn = await secure.anonymous().call(contract.login.validateAuthentication, {
        body: { userName: DEMO_ACCOUNTS.harborView.admin, password: DEMO_PASSWORD },
      });
      expect(signIn.response.headers['strict-transport-security']).toContain('max-age=31536000');
      for (const cookie of signIn.response.cookies) expect(cookie.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

import { contract, fileUrl, IMAGE_MAX_BYTES } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, demoId, type TestClient } from '../../testing/harness.ts';
import { testImage } from '../../testing/images.ts';
import { expectHostileFilesRefused, storedFileCount } from '../../testing/stored-files.ts';

const hv = DEMO_ACCOUNTS.harborView;
const um = contract.userManagement;
/** Room for the happy paths; the quota case fills Lakeside's store up to its last kilobyte first. */
const QUOTA = 2 * 1024 * 1024;
const t = testServer({ fileQuotaBytes: QUOTA });

const platform = <T>(work: Parameters<typeof inScope<T>>[2]) =>
  inScope(t.server.deps.db, { kind: 'platform' }, work);
const storedCount = () => storedFileCount(t.server);
const photoOf = (userId: string) =>
  platform(async (tx) => {
    const [row] = await tx
      .select({ sha256: schema.users.photoSha256 })
      .from(schema.users)
      .where(eq(schema.users.id, userId));
    return row?.sha256 ?? null;
  });
const userId = (email: string) => demoId(t.server.ids.harborView.users, email);
const upload = (client: TestClient, photo: string | Buffer, forUser?: string) =>
  client.call(um.addUserPhoto, {
    body: { photo: typeof photo === 'string' ? photo : photo.toString('base64'), userId: forUser },
  });

describe('a hostile upload', () => {
  it('gets a 4xx naming the field and keeps nothing, each of them', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const photo = await photoOf(userId(hv.driver1));
    await expectHostileFilesRefused(t.server, 'body.photo', (file) => upload(driver, file));
    expect(await photoOf(userId(hv.driver1))).toBe(photo);
  });

  it('is refused for its size: past the file limit 413 FILE_TOO_LARGE, past the body limit 413 too', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const before = await storedCount();
    const justOver = await upload(driver, Buffer.alloc(IMAGE_MAX_BYTES + 1, 0xff));
    expect([justOver.status, justOver.problem.code]).toEqual([413, 'FILE_TOO_LARGE']);
    const far = await upload(driver, Buffer.alloc(IMAGE_MAX_BYTES + 512 * 1024, 0xff));
    expect([far.status, far.problem.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const empty = await upload(driver, '');
    expect([empty.status, empty.problem.errors?.[0]?.code]).toEqual([400, 'required']);
    expect(await storedCount()).toBe(before);
  });
});

describe('an upload that fits', () => {
  it('re-encodes PNG, JPEG and WebP without their metadata, fitted into the photo box', async () => {
    const driver = await t.server.signIn(hv.driver1);
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const sent = await testImage(format, 1024, 768);
      const answer = await upload(driver, `data:image/${format};base64,${sent.toString('base64')}`);
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ userId: userId(hv.driver1), mimeType: `image/${format}` });
      expect(answer.data.url).toBe(fileUrl(answer.data.sha256));
      const read = await driver.call(um.getUserPhoto, { query: { userId: userId(hv.driver1) } });
      const kept = Buffer.from(read.data?.base64 ?? '', 'base64');
      expect(kept.equals(sent)).toBe(false);
      const header = await sharp(kept).metadata();
      expect([header.format, header.width, header.height, header.exif]).toEqual([
        format,
        512,
        512,
        undefined,
      ]);
      expect((await sharp(sent).metadata()).exif).toBeDefined();
    }
  });

  it('keeps the same bytes once per company, and lets a replaced photo go when nobody shows it', async () => {
    const admin = await t.server.signIn(hv.admin);
    const before = await storedCount();
    const first = await upload(admin, await testImage('png', 40, 40));
    const again = await upload(admin, await testImage('png', 40, 40), userId(hv.dispatcher));
    expect(again.data.sha256).toBe(first.data.sha256);
    expect(await storedCount()).toBe(before + 1);
    // The dispatcher still shows the first image when the admin's is replaced: it stays.
    await upload(admin, await testImage('png', 41, 41));
    expect(await storedCount()).toBe(before + 2);
    // Once nobody shows it, it goes.
    await upload(admin, await testImage('png', 42, 42), userId(hv.dispatcher));
    expect(await storedCount()).toBe(before + 2);
    const gone = await admin.request('GET', first.data.url);
    expect(gone.statusCode).toBe(404);
  });

  it('is served with its type, nosniff, the CSP and a year of immutable caching, to its company only', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const sent = await upload(driver, await testImage('webp'));
    const served = await driver.request('GET', sent.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain("default-src 'self'");
    expect(served.rawPayload.length).toBe(sent.data.size);
    const again = await driver.request('GET', sent.data.url, {
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const foreign = await lakeside.request('GET', sent.data.url);
    expect([foreign.statusCode, foreign.headers['cache-control']]).toEqual([404, 'no-store']);
    expect((await t.server.anonymous().request('GET', sent.data.url)).statusCode).toBe(401);
    const superadmin = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    expect((await superadmin.request('GET', sent.data.url)).statusCode).toBe(403);
    expect((await driver.request('GET', '/api/Files/not-a-hash')).statusCode).toBe(404);
  });
});

describe('row-level security', () => {
  it("applies to stored_files by its company_id: a company's transaction sees only its own files", async () => {
    const harborView = t.server.ids.harborView.companyId;
    const everyone = await platform((tx) =>
      tx.select({ companyId: schema.storedFiles.companyId }).from(schema.storedFiles),
    );
    expect(everyone.some((row) => row.companyId === harborView)).toBe(true);
    const lakeside = t.server.ids.lakeside.companyId;
    const seen = await inScope(t.server.deps.db, { kind: 'company', companyId: lakeside }, (tx) =>
      tx.select({ companyId: schema.storedFiles.companyId }).from(schema.storedFiles),
    );
    expect(seen.filter((row) => row.companyId !== lakeside)).toEqual([]);
  });
});

describe("a company's quota", () => {
  it('refuses a new file past it with 413 and nothing kept; a file kept already costs nothing', async () => {
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const kept = await upload(lakeside, await testImage('jpeg'));
    expect(kept.status).toBe(200);
    const companyId = t.server.ids.lakeside.companyId;
    const filler = Buffer.alloc(QUOTA - kept.data.size - 100, 1);
    const fillerName = 'f'.repeat(64);
    await platform((tx) =>
      tx.insert(schema.storedFiles).values({
        companyId,
        sha256: fillerName,
        mimeType: 'image/png',
        size: filler.length,
        content: filler,
      }),
    );
    const before = await storedCount();
    const refused = await upload(lakeside, await testImage('png', 30, 30));
    expect([refused.status, refused.problem.code]).toEqual([413, 'FILE_QUOTA_EXCEEDED']);
    expect(await storedCount()).toBe(before);
    expect((await upload(lakeside, await testImage('jpeg'))).status).toBe(200);
    await platform((tx) =>
      tx
        .delete(schema.storedFiles)
        .where(and(eq(schema.storedFiles.companyId, companyId), eq(schema.storedFiles.sha256, fillerName))),
    );
    expect((await upload(lakeside, await testImage('png', 30, 30))).status).toBe(200);
  });
});

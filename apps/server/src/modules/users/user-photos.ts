import { PHOTO_MAX_BYTES } from '@curbside/contract';
import { schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import * as repo from './users.repository.ts';
import { ownOrManager } from './users.ts';

export async function getPhoto(deps: Deps, caller: CompanyUserPrincipal, userId: string) {
  const row = await inCompany(deps, caller, (tx) => repo.userRow(tx, caller.companyId, userId));
  if (!row) throw notFound('user');
  if (!row.photo || !row.photoMimeType) return null;
  return { mimeType: row.photoMimeType, base64: row.photo.toString('base64') };
}

/** The image type of some bytes by their signature: PNG, JPEG or WebP; null for anything else. */
export function imageTypeOf(bytes: Buffer): string | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

function decodePhoto(text: string): { bytes: Buffer; mimeType: string } {
  const base64 = text.replace(/^data:image\/[a-z+.-]+;base64,/i, '').replace(/\s+/g, '');
  const invalid = (message: string) =>
    badRequest('The photo is not valid.', [{ path: 'body.photo', message }]);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) throw invalid('Not base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) throw invalid(`At most ${PHOTO_MAX_BYTES / 1024} KiB`);
  const mimeType = imageTypeOf(bytes);
  if (!mimeType) throw invalid('A PNG, JPEG or WebP image');
  return { bytes, mimeType };
}

export async function setPhoto(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { userId?: string | undefined; photo: string },
) {
  const target = ownOrManager(caller, input.userId);
  return inCompany(deps, caller, async (tx) => {
    const before = await repo.userRow(tx, caller.companyId, target);
    if (!before) throw notFound('user');
    const { bytes, mimeType } = decodePhoto(input.photo);
    await tx
      .update(schema.users)
      .set({ photo: bytes, photoMimeType: mimeType, updatedAt: new Date() })
      .where(and(eq(schema.users.companyId, caller.companyId), eq(schema.users.id, target)));
    await recordChange(tx, ctx, caller, {
      action: 'user.photo_changed',
      entity: 'user',
      entityId: target,
      before: { photo: before.photo ? { mimeType: before.photoMimeType, size: before.photo.length } : null },
      after: { photo: { mimeType, size: bytes.length } },
    });
    return { userId: target, mimeType, size: bytes.length };
  });
}

import { fileUrl, IMAGE_USES } from '@curbside/contract';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import { keepFile, readFile, releaseFile } from '../files/files.repository.ts';
import { intakeImage } from '../files/image-intake.ts';
import * as repo from './users.repository.ts';
import { ownOrManager } from './users.ts';

export async function getPhoto(deps: Deps, caller: CompanyUserPrincipal, userId: string) {
  return inCompany(deps, caller, async (tx) => {
    const row = await repo.userRow(tx, caller.companyId, userId);
    if (!row) throw notFound('user');
    if (!row.photoSha256) return null;
    const file = await readFile(tx, caller.companyId, row.photoSha256);
    if (!file) return null;
    return {
      mimeType: file.mimeType,
      base64: file.content.toString('base64'),
      url: fileUrl(row.photoSha256),
    };
  });
}

/**
 * Sets a user's photo: the image is checked and re-encoded before the transaction, kept in the company's file
 * store inside it, and the photo it replaces is let go when nothing else shows it.
 */
export async function setPhoto(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { userId?: string | undefined; photo: string },
) {
  const target = ownOrManager(caller, input.userId);
  // Who the photo is for is settled before the image is looked at: a user of another company is a 404 whatever
  // is sent, and no CPU goes into decoding for it.
  if (!(await inCompany(deps, caller, (tx) => repo.userRow(tx, caller.companyId, target)))) {
    throw notFound('user');
  }
  const image = await intakeImage(input.photo, IMAGE_USES.userPhoto, 'body.photo');
  return inCompany(deps, caller, async (tx) => {
    const before = await repo.userRow(tx, caller.companyId, target);
    if (!before) throw notFound('user');
    const file = await keepFile(tx, caller.companyId, deps.config.fileQuotaBytes, image, 'body.photo');
    await repo.setUsers(tx, caller.companyId, [target], { photoSha256: file.sha256 });
    if (before.photoSha256 && before.photoSha256 !== file.sha256) {
      await releaseFile(tx, caller.companyId, before.photoSha256);
    }
    await recordChange(tx, ctx, caller, {
      action: 'user.photo_changed',
      entity: 'user',
      entityId: target,
      before: { photo: before.photoSha256 },
      after: { photo: file.sha256 },
    });
    return { userId: target, ...file };
  });
}

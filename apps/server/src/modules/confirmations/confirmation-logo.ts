import type { Tx } from '@curbside/db';
import sharp from 'sharp';
import { readFile } from '../files/files.repository.ts';

/** Twice the 48-point height the confirmations show it at, so it stays sharp on paper and on a fine screen. */
const LOGO_HEIGHT_PX = 96;

/**
 * A confirmation's logo (the header's, else the company's) from the file store, as a PNG of the height it is
 * shown at: a PDF embeds PNG and JPEG only, and mail clients show PNG everywhere (WebP not in every one).
 * Null without a logo or when the stored file is gone.
 */
export async function logoAsPng(
  tx: Tx,
  companyId: string,
  sha256: string | null,
): Promise<Uint8Array | null> {
  if (!sha256) return null;
  const file = await readFile(tx, companyId, sha256);
  if (!file) return null;
  const png = await sharp(file.content)
    .resize({ height: LOGO_HEIGHT_PX, withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}

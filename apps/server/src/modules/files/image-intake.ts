import { createHash } from 'node:crypto';
import {
  type ErrorCode,
  type ErrorStatusOf,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  type ImageType,
  type ImageUse,
  VALIDATION_MESSAGES,
  type ValidationCode,
} from '@curbside/contract';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';

// Each upload is decoded once; libvips' operation cache would only keep its pixels in memory after it.
sharp.cache(false);

/** An image as the file store keeps it: re-encoded bytes, their type, and their SHA-256 in hexadecimal. */
export interface IntakenImage {
  content: Buffer;
  mimeType: ImageType;
  sha256: string;
}

/** The image type of some bytes by their signature: PNG, JPEG or WebP; null for anything else. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
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

/** sharp's name of each format, as its metadata reports it and its encoder is called. */
const FORMAT = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

/** A refusal of the file in `field` (`body.photo`): the call's code and status, the field's message code. */
export function refused<C extends ErrorCode>(
  status: ErrorStatusOf<C>,
  code: C,
  field: string,
  message: ValidationCode,
  params?: Record<string, number>,
): AppError {
  const text = VALIDATION_MESSAGES[message].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params?.[name] ?? ''),
  );
  return new AppError(
    status,
    code,
    text,
    [{ path: field, code: message, message: text, ...(params ? { params } : {}) }],
    undefined,
    params,
  );
}

/** The bytes of a base64 text, maybe a `data:` URL; a 400 on `field` for anything else. */
function uploadedBytes(text: string, field: string): Buffer {
  const base64 = text.replace(/^data:[a-z]+\/[a-z0-9+.-]+;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw refused(400, 'VALIDATION_FAILED', field, 'base64');
  }
  return Buffer.from(base64, 'base64');
}

/**
 * Checks an uploaded image (the base64 of an `imageUpload()` field) and re-encodes it for `use`, outside any transaction (it takes CPU time, and PGlite
 * serves one transaction at a time). Refuses, each on `field`: text that is not base64 (400), nothing (400), more than IMAGE_MAX_BYTES (413),
 * bytes that are not PNG, JPEG or WebP whatever the name or declared type (415), more than IMAGE_MAX_PIXELS,
 * read from the header before any pixel is decoded (413), and an image that does not decode whole (400).
 * Re-encoding turns the image upright, drops its metadata (camera, location) and any frames after the first,
 * and fits it into the use's box.
 */
export async function intakeImage(upload: string, use: ImageUse, field: string): Promise<IntakenImage> {
  const bytes = uploadedBytes(upload, field);
  if (bytes.length === 0) throw refused(400, 'FILE_EMPTY', field, 'fileEmpty');
  if (bytes.length > IMAGE_MAX_BYTES) {
    throw refused(413, 'FILE_TOO_LARGE', field, 'fileSize', { maximum: IMAGE_MAX_BYTES / 1024 / 1024 });
  }
  const mimeType = imageTypeOf(bytes);
  if (!mimeType) throw refused(415, 'FILE_TYPE_NOT_ALLOWED', field, 'fileType');
  const unreadable = () => refused(400, 'IMAGE_UNREADABLE', field, 'imageUnreadable');
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (header.format !== FORMAT[mimeType]) throw unreadable();
  if (header.width * header.height > IMAGE_MAX_PIXELS) {
    throw refused(413, 'IMAGE_TOO_LARGE', field, 'imagePixels', { maximum: IMAGE_MAX_PIXELS / 1_000_000 });
  }
  const content = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' })
    .autoOrient()
    .resize(use.width, use.height, { fit: use.fit, withoutEnlargement: true })
    .toFormat(FORMAT[mimeType], mimeType === 'image/png' ? { compressionLevel: 9 } : { quality: 85 })
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });
  return { content, mimeType, sha256: createHash('sha256').update(content).digest('hex') };
}

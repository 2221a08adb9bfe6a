import { z } from 'zod';

/**
 * Uploaded images (ADR 59). A file travels as base64 in the JSON body of the call that uses it (a `data:` URL
 * is taken too), like every other input; the server sniffs its type from the bytes, re-encodes it and keeps it
 * in the company's file store, content-addressed.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The largest image a call takes, in bytes, before it is re-encoded. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The most pixels an image may have (width × height): 24 megapixels takes a phone's photo, not a bomb. */
export const IMAGE_MAX_PIXELS = 24_000_000;

/** The body limit of a call carrying one image: its base64 (4 characters per 3 bytes) and room for the rest. */
export const UPLOAD_BODY_LIMIT = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 64 * 1024;

/**
 * What an image is for: the box it is fitted into (re-encoded at most this size) and how. `cover` crops to the
 * box's shape from the middle, `inside` keeps the whole image. The web shows the box as the crop hint.
 */
export interface ImageUse {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

export const IMAGE_USES = {
  userPhoto: { width: 512, height: 512, fit: 'cover' },
  companyLogo: { width: 600, height: 200, fit: 'inside' },
  icon: { width: 256, height: 256, fit: 'inside' },
  advertisement: { width: 1920, height: 1080, fit: 'inside' },
  cardImage: { width: 1200, height: 600, fit: 'inside' },
} as const satisfies Record<string, ImageUse>;
export type ImageUseName = keyof typeof IMAGE_USES;

/**
 * An image field of a call's body: the file's base64. Its size is bounded by the call's `bodyLimit` (413), not
 * by the schema, so that a file too large is always the same answer.
 */
export const imageUpload = () => z.string().min(1, 'required');

/** A stored file's name: the SHA-256 of its bytes in hexadecimal. */
export const fileHash = z.string().regex(/^[0-9a-f]{64}$/, 'fileHash');

/** Where a stored file of the caller's company is read (an `<img src>`): answered with long, immutable caching. */
export const fileUrl = (sha256: string) => `/api/Files/${sha256}`;

/** A stored file as the calls that made or name it answer it. */
export const storedFile = z.object({
  sha256: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFile>;

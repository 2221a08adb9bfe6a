import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hash,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** A random token of 256 bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** `length` characters of `alphabet`, each drawn uniformly (crypto's `randomInt`, no modulo bias). */
export const randomCode = (alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** One-shot: a third of `createHash`'s time for a short value, and every request hashes its session's token. */
export const sha256 = (value: string): string => hash('sha256', value, 'hex');

export function hmac(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const FORMAT = 'v1';

/**
 * What a sealed value is for; each purpose has its own key, so a value sealed for one cannot be opened as
 * another: the super-admin's utility (ADR 53) cannot open the companies' secrets at rest.
 */
export type SealPurpose = 'secrets-at-rest' | 'platform-utility' | 'second-factor';

function encryptionKey(secret: string, purpose: SealPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'curbside', purpose, 32));
}

/** Encrypts a value with the platform key (AES-256-GCM); the answer carries its own nonce and tag. */
export function encryptSecret(
  secret: string,
  plain: string,
  purpose: SealPurpose = 'secrets-at-rest',
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${FORMAT}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain value, or null when the text was not made by `encryptSecret` with this key for this purpose. */
export function decryptSecret(
  secret: string,
  sealed: string,
  purpose: SealPurpose = 'secrets-at-rest',
): string | null {
  const [format, payload] = sealed.split('.');
  if (format !== FORMAT || !payload) return null;
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey(secret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

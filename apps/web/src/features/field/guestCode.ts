/** A guest link's key as the server issues it: URL-safe base64 of at least 128 bits (20 to 100 characters). */
const KEY = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The key a scanned or typed code holds: the guest link itself (`…/GuestView/<key>`, what the QR code on the
 * guest's page and kiosk ticket encodes) or the bare key. Anything else is no guest's code.
 */
export function guestKeyOf(text: string): string | null {
  const trimmed = text.trim();
  if (KEY.test(trimmed)) return trimmed;
  const inLink = /\/GuestView\/([A-Za-z0-9_-]+)\/?(?:[?#].*)?$/.exec(trimmed);
  const key = inLink?.[1];
  return key && KEY.test(key) ? key : null;
}

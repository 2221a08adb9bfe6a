import { sha256 } from './crypto.ts';

/**
 * What the database keeps of a guest link's key: its SHA-256 (ADR 54). The key is 256 random bits, so a plain
 * hash is as strong as a keyed one, and a link found by its key's hash needs no secret that could be lost.
 */
export const guestKeyHash = (key: string): string => sha256(key);

/** The guests' private pages, whose last path segment is the key: a ride or a permit, a wait-list entry. */
const GUEST_LINK = /\/(GuestView|WaitListGuest)\/[A-Za-z0-9_-]+/g;

/**
 * A message as staff read it: each guest link with its key replaced by `…`. The link is the guest's; a desk
 * that could read it could open, edit and cancel the guest's booking as them (ADR 54).
 */
export const withoutGuestKeys = (text: string): string => text.replace(GUEST_LINK, '/$1/…');

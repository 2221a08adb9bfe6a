/** Where this device's notifications stand: not possible here, refused by the person, off, on, or changing. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on' | 'busy';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** This browser's push subscription, when the app's service worker holds one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Signing out ends this browser's subscription too (the server deletes the session's own, ADR 111): the next
 * person to sign in here turns notifications on for themselves.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // A browser that cannot say is left as it is; the server sends it nothing more.
  }
}

import type { PushPayload } from '@curbside/contract';
import { type Database, inScope, type Tx } from '@curbside/db';
import type { Config } from '../../config.ts';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { unprocessable } from '../../errors.ts';
import { OutboundRefused } from '../../integrations/outbound-guard.ts';
import { newVapidKeys, pinPushEndpoint, type VapidDetails } from '../../integrations/push/web-push.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import * as repo from './push.repository.ts';

export type { PushAudience } from './push.repository.ts';

/** What each kind of notification says and opens (ADR 111): no guest's name or phone, only what happened. */
const WORDS: Record<PushPayload['kind'], { url: string; en: [string, string]; ar: [string, string] }> = {
  assignment: {
    url: '/mv/Dashboard',
    en: ['New assignment', 'A ride was given to you. Open the app to see it.'],
    ar: ['مهمة جديدة', 'أُسندت إليك رحلة. افتح التطبيق لتراها.'],
  },
  guestReply: {
    url: '/ChatMessages',
    en: ['A guest replied', 'Open the conversations to read the reply.'],
    ar: ['ردّ أحد الضيوف', 'افتح المحادثات لقراءة الرد.'],
  },
};

/** The notification of a kind in a person's language (Arabic for `ar…`, else English). */
export function payloadOf(kind: PushPayload['kind'], language: string | null): PushPayload {
  const words = WORDS[kind];
  const [title, body] = language?.startsWith('ar') ? words.ar : words.en;
  return { kind, title, body, url: words.url };
}

/**
 * Queues a notification for an audience's live subscriptions in the caller's transaction, so it goes only if
 * what it tells of is kept; the push worker sends it.
 */
export async function queuePush(
  tx: Tx,
  companyId: string,
  audience: repo.PushAudience,
  kind: PushPayload['kind'],
): Promise<void> {
  const subscriptions = await repo.subscriptionsOf(tx, companyId, audience);
  await repo.queueMessages(
    tx,
    companyId,
    subscriptions.map((row) => ({
      subscriptionId: row.id,
      payload: JSON.stringify(payloadOf(kind, row.language)),
    })),
  );
}

/** A sign-out (or a session replaced at sign-in) ends the subscriptions that session made. */
export const forgetSession = (tx: Tx, sessionId: string) => repo.deleteSessionSubscriptions(tx, sessionId);

/** The key pair, read once per process and database. */
const kept = new WeakMap<Database, Promise<{ publicKey: string; privateKey: string }>>();

/**
 * The platform's VAPID key pair: made on first need and kept in the database, so every process and restart
 * signs with it (browsers bind their subscriptions to the public key).
 */
function vapidKeys(db: Database, config: Config) {
  let keys = kept.get(db);
  if (!keys) {
    keys = inScope(db, { kind: 'platform' }, async (tx) => {
      if (!(await repo.storedKeys(tx))) {
        const made = newVapidKeys();
        await repo.keepKeys(tx, made.publicKey, encryptSecret(config.appSecret, made.privateKey));
      }
      const row = await repo.storedKeys(tx);
      const privateKey = row && decryptSecret(config.appSecret, row.privateKeySealed);
      if (!row || !privateKey) throw new Error('the VAPID key cannot be opened with this platform key');
      return { publicKey: row.publicKey, privateKey };
    });
    kept.set(db, keys);
    keys.catch(() => kept.delete(db));
  }
  return keys;
}

/** Who the push services may contact about this sender: the site when it is https, else the mail sender. */
function subjectOf(config: Config): string {
  if (config.siteUrl.startsWith('https:')) return config.siteUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}

export async function vapidDetails(deps: Pick<Deps, 'db' | 'config'>): Promise<VapidDetails> {
  return { subject: subjectOf(deps.config), ...(await vapidKeys(deps.db, deps.config)) };
}

export async function publicKey(deps: Pick<Deps, 'db' | 'config'>) {
  return { publicKey: (await vapidKeys(deps.db, deps.config)).publicKey };
}

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Keeps the browser's subscription for the caller and their session. Its endpoint must pass the outbound guard
 * (https at a public address; a local fake only with the test switch) before anything is kept.
 */
export async function subscribe(
  deps: Pick<Deps, 'db' | 'config'>,
  user: CompanyUserPrincipal,
  body: Subscription,
) {
  try {
    await pinPushEndpoint(body.endpoint, { allowPrivate: deps.config.outboundAllowPrivate });
  } catch (error) {
    if (!(error instanceof OutboundRefused)) throw error;
    throw unprocessable('This push service cannot be used.', 'PUSH_SERVICE_REFUSED');
  }
  await inScope(deps.db, scopeOf(user), (tx) =>
    repo.saveSubscription(tx, {
      companyId: user.companyId,
      userId: user.userId,
      sessionId: user.sessionId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    }),
  );
  return { subscribed: true as const };
}

export async function unsubscribe(deps: Pick<Deps, 'db'>, user: CompanyUserPrincipal, endpoint: string) {
  const unsubscribed = await inScope(deps.db, scopeOf(user), (tx) =>
    repo.deleteSubscription(tx, user.companyId, user.userId, endpoint),
  );
  return { unsubscribed };
}

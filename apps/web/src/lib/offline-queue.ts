import { useCallback, useEffect, useState } from 'react';

/**
 * Actions taken while the phone is offline wait here, in IndexedDB, until the network returns (ADR 93). Each has
 * its own idempotency key, made when it was queued: it names the action across reloads and tabs, so a replay
 * sends it once and deletes it once answered. The server's own guard (a ride step carries the party's version,
 * so a second arrival is a 409 and never a second pick-up) makes a replay whose answer was lost harmless.
 */
export interface QueuedAction {
  /** The idempotency key, made when the action was queued. */
  key: string;
  /** The contract path, `Transportation/PickUp`. */
  path: string;
  body: unknown;
  /** What the screen says is waiting ("Pick up #12 Dana"), in the words of the language it was queued in. */
  label: string;
  queuedAt: string;
}

/** What a replay did with one action: done (answered, kept or refused) or still waiting for the network. */
export type ReplayOutcome = 'done' | 'offline';

const DATABASE = 'curbside-offline';
const STORE = 'actions';
const CHANGED = 'curbside-offline-queue';
const LOCK = 'curbside-offline-replay';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Every screen showing the queue reads it again, in this tab and the others. */
function announce() {
  window.dispatchEvent(new Event(CHANGED));
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANGED);
    channel.postMessage('changed');
    channel.close();
  }
}

/** The moment of the last action queued in this tab: two taken in one millisecond still keep their order. */
let lastQueuedAt = 0;

/** Puts an action in the queue with a new idempotency key. */
export async function enqueue(action: Pick<QueuedAction, 'path' | 'body' | 'label'>): Promise<QueuedAction> {
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  const queued: QueuedAction = {
    ...action,
    key: crypto.randomUUID(),
    queuedAt: new Date(lastQueuedAt).toISOString(),
  };
  await inStore('readwrite', (store) => store.add(queued));
  announce();
  return queued;
}

/** The actions waiting, oldest first: they are replayed in the order they were taken. */
export async function queuedActions(): Promise<QueuedAction[]> {
  const all = await inStore('readonly', (store) => store.getAll() as IDBRequest<QueuedAction[]>);
  return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

async function remove(key: string) {
  await inStore('readwrite', (store) => store.delete(key));
}

/** Runs `work` alone across this browser's tabs where Web Locks exist; in this tab alone otherwise. */
let running: Promise<unknown> = Promise.resolve();
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const next: Promise<T> = running.then(async () => (locks ? await locks.request(LOCK, work) : await work()));
  running = next.catch(() => undefined);
  return next;
}

/**
 * Sends the waiting actions, oldest first, one at a time, and deletes each as soon as it is answered; stops at the
 * first that finds no network (it and those after it wait for the next time). Answers how many were sent.
 */
export function replayQueue(send: (action: QueuedAction) => Promise<ReplayOutcome>): Promise<number> {
  return exclusively(async () => {
    let sent = 0;
    for (const action of await queuedActions()) {
      if ((await send(action)) === 'offline') break;
      await remove(action.key);
      sent += 1;
    }
    if (sent > 0) announce();
    return sent;
  });
}

/** The actions waiting, read again whenever the queue changes in any tab. */
export function useQueuedActions(): QueuedAction[] {
  const [actions, setActions] = useState<QueuedAction[]>([]);
  const reload = useCallback(() => {
    queuedActions()
      .then(setActions)
      .catch(() => setActions([]));
  }, []);
  useEffect(() => {
    reload();
    window.addEventListener(CHANGED, reload);
    const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANGED) : null;
    channel?.addEventListener('message', reload);
    return () => {
      window.removeEventListener(CHANGED, reload);
      channel?.close();
    };
  }, [reload]);
  return actions;
}

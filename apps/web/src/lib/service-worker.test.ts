import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * The phone app's hand-written service worker (`public/sw.js`, ADRs 93 and 111), run as the browser runs it: its
 * script evaluated once against a worker's global scope, here a stand-in whose registration, clients, caches and
 * network are recorded. Each test dispatches the events a browser would and waits for what the worker asked to
 * be waited for.
 */
const SCRIPT = readFileSync(join(import.meta.dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://curbside.example';

type Handler = (event: WorkerEvent) => void;

interface WorkerEvent {
  waitUntil: (work: Promise<unknown>) => void;
  respondWith: (answer: Promise<Response>) => void;
  [field: string]: unknown;
}

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

/** A window of a tab the worker can see; `focus` answers the window, as the browser's does. */
function tab(path: string, origin = ORIGIN): FakeWindow {
  const window: FakeWindow = { url: `${origin}${path}`, focus: vi.fn(), navigate: vi.fn() };
  window.focus.mockImplementation(async () => window);
  window.navigate.mockImplementation(async (url: string) => ({ ...window, url }));
  return window;
}

/** Cache storage in memory: caches by name, each answers by URL. */
function fakeCaches(kept: Record<string, Record<string, string>> = {}) {
  const stores = new Map<string, Map<string, Response>>();
  for (const [name, entries] of Object.entries(kept))
    stores.set(name, new Map(Object.entries(entries).map(([url, text]) => [url, new Response(text)])));
  const keyOf = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(keyOf(url), new Response(`shell ${url}`));
      },
      put: async (request: Request | string, response: Response) => {
        store.set(keyOf(request), response);
      },
    };
  };
  const match = async (request: Request | string) => {
    for (const store of stores.values()) {
      const found = store.get(keyOf(request));
      if (found) return found.clone();
    }
    return undefined;
  };
  return {
    stores,
    api: {
      open,
      match,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

/** Loads the worker's script against a fresh scope; answers the scope's recorders and a way to dispatch events. */
function startWorker(
  options: {
    windows?: FakeWindow[];
    network?: typeof fetch;
    kept?: Record<string, Record<string, string>>;
  } = {},
) {
  const handlers = new Map<string, Handler>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async (url: string) => tab(new URL(url).pathname));
  const matchAll = vi.fn(async () => options.windows ?? []);
  const caches = fakeCaches(options.kept);
  const network = vi.fn(options.network ?? (async () => new Response('from the network')));
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification },
    clients: { matchAll, openWindow, claim: vi.fn(async () => undefined) },
    skipWaiting: vi.fn(async () => undefined),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  };
  runInNewContext(SCRIPT, { self, caches: caches.api, fetch: network, URL, Response, Request, Promise });

  /** Dispatches one event and waits for everything the worker asked to be waited for; answers its response. */
  const dispatch = async (type: string, fields: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    const event: WorkerEvent = {
      ...fields,
      waitUntil: (work) => waits.push(work),
      respondWith: (given) => {
        answer = given;
      },
    };
    const handler = handlers.get(type);
    if (!handler) throw new Error(`the worker does not listen to ${type}`);
    handler(event);
    await Promise.all(waits);
    return answer === undefined ? undefined : await answer;
  };
  return { dispatch, showNotification, openWindow, matchAll, caches, network, self };
}

const pushOf = (message: unknown) => ({
  data: {
    json: () => {
      if (typeof message !== 'string') return message;
      return JSON.parse(message);
    },
  },
});

const clickOn = (url: unknown) => {
  const notification = { data: { url }, close: vi.fn() };
  return { notification };
};

describe('the service worker: push messages', () => {
  it('shows a pushed message as a notification with its title, body and kind, and keeps the screen it opens', async () => {
    const worker = startWorker();
    await worker.dispatch(
      'push',
      pushOf({ kind: 'assignment', title: 'New ride', body: 'Ride #12 is yours', url: '/mv/Dashboard' }),
    );
    expect(worker.showNotification).toHaveBeenCalledTimes(1);
    expect(worker.showNotification).toHaveBeenCalledWith('New ride', {
      body: 'Ride #12 is yours',
      icon: '/favicon.svg',
      tag: 'assignment',
      data: { url: '/mv/Dashboard' },
    });
  });

  it("shows a message that is not the server's as the app's name only, opening the app's start", async () => {
    const worker = startWorker();
    await worker.dispatch('push', pushOf('not json {'));
    expect(worker.showNotification).toHaveBeenCalledWith('Curbside', {
      body: '',
      icon: '/favicon.svg',
      tag: undefined,
      data: { url: '/' },
    });
  });
});

describe('the service worker: a click on a notification', () => {
  it("focuses the app's open tab and opens the message's screen there, without a new window", async () => {
    const elsewhere = tab('/somewhere', 'https://other.example');
    const open = tab('/TrasactionManagement/RecordManagement');
    const worker = startWorker({ windows: [elsewhere, open] });
    const click = clickOn('/ChatMessages');
    await worker.dispatch('notificationclick', click);
    expect(click.notification.close).toHaveBeenCalledTimes(1);
    expect(worker.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(open.focus).toHaveBeenCalledTimes(1);
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/ChatMessages`);
    expect(elsewhere.focus).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window on the screen when no tab of the app is open', async () => {
    const worker = startWorker({ windows: [] });
    await worker.dispatch('notificationclick', clickOn('/mv/Dashboard'));
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/mv/Dashboard`);
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a path without a host written as one', '//evil.example/phish'],
    ['a backslashed host', '/\\evil.example/phish'],
    ['no path', undefined],
  ])('opens only a screen of this site: %s opens the start', async (_case, url) => {
    const worker = startWorker({ windows: [] });
    await worker.dispatch('notificationclick', clickOn(url));
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});

describe('the service worker: the kept shell', () => {
  it('keeps the shell when installed and drops the caches of older versions when it takes over', async () => {
    const worker = startWorker({ kept: { 'curbside-shell-v0': { [`${ORIGIN}/`]: 'old shell' } } });
    await worker.dispatch('install', {});
    await worker.dispatch('activate', {});
    expect([...worker.caches.stores.keys()]).toEqual(['curbside-shell-v1']);
    expect([...(worker.caches.stores.get('curbside-shell-v1')?.keys() ?? [])]).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/manifest.webmanifest`,
      `${ORIGIN}/favicon.svg`,
    ]);
  });

  it('opens a screen from the network and keeps it; without a network, the kept one', async () => {
    let online = true;
    const worker = startWorker({
      network: async () => {
        if (!online) throw new TypeError('Failed to fetch');
        return new Response('the newest page');
      },
    });
    // A page opened in the tab: Request cannot be made with this mode outside a browser, so it is set after.
    const asNavigation = () => {
      const request = new Request(`${ORIGIN}/mv/Dashboard`);
      Object.defineProperty(request, 'mode', { value: 'navigate' });
      return { request };
    };
    expect(await (await worker.dispatch('fetch', asNavigation()))?.text()).toBe('the newest page');
    // The copy is kept as the answer goes out.
    await vi.waitFor(async () => expect(await worker.caches.api.match(`${ORIGIN}/`)).toBeDefined());
    online = false;
    expect(await (await worker.dispatch('fetch', asNavigation()))?.text()).toBe('the newest page');
  });

  it('never answers calls to the API itself, nor other sites, nor anything but reads', async () => {
    const worker = startWorker();
    for (const request of [
      new Request(`${ORIGIN}/api/Login/GetCurrentSession`),
      new Request('https://tiles.example/1/2/3.png'),
      new Request(`${ORIGIN}/api/Transportation/PickUp`, { method: 'POST', body: '{}' }),
    ])
      expect(await worker.dispatch('fetch', { request })).toBeUndefined();
    expect(worker.network).not.toHaveBeenCalled();
  });

  it('answers a hashed chunk from the cache once fetched, without asking the network again', async () => {
    const worker = startWorker({ network: async () => new Response('chunk') });
    const chunk = () => ({ request: new Request(`${ORIGIN}/assets/index-abc123.js`) });
    expect(await (await worker.dispatch('fetch', chunk()))?.text()).toBe('chunk');
    await vi.waitFor(async () =>
      expect(await worker.caches.api.match(`${ORIGIN}/assets/index-abc123.js`)).toBeDefined(),
    );
    expect(await (await worker.dispatch('fetch', chunk()))?.text()).toBe('chunk');
    expect(worker.network).toHaveBeenCalledTimes(1);
  });
});

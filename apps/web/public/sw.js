/*
 * The phone app's service worker (ADR 93), written by hand: it keeps the shell (the page, its hashed chunks) so the
 * app opens without a network. It never touches /api/: calls go to the network as they are, and actions taken
 * offline wait in the page's own queue (IndexedDB), not here.
 */
const CACHE = 'curbside-shell-v1';
const SHELL = ['/', '/manifest.webmanifest', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/'))
    return;
  if (request.mode === 'navigate') {
    // Every screen is the one page: the newest from the network, the kept one without it.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((kept) => kept ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed names never change content: a kept chunk is the right one; a new one is kept as it is first fetched.
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

/*
 * Web Push (ADR 111): the server's message names what happened and the screen to open (never a guest's name or
 * phone); it is shown even with the app closed. A click focuses a tab of the app and opens that screen there,
 * else opens a new one. Only a path of this site is opened.
 */
self.addEventListener('push', (event) => {
  let message = { title: 'Curbside', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A message that is not ours shows the app's name only.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      tag: message.kind,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Read as the browser reads it: `//host/x` and `/\\host/x` name another site, so the origin itself is checked.
  const asked = new URL(String(event.notification.data?.url ?? '/'), self.location.origin);
  const target = asked.origin === self.location.origin ? asked.href : new URL('/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      return open.focus().then((client) => client.navigate(target));
    }),
  );
});

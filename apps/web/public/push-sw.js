/*
 * Thrivewell's push-only service worker (W2-D reminders). Registered with the scope /push/, which
 * holds no page, so it never handles the app's requests (the offline app is a later, separate
 * worker). It shows the reminder the server sent — a lock-screen-safe phrase, never a medicine or
 * a condition — and opens the app on a click.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' ? data.title : 'Thrivewell reminder';
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : 'Tap to open Thrivewell.',
      icon: '/favicon.svg',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data && event.notification.data.url ? event.notification.data.url : '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // This worker controls no page (its scope holds none), so it cannot steer an open tab: an
      // open tab already on the page is focused, otherwise the page opens.
      const open = windows.find((w) => w.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});

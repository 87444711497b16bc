// Dealgrow's service worker (docs/notifications.md "Web Push"), served from the app's origin root so its scope is the
// whole app. It shows the server's pushes (`{ title, body, url, tag }`), tells the open app windows about each one
// (`{ type: 'dealgrow:push', push }`, so a page can refresh its bell), and on a click focuses an app window or opens
// the push's address. Plain script, no build step: registered by packages/app/src/push/push.ts.

const PUSH_MESSAGE = 'dealgrow:push';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's payload; a push without a readable one still shows (browsers require a notification for each push). */
function payloadOf(event) {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const text = (value, fallback) => (typeof value === 'string' && value !== '' ? value : fallback);
  return {
    title: text(data.title, 'Dealgrow'),
    body: text(data.body, ''),
    url: text(data.url, '/'),
    tag: text(data.tag, ''),
  };
}

/** Only the web's own addresses open (never `javascript:` or another scheme a payload could carry). */
function addressOf(url) {
  try {
    const address = new URL(url, self.location.origin);
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

self.addEventListener('push', (event) => {
  const push = payloadOf(event);
  const options = { body: push.body, data: { url: push.url } };
  if (push.tag) options.tag = push.tag;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(push.title, options),
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        for (const client of windows) client.postMessage({ type: PUSH_MESSAGE, push });
      }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = addressOf(event.notification.data?.url ?? '/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const showing = windows.find((client) => client.url === url);
      if (showing) return showing.focus();
      const app = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (app) {
        const focused = await app.focus();
        return new URL(url).origin === self.location.origin && 'navigate' in focused ? focused.navigate(url) : self.clients.openWindow(url);
      }
      return self.clients.openWindow(url);
    }),
  );
});

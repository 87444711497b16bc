import { createClient, type DealgrowClient } from '@dealgrow/sdk';

/** What a fake browser recorded: the service worker registered, and the subscribe / unsubscribe calls. */
export interface FakeBrowser {
  registered: string[];
  subscribed: { applicationServerKey: Uint8Array }[];
  unsubscribed: number;
  /** The browser's subscription, if any. */
  subscription: PushSubscription | null;
  permission: NotificationPermission;
  /** This browser's push endpoint (each fake browser its own). */
  endpoint: string;
  /** What `Notification.requestPermission()` answers (and keeps). */
  answer: NotificationPermission;
  restore(): void;
}

let browsers = 0;

/** A fake `PushSubscription` whose toJSON is the browser's. */
function fakeSubscription(browser: FakeBrowser): PushSubscription {
  const subscription = {
    endpoint: browser.endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint: browser.endpoint, expirationTime: null, keys: { p256dh: 'BPUBLIC', auth: 'AUTH' } }),
    unsubscribe: async () => {
      browser.unsubscribed += 1;
      browser.subscription = null;
      return true;
    },
  };
  return subscription as unknown as PushSubscription;
}

/**
 * Installs a fake service worker container, `PushManager` and `Notification` on jsdom's window (it has none), the
 * permission given; `restore()` takes them away again.
 */
export function fakePushBrowser(permission: NotificationPermission, { subscribed = false } = {}): FakeBrowser {
  const browser: FakeBrowser = {
    registered: [],
    subscribed: [],
    unsubscribed: 0,
    subscription: null,
    permission,
    endpoint: `https://push.example/send/${++browsers}`,
    answer: permission,
    restore() {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(window, 'PushManager');
      Reflect.deleteProperty(window, 'Notification');
    },
  };
  if (subscribed) browser.subscription = fakeSubscription(browser);
  const pushManager = {
    getSubscription: async () => browser.subscription,
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      browser.subscribed.push(options);
      browser.subscription = fakeSubscription(browser);
      return browser.subscription;
    },
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async (url: string) => {
        browser.registered.push(url);
        return registration;
      },
      ready: Promise.resolve(registration),
    },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class PushManager {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return browser.permission;
      },
      requestPermission: async () => {
        browser.permission = browser.answer;
        return browser.answer;
      },
    },
  });
  return browser;
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** An SDK client whose API is `answer`; every call recorded. `throws` makes the call fail at the network. */
export function fakeApi(answer: (call: ApiCall) => { status: number; body?: unknown } | 'throws'): {
  client: DealgrowClient;
  calls: ApiCall[];
} {
  const calls: ApiCall[] = [];
  const client = createClient({
    baseURL: 'http://api.test',
    retry: { retries: 0 },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = request.method === 'GET' ? '' : await request.text();
      const call = { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null };
      calls.push(call);
      const reply = answer(call);
      if (reply === 'throws') throw new TypeError('Failed to fetch');
      if (reply.status === 204) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

/** The server's answers to the push routes (`id` the subscription's). */
export const PUBLIC_KEY = 'BAECAwQ';
export function pushRoutes(call: ApiCall, id = '3f1c2a54-7f0e-4c55-9d57-1b2a3c4d5e6f') {
  if (call.path === '/notifications/push/public-key') return { status: 200, body: { publicKey: PUBLIC_KEY } };
  if (call.path === '/notifications/push-subscriptions' && call.method === 'POST') return { status: 201, body: { id } };
  if (call.path.startsWith('/notifications/push-subscriptions/') && call.method === 'DELETE') return { status: 204 };
  if (call.path === '/users/update/profile') return { status: 204 };
  return { status: 404, body: { message: 'Not found', code: 'not_found' } };
}

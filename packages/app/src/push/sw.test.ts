import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The service worker as the browser serves it (packages/app/public/sw.js, copied to the build's root). */
const source = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'sw.js'), 'utf8');
const ORIGIN = 'https://app.test';

interface FakeWindow {
  url: string;
  messages: unknown[];
  focused: number;
  navigatedTo: string | null;
  postMessage(message: unknown): void;
  focus(): Promise<FakeWindow>;
  navigate(url: string): Promise<FakeWindow>;
}

function appWindow(url: string): FakeWindow {
  const window: FakeWindow = {
    url,
    messages: [],
    focused: 0,
    navigatedTo: null,
    postMessage: (message) => window.messages.push(message),
    focus: async () => {
      window.focused += 1;
      return window;
    },
    navigate: async (to) => {
      window.navigatedTo = to;
      return window;
    },
  };
  return window;
}

type Listener = (event: object) => void;

/** Runs sw.js against a fake `self`: its listeners, the notifications shown, the windows and those opened. */
function startWorker(windows: FakeWindow[]) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: object }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    registration: { showNotification: async (title: string, options: object) => void shown.push({ title, options }) },
    clients: {
      claim: async () => undefined,
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  new Function('self', source)(self);
  /** Dispatches an event and waits for what it handed to `waitUntil`. */
  async function dispatch(type: string, fields: object) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...fields, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }
  return { listeners, shown, opened, dispatch };
}

const pushEvent = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
    text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
  },
});

describe('the service worker', () => {
  it('shows a push as the server sends it, and tells every open window', async () => {
    const open = appWindow(`${ORIGIN}/`);
    const worker = startWorker([open]);
    expect([...worker.listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
    const push = { title: 'Dealgrow', body: 'Ada liked your post.', url: `${ORIGIN}/post/3`, tag: 'post_liked:post:3' };
    await worker.dispatch('push', pushEvent(push));
    expect(worker.shown).toEqual([{ title: 'Dealgrow', options: { body: push.body, tag: push.tag, data: { url: push.url } } }]);
    expect(open.messages).toEqual([{ type: 'dealgrow:push', push }]);
  });

  it('still shows something for a push without a readable payload', async () => {
    const worker = startWorker([]);
    await worker.dispatch('push', pushEvent('not json'));
    expect(worker.shown).toEqual([{ title: 'Dealgrow', options: { body: 'not json', data: { url: '/' } } }]);
  });

  it('on a click, focuses the window showing the address, else takes an app window there, else opens one', async () => {
    const close = () => undefined;
    const showing = appWindow(`${ORIGIN}/post/3`);
    const other = appWindow(`${ORIGIN}/deals`);
    let worker = startWorker([other, showing]);
    await worker.dispatch('notificationclick', { notification: { close, data: { url: `${ORIGIN}/post/3` } } });
    expect(showing.focused).toBe(1);
    expect(other.focused).toBe(0);

    worker = startWorker([other]);
    await worker.dispatch('notificationclick', { notification: { close, data: { url: `${ORIGIN}/leads/9` } } });
    expect(other.focused).toBe(1);
    expect(other.navigatedTo).toBe(`${ORIGIN}/leads/9`);

    worker = startWorker([]);
    await worker.dispatch('notificationclick', { notification: { close, data: { url: `${ORIGIN}/network/received` } } });
    expect(worker.opened).toEqual([`${ORIGIN}/network/received`]);
  });

  it('never opens an address of another scheme a payload could carry', async () => {
    const worker = startWorker([]);
    await worker.dispatch('notificationclick', { notification: { close: () => undefined, data: { url: 'javascript:alert(1)' } } });
    expect(worker.opened).toEqual([ORIGIN]);
  });
});

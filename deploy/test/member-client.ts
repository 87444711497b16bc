import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '../../packages/server/src/chat/schemas.ts';
import { type ChatClient, chatClient } from '../../packages/server/src/realtime/test-clients.ts';

// A member's client as the SDK behaves (packages/sdk/src/transport): every write carries an Idempotency-Key, and a
// call the balancer or the network failed (no answer, 502/503/504, or 429) is tried again with the same key.

/** An answer, with the API process that gave it (HAProxy's X-Served-By) and how many tries it took. */
export interface Answer<T = any> {
  status: number;
  body: T;
  servedBy: string | null;
  replayed: boolean;
  tries: number;
}

export interface FormFile {
  name: string;
  data: Buffer;
  type: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** A multipart body: text fields and files (field `files`). */
  form?: { fields: Record<string, string>; files: FormFile[] };
  /** Tries after the first; the SDK's default is 2, a member's client during a process crash may need a few more. */
  retries?: number;
}

const RETRYABLE = new Set([429, 502, 503, 504]);

/** The wait before try `attempt + 1`: the SDK's full-jitter backoff, shorter (a test waits for the cluster, not for the clock). */
function backoff(attempt: number, retryAfter: string | null): number {
  const told = retryAfter === null ? 0 : Number(retryAfter) * 1000;
  const base = Math.min(1000, 50 * 2 ** attempt);
  return Math.max(Number.isFinite(told) ? told : 0, base / 2 + Math.random() * (base / 2));
}

/** One call through the balancer, retried as the SDK retries it. */
export async function call<T = any>(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (method !== 'GET') headers['idempotency-key'] = randomUUID();
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const retries = options.retries ?? 6;
  for (let attempt = 0; ; attempt++) {
    // A multipart body is made again for each try, the same bytes in the same order: the same request for the key.
    let body: string | FormData | undefined;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (options.form) {
      const form = new FormData();
      for (const [name, value] of Object.entries(options.form.fields)) form.append(name, value);
      for (const file of options.form.files) form.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
      body = form;
    }
    let answer: Response | undefined;
    try {
      answer = await fetch(`${base}${path}`, { method, headers, body });
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    if (answer && (!RETRYABLE.has(answer.status) || attempt >= retries)) {
      const text = await answer.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: keep the text.
      }
      return {
        status: answer.status,
        body: parsed as T,
        servedBy: answer.headers.get('x-served-by'),
        replayed: answer.headers.get('idempotent-replayed') === 'true',
        tries: attempt + 1,
      };
    }
    await answer?.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, backoff(attempt, answer?.headers.get('retry-after') ?? null)));
  }
}

/** A member's chat socket through the balancer, holding what it received as the SDK's client does. */
export interface ChatSession {
  client: ChatClient;
  /** The API process of the socket's current (or last) connection, from the WebSocket upgrade's X-Served-By. */
  readonly servedBy: string | undefined;
  /** Every process the socket was connected to, in order (a reconnection after a crash adds one). */
  readonly processes: string[];
  /** Messages by room and sequence: live ones and those a sync brought, each once. */
  rooms: Map<number, Map<number, ChatMessage>>;
  /** How many times each message (by id) arrived live (`message:new`), a sync's answers aside. */
  live: Map<number, number>;
  /** How many connections it made (the first and each reconnection). */
  readonly connects: number;
  /** Adds a room to follow (its missed messages are asked for at every connection). */
  follow(roomId: number): void;
  /** Resolves once the socket holds the message `id` of `roomId`; rejects after `timeoutMs`. */
  received(roomId: number, id: number, timeoutMs?: number): Promise<ChatMessage>;
  close(): void;
}

/**
 * Connects `token`'s chat socket to `base` (WebSocket only, as the SDK connects: no sticky session needed), with
 * reconnection on; every (re)connection asks for what the followed rooms missed (`sync`), merged by sequence.
 */
export function openChat(base: string, token: string): Promise<ChatSession> {
  const client = chatClient(base, token, { reconnection: true, reconnectionDelay: 100, reconnectionDelayMax: 400 });
  const rooms = new Map<number, Map<number, ChatMessage>>();
  const live = new Map<number, number>();
  const processes: string[] = [];
  const waiters: Array<{ roomId: number; id: number; resolve: (message: ChatMessage) => void }> = [];
  let connects = 0;
  // The upgrade answer names the process (HAProxy's header); socket.io-client's Node transport is a `ws` WebSocket.
  const watchUpgrade = () => {
    const ws = (
      client.io.engine as unknown as {
        transport?: { ws?: { on?: (event: string, listener: (res: { headers: Record<string, string | undefined> }) => void) => void } };
      }
    ).transport?.ws;
    ws?.on?.('upgrade', (response) => {
      const name = response.headers['x-served-by'];
      if (name) processes.push(name);
    });
  };
  watchUpgrade();
  // A reconnection makes a new engine right after this event: watch its upgrade once it exists.
  client.io.on('reconnect_attempt', () => queueMicrotask(watchUpgrade));
  const merge = (message: ChatMessage) => {
    let room = rooms.get(message.room_id);
    if (!room) {
      room = new Map();
      rooms.set(message.room_id, room);
    }
    if (!room.has(message.sequence)) room.set(message.sequence, message);
    for (const waiter of [...waiters]) {
      if (waiter.roomId !== message.room_id || waiter.id !== message.id) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  };
  const contiguous = (roomId: number) => {
    const room = rooms.get(roomId);
    let last = 0;
    while (room?.has(last + 1)) last += 1;
    return last;
  };
  const sync = () => {
    const followed = [...rooms.keys()];
    if (followed.length === 0) return;
    client.emit('sync', { rooms: followed.map((roomId) => ({ roomId, after: contiguous(roomId) })) }, (answer) => {
      for (const message of answer.messages ?? []) merge(message);
    });
  };
  client.on('message:new', ({ message }) => {
    live.set(message.id, (live.get(message.id) ?? 0) + 1);
    merge(message);
  });
  client.on('connect', () => {
    connects += 1;
    sync();
  });
  const session: ChatSession = {
    client,
    get servedBy() {
      return processes.at(-1);
    },
    processes,
    rooms,
    live,
    get connects() {
      return connects;
    },
    follow(roomId) {
      if (!rooms.has(roomId)) rooms.set(roomId, new Map());
      sync();
    },
    received(roomId, id, timeoutMs = 10_000) {
      const held = [...(rooms.get(roomId)?.values() ?? [])].find((message) => message.id === id);
      if (held) return Promise.resolve(held);
      return new Promise((resolve, reject) => {
        const waiter = {
          roomId,
          id,
          resolve: (message: ChatMessage) => {
            clearTimeout(timer);
            resolve(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`message ${id} of room ${roomId} not received within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => client.close(),
  };
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(session));
    client.once('connect_error', (error) => {
      client.close();
      reject(error);
    });
  });
}

/** Polls `condition` until it holds (every 20 ms), or throws `what` after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Chat fan-out: one message reaching 200 sockets. The compiled Dealgrow server (in-memory PGlite) with 200 members in
// one club's chat room (everything made over HTTP), each with a socket.io-client socket on /chatx; N messages sent over
// HTTP one after the other (5 senders taking turns: the send limit is 30 a minute a member); for each message and each
// socket, the time from the POST to the socket's `message:new`. Beside it in the same run, the yardstick: a bare
// socket.io server (same socket.io) whose POST /send broadcasts to a room of 200 sockets, with no database. Prints
// p50/p99 delivery latency and lost deliveries of both, and the ratio. Usage: node bench/chat-fanout.mjs [messages,
// default 100]. Not a test: figures depend on the machine's load.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pool } from './lib/pool.mjs';
import { buildServer, loadAverage, serverDir, startDealgrow } from './lib/servers.mjs';

const SOCKETS = 200;
const SENDERS = 5;
const messages = Number(process.argv[2] ?? 100);
if (messages > SENDERS * 30) throw new Error(`at most ${SENDERS * 30} messages a run (the send limit)`);
const GRACE_MS = 3000;
const serverRequire = createRequire(join(serverDir, 'package.json'));
const { io } = serverRequire('socket.io-client');

async function json(url, method, path, { token, body, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${url}${path}`, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
  const text = await answer.text();
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Connects `count` sockets; resolves once all are connected. */
function connectAll(count, open) {
  return Promise.all(
    Array.from(
      { length: count },
      (_, n) =>
        new Promise((resolve, reject) => {
          const socket = open(n);
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
}

const sortedPercentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * Sends `messages` messages through `send(n)` one after the other; every socket records when each arrives (matched by
 * `keyOf(payload)` = n). Answers p50 and p99 over every (message, socket) delivery, and the deliveries that never came.
 */
async function measure(sockets, send, keyOf) {
  const sentAt = new Array(messages);
  const latencies = [];
  let delivered = 0;
  for (const socket of sockets) {
    socket.on('message:new', (payload) => {
      const n = keyOf(payload);
      if (n === undefined || sentAt[n] === undefined) return;
      delivered += 1;
      latencies.push(performance.now() - sentAt[n]);
    });
  }
  for (let n = 0; n < messages; n++) {
    sentAt[n] = performance.now();
    await send(n);
  }
  const expected = messages * sockets.length;
  const deadline = Date.now() + GRACE_MS;
  while (delivered < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  latencies.sort((a, b) => a - b);
  return { p50: sortedPercentile(latencies, 50), p99: sortedPercentile(latencies, 99), lost: expected - delivered, expected };
}

async function dealgrowRun() {
  const server = await startDealgrow({ DATA_DIR: ':memory:', SEED_DEMO: '0', AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'warn' });
  try {
    const url = server.url;
    const members = await pool(SOCKETS, 8, (n) =>
      json(url, 'POST', '/auth/sign-up', {
        body: {
          email: `fanout${n}@gmail.com`,
          password: 'correct-horse-9',
          username: `fanout${n}`,
          firstName: 'Fan',
          lastName: `Out ${n}`,
        },
      }),
    );
    const [owner] = members;
    const form = new FormData();
    form.append('name', 'Fan-out bench club');
    form.append('url', 'fan-out-bench');
    const club = await json(url, 'POST', '/clubs', { token: owner.token, form });
    await pool(SOCKETS - 1, 8, (n) => json(url, 'POST', `/clubs/${club.id}/request`, { token: members[n + 1].token }));
    const room = await json(url, 'POST', '/chat-room', { token: owner.token, body: { room_type: 'club', clubId: club.id } });
    const sockets = await connectAll(SOCKETS, (n) =>
      io(`${url}/chatx`, { auth: { token: members[n].token }, transports: ['websocket'], forceNew: true, reconnection: false }),
    );
    try {
      const result = await measure(
        sockets,
        (n) => json(url, 'POST', `/chat-room/${room.id}/chat-message`, { token: members[n % SENDERS].token, body: { text: `bench ${n}` } }),
        ({ message }) => (message.room_id === room.id ? Number(message.text.slice('bench '.length)) : undefined),
      );
      return { ...result, participants: room.participantsCount };
    } finally {
      for (const socket of sockets) socket.close();
    }
  } finally {
    await server.stop();
  }
}

/** The yardstick: socket.io alone, POST /send broadcasting its JSON body to one room holding every socket. */
function startBare() {
  const socketIo = pathToFileURL(serverRequire.resolve('socket.io')).href;
  const source = `import { createServer } from 'node:http';
import { Server } from ${JSON.stringify(socketIo)};
const http = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/send') { response.writeHead(404).end(); return; }
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => { body += chunk; });
  request.on('end', () => {
    io.of('/chatx').to('room').emit('message:new', { message: JSON.parse(body) });
    response.writeHead(201, { 'content-type': 'application/json' }).end(body);
  });
});
const io = new Server(http, { serveClient: false });
io.of('/chatx').on('connection', (socket) => socket.join('room'));
http.listen(0, '127.0.0.1', () => console.log('bare socket.io on http://127.0.0.1:' + http.address().port));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare socket.io server exited (${code})`)));
    child.stdout.setEncoding('utf8');
    child.stdout.once('data', (chunk) => {
      const match = /on (http:\/\/\S+)/.exec(chunk);
      if (!match) return reject(new Error(`unexpected output: ${chunk}`));
      resolve({
        url: match[1],
        async stop() {
          child.kill('SIGTERM');
          await new Promise((done) => child.once('exit', done));
        },
      });
    });
  });
}

async function bareRun() {
  const server = await startBare();
  try {
    const sockets = await connectAll(SOCKETS, () =>
      io(`${server.url}/chatx`, { transports: ['websocket'], forceNew: true, reconnection: false }),
    );
    try {
      return await measure(
        sockets,
        (n) => json(server.url, 'POST', '/send', { body: { text: `bench ${n}` } }),
        ({ message }) => Number(message.text.slice('bench '.length)),
      );
    } finally {
      for (const socket of sockets) socket.close();
    }
  } finally {
    await server.stop();
  }
}

buildServer();
console.log(`load average before: ${await loadAverage()}`);
const dealgrow = await dealgrowRun();
const bare = await bareRun();
const row = (name, result) =>
  `${name.padEnd(34)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p99 ${result.p99.toFixed(1).padStart(6)} ms   lost ${result.lost} of ${result.expected}`;
console.log(`${messages} messages to ${SOCKETS} sockets (${dealgrow.participants} participants in the Dealgrow club room)`);
console.log(row('Dealgrow (HTTP send, PGlite, /chatx)', dealgrow));
console.log(row('bare socket.io broadcast', bare));
console.log(`ratio Dealgrow / bare: p50 ${(dealgrow.p50 / bare.p50).toFixed(2)}×, p99 ${(dealgrow.p99 / bare.p99).toFixed(2)}×`);
console.log(`load average after: ${await loadAverage()}`);

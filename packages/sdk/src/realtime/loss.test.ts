import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, befriend, type TestMember } from '../../../server/src/network/fixtures.ts';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import { createRealtime, type Realtime } from './index.ts';

const MESSAGES = 500;
const CUTS = 20;
const RESTARTS = 3;
/** Sends are limited to 30 a minute a member (docs/realtime.md): 20 senders send 25 each. */
const SENDERS = 20;
const LISTENERS = 3;

async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * THE LOSS TEST (docs/realtime.md "Nothing lost"): three members' realtime clients in one group room; 500 messages
 * sent over HTTP while one client's connection is cut 20 times and the server restarted 3 times on the same database
 * and port. Every client must end with exactly the 500 messages, sequences 1..500 in order, no duplicate.
 */
describe('nothing lost: 3 clients, 500 messages, 20 cuts, 3 server restarts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealgrow-loss-'));
  let t: TestServer | undefined;
  const realtimes: Realtime[] = [];

  afterAll(async () => {
    for (const realtime of realtimes) realtime.disconnect();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every client ends with exactly messages 1..500, in order, no duplicate', async () => {
    const started = Date.now();
    t = await startTestServer('pglite', { dataDir: join(dataDir, 'db'), readCacheSeconds: 0 });
    const port = Number(new URL(t.url).port);
    const base = t.url;
    const db = t.server.db;

    const owner = await addMember(db);
    const members: TestMember[] = [owner];
    for (let n = 1; n < SENDERS; n++) {
      const member = await addMember(db);
      await befriend(db, owner, member);
      members.push(member);
    }
    // Sends that meet a restarting server fail and are retried below: no console noise about them.
    const logger = { warn: () => {}, error: () => {} };
    const clientOf = (member: TestMember): DealgrowClient => createClient({ baseURL: base, token: member.token, retry: false, logger });
    const ownerClient = clientOf(owner);
    const created = await ownerClient.chat.create({ room_type: 'group', title: 'Loss test' });
    if (!created.success) throw new Error(created.error.message);
    const roomId = created.data.id;
    const added = await ownerClient.chat.addParticipants(
      roomId,
      members
        .slice(1)
        .map((member) => member.id)
        .join(','),
    );
    expect(added.every((result) => result.success)).toBe(true);

    // Three listeners: the owner and two members; the third is the one cut off.
    const received: number[][] = [];
    for (const member of members.slice(0, LISTENERS)) {
      const realtime = createRealtime(clientOf(member), { token: member.token, socket: { transports: ['websocket'] } });
      const sequences: number[] = [];
      realtime.on('message:new', ({ message }) => {
        if (message.room_id === roomId) sequences.push(message.sequence);
      });
      realtime.track(roomId, 0);
      await realtime.connect();
      realtimes.push(realtime);
      received.push(sequences);
    }
    await until(() => realtimes.every((realtime) => realtime.status === 'connected'), 10_000, 'three connected clients');
    const cutOff = realtimes[LISTENERS - 1] as Realtime;
    let reconnections = 0;
    cutOff.onStatus((status) => {
      if (status === 'reconnecting') reconnections++;
    });

    // The senders: 25 messages each, several at once; a send that finds the server down is retried with its key.
    let sent = 0;
    let cuts = 0;
    let restarts = 0;
    let restarting: Promise<void> | null = null;
    /** After how many messages the n-th cut (0-based) comes: evenly spread over the 500. */
    const cutAt = (n: number) => Math.floor(((n + 1) * MESSAGES) / (CUTS + 1));
    const sendOne = async (client: DealgrowClient, text: string) => {
      const idempotencyKey = `loss-${text}`;
      // A cut that is due waits for the client to be connected again (a cut of a cut socket is no cut).
      while (cuts < CUTS && sent >= cutAt(cuts)) await pause(10);
      for (;;) {
        await restarting;
        const result = await client.chat.send(roomId, { text }, { idempotencyKey });
        if (result.success) return;
        if (result.status !== 0 && result.status < 500) throw new Error(`send refused: ${result.status} ${result.error.message}`);
        await pause(100);
      }
    };
    const senders = members.map((member, index) => async () => {
      const client = clientOf(member);
      for (let n = 0; n < MESSAGES / SENDERS; n++) {
        await sendOne(client, `m${index}-${n}`);
        sent++;
      }
    });

    // Cuts and restarts while the messages flow: a cut every 25 messages, a restart at 125, 250 and 375.
    const disturb = async () => {
      while (sent < MESSAGES) {
        const restartAt = Math.floor(((restarts + 1) * MESSAGES) / (RESTARTS + 1));
        if (cuts < CUTS && sent >= cutAt(cuts) && cutOff.socket?.io.engine && cutOff.status === 'connected') {
          // A network cut: the transport closes under the client, which reconnects by itself.
          cutOff.socket.io.engine.close();
          cuts++;
        }
        if (restarts < RESTARTS && sent >= restartAt && t) {
          const server = t;
          restarting = (async () => {
            await server.close();
            t = await startTestServer('pglite', { dataDir: join(dataDir, 'db'), port, readCacheSeconds: 0 });
          })();
          await restarting;
          restarting = null;
          restarts++;
        }
        await pause(5);
      }
    };

    const pool = [...senders];
    const running = [disturb()];
    for (let lane = 0; lane < 5; lane++) {
      running.push(
        (async () => {
          for (let next = pool.shift(); next; next = pool.shift()) await next();
        })(),
      );
    }
    await Promise.all(running);
    expect(sent).toBe(MESSAGES);

    await until(() => received.every((sequences) => sequences.length >= MESSAGES), 30_000, 'every client to have 500 messages');
    // Fence for late duplicates: one more message, sent once all 500 are in, reaches each client through the same
    // socket and the same delivery chain a late one would, so once it is delivered anything before it is too.
    const fence = await ownerClient.chat.send(roomId, { text: 'fence' });
    if (!fence.success) throw new Error(fence.error.message);
    await until(() => received.every((sequences) => sequences.includes(fence.data.sequence)), 10_000, 'the fence message');
    const expected = Array.from({ length: MESSAGES }, (_, index) => index + 1);
    for (const sequences of received) expect(sequences).toEqual([...expected, fence.data.sequence]);

    const seconds = (Date.now() - started) / 1000;
    console.log(
      `loss test: ${LISTENERS} clients, ${MESSAGES} messages from ${SENDERS} senders, ${cuts} cuts of one client, ${restarts} server restarts; ` +
        `${reconnections} reconnections of the cut client; messages per client ${received.map((sequences) => sequences.length - 1).join(' / ')} (and the fence), duplicates 0, gaps 0; ${seconds.toFixed(1)} s`,
    );
    expect(cuts).toBe(CUTS);
    expect(restarts).toBe(RESTARTS);
    expect(reconnections).toBeGreaterThanOrEqual(CUTS);
    expect(seconds).toBeLessThan(90);
  }, 120_000);
});

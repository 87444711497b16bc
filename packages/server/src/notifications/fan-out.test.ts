import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { addMember, addMembers } from '../network/fixtures.ts';
import { FAN_OUT_INLINE, FAN_OUT_JOB } from './notify.ts';

describe.each(productionDatabase)('notification fan-out on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  const stored = (subjectId: number) =>
    t.server.db.query<{ recipient_id: number; count: number }>(
      "SELECT recipient_id, count FROM notifications WHERE subject_type = 'post' AND subject_id = $1 ORDER BY recipient_id",
      [subjectId],
    );

  it('writes a few recipients’ notifications inline, before the producer answers', async () => {
    const actor = await addMember(t.server.db);
    const few = await addMembers(t.server.db, 2);
    await t.server.notifications.notify({
      kind: 'mentioned',
      recipients: few.map((m) => m.id),
      actorId: actor.id,
      subject: { type: 'post', id: 900_001 },
    });
    expect((await stored(900_001)).map((row) => row.count)).toEqual([1, 1]);
    expect(
      await t.server.db.query("SELECT id FROM jobs WHERE name = $1 AND payload->'input'->'subject'->>'id' = '900001'", [FAN_OUT_JOB]),
    ).toEqual([]);
  });

  it('hands many recipients to a job, which writes each notification once even when it runs twice', async () => {
    const actor = await addMember(t.server.db);
    const many = await addMembers(t.server.db, FAN_OUT_INLINE + 5);
    await t.server.notifications.notify({
      kind: 'mentioned',
      recipients: many.map((m) => m.id),
      actorId: actor.id,
      subject: { type: 'post', id: 900_002 },
    });
    await t.server.jobs.settled([FAN_OUT_JOB]);
    const first = await stored(900_002);
    expect(first).toHaveLength(many.length);
    expect(first.every((row) => row.count === 1)).toBe(true);
    const [job] = await t.server.db.query<{ id: number; state: string }>(
      'SELECT id, state FROM jobs WHERE name = $1 ORDER BY id DESC LIMIT 1',
      [FAN_OUT_JOB],
    );
    expect(job?.state).toBe('done');

    // At least once: the same job again (a process killed after writing, before recording it done) changes nothing.
    await t.server.db.query("UPDATE jobs SET state = 'waiting', run_at = now() WHERE id = $1", [job?.id]);
    t.server.jobs.wake();
    await t.server.jobs.settled([FAN_OUT_JOB]);
    expect(await stored(900_002)).toEqual(first);

    // A new event of the same group still merges and counts.
    await t.server.notifications.notify({
      kind: 'mentioned',
      recipients: many.map((m) => m.id),
      actorId: actor.id,
      subject: { type: 'post', id: 900_002 },
    });
    await t.server.jobs.settled([FAN_OUT_JOB]);
    expect((await stored(900_002)).every((row) => row.count === 2)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type DatabaseKind, databaseKinds } from '../../test/harness.ts';
import { type Database, isUniqueViolation, openDatabase, sqlLiteral } from './database.ts';
import { behindWriteGate, type WriteMark } from './write-gate.ts';

describe('SQL literals for prepared statements on PGlite', () => {
  it('writes plain values as literals, a quote doubled', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
    expect(sqlLiteral(true)).toBe('TRUE');
    expect(sqlLiteral(-12.5)).toBe("'-12.5'");
    expect(sqlLiteral(12n)).toBe("'12'");
    expect(sqlLiteral("O'Brien \\ ';DROP TABLE users;--")).toBe("'O''Brien \\ '';DROP TABLE users;--'");
  });

  it('writes an array of strings as an array literal, each element quoted', () => {
    expect(sqlLiteral([])).toBe("'{}'");
    expect(sqlLiteral(['a b', 'NULL', "O'Brien", 'back\\slash', 'say "hi"', '{,}'])).toBe(
      `'{"a b","NULL","O''Brien","back\\\\slash","say \\"hi\\"","{,}"}'`,
    );
  });

  it('has no literal for what only a parameter carries: objects, dates, other arrays, NUL bytes, non-finite numbers', () => {
    for (const value of [
      [1],
      ['a', null],
      ['a\0b'],
      { a: 1 },
      new Date(0),
      'a\0b',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Buffer.from('x'),
    ]) {
      expect(sqlLiteral(value)).toBeUndefined();
    }
  });
});

describe.each(databaseKinds)('the database on %s', (kind: DatabaseKind) => {
  let db: Database;
  let drop = async () => {};
  beforeAll(async () => {
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      db = await openDatabase({ databaseUrl: created.url, dataDir: ':memory:' });
    } else {
      db = await openDatabase({ dataDir: ':memory:' });
    }
    await db.exec('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL UNIQUE, stars int, done boolean)');
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });

  const insertNote = { name: 'insert_note', sql: 'INSERT INTO notes (body, stars, done) VALUES ($1, $2, $3) RETURNING body, stars, done' };

  it('runs a prepared statement again and again, its values kept exactly (quotes, backslashes, any script)', async () => {
    const bodies = ["It's", 'back\\slash', "'); DELETE FROM notes; --", 'Çok güzel 🎉', ''];
    for (const [stars, body] of bodies.entries()) {
      expect(await db.prepared(insertNote, [body, stars, stars % 2 === 0])).toEqual([{ body, stars, done: stars % 2 === 0 }]);
    }
    expect(await db.prepared(insertNote, ['no stars', null, null])).toEqual([{ body: 'no stars', stars: null, done: null }]);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes'))[0]?.n).toBe(bodies.length + 1);
  });

  it('runs an array of strings as it was sent, whatever its elements hold', async () => {
    const anyOf = { name: 'notes_any_of', sql: 'SELECT body FROM notes WHERE body = ANY($1::text[]) ORDER BY body' };
    expect(await db.prepared(anyOf, [["It's", 'back\\slash', 'NULL', '{,}']])).toEqual([{ body: "It's" }, { body: 'back\\slash' }]);
    const elements = { name: 'array_elements', sql: 'SELECT unnest($1::text[]) AS element' };
    const sent = ['a b', 'NULL', "O'Brien", 'back\\slash', 'say "hi"', '{,}', '', 'Çok güzel 🎉'];
    expect((await db.prepared<{ element: string }>(elements, [sent])).map((row) => row.element)).toEqual(sent);
    expect(await db.prepared(elements, [[]])).toEqual([]);
  });

  it('runs a value without a literal as an ordinary query, and reports a refused row as the database does', async () => {
    const notes = { name: 'notes_since', sql: 'SELECT body FROM notes WHERE $1::timestamptz < now() ORDER BY body LIMIT 1' };
    expect(await db.prepared(notes, [new Date(0)])).toEqual([{ body: '' }]);
    const refused = await db.prepared(insertNote, ["It's", 1, true]).catch((error: unknown) => error);
    expect(isUniqueViolation(refused)).toBe(true);
  });

  it('counts each write, a prepared one too, but not a bookkeeping write (it outdates no kept read)', async () => {
    const before = db.writes;
    await db.prepared(insertNote, ['counted', 1, false]);
    await db.query('SELECT count(*) FROM notes');
    expect(db.writes).toBe(before + 1);
    const touch = { name: 'touch_note', sql: 'UPDATE notes SET stars = stars + 1 WHERE body = $1', bookkeeping: true } as const;
    await db.prepared(touch, ['counted']);
    expect(db.writes).toBe(before + 1);
    expect((await db.query<{ stars: number }>(`SELECT stars FROM notes WHERE body = 'counted'`))[0]?.stars).toBe(2);
  });

  it('holds every write behind a closed write gate, and lets reads through', async () => {
    const refusal = new Error('claim lost');
    const closed = () => Promise.reject(refusal);
    const outcome = await behindWriteGate(closed, async () => {
      const read = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
      const writes = await Promise.allSettled([
        db.query("INSERT INTO notes (body) VALUES ('gated query')"),
        db.prepared(insertNote, ['gated prepared', 1, true]),
        db.exec("INSERT INTO notes (body) VALUES ('gated exec')"),
        db.transaction((tx) => tx.query("INSERT INTO notes (body) VALUES ('gated transaction')")),
      ]);
      return { read: read[0]?.n, writes: writes.map((write) => (write.status === 'rejected' ? write.reason : 'written')) };
    });
    expect(outcome.read).toBeGreaterThan(0);
    expect(outcome.writes).toEqual([refusal, refusal, refusal, refusal]);
    expect(await db.query("SELECT body FROM notes WHERE body LIKE 'gated%'")).toEqual([]);

    let opened = false;
    // A gate that opens a turn later, not at once: the write must wait for it (no fixed time needed).
    const opening = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      opened = true;
    };
    await behindWriteGate(opening, () => db.query("INSERT INTO notes (body) VALUES ('after the gate')"));
    expect(opened).toBe(true);
    expect(await db.query("SELECT body FROM notes WHERE body = 'after the gate'")).toHaveLength(1);
  });
  it('commits a gate’s mark with the work’s first write only: in its statement, or first in its transaction', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS write_marks (label text NOT NULL)');
    const marks = async () => (await db.query<{ label: string }>('SELECT label FROM write_marks ORDER BY label')).map((row) => row.label);
    const lost = new Error('claim lost');
    const gate = (label: string, answersRow = true) => {
      let given = false;
      const mark: WriteMark = {
        name: answersRow ? 'label' : 'none',
        sql: (first) =>
          answersRow
            ? `INSERT INTO write_marks (label) VALUES ($${first}) RETURNING 1`
            : `UPDATE write_marks SET label = $${first} WHERE false RETURNING 1`,
        params: [label],
        lost: () => lost,
        unused: () => {
          given = false;
        },
      };
      return {
        pass: async () => {},
        passWrite: async () => {
          if (given) return undefined;
          given = true;
          return mark;
        },
      };
    };

    // A statement, a prepared one and a WITH: the first carries the mark, the others do not.
    await behindWriteGate(gate('statement'), async () => {
      await db.query("INSERT INTO notes (body) VALUES ('marked 1')");
      await db.prepared(insertNote, ['marked 2', 1, true]);
      await db.query("WITH n AS (SELECT 'marked 3' AS body) INSERT INTO notes (body) SELECT body FROM n");
    });
    expect(await marks()).toEqual(['statement']);
    await behindWriteGate(gate('prepared'), () => db.prepared(insertNote, ['marked 4', 1, true]));
    await behindWriteGate(gate('with'), () =>
      db.query("WITH n AS (SELECT 'marked 5' AS body) INSERT INTO notes (body) SELECT body FROM n RETURNING body"),
    );
    expect(await marks()).toEqual(['prepared', 'statement', 'with']);

    // A write that fails takes its mark down with it; the next write carries it.
    await behindWriteGate(gate('after a failure'), async () => {
      await expect(db.query("INSERT INTO notes (body) VALUES ('marked 1')")).rejects.toSatisfy(isUniqueViolation);
      expect(await marks()).not.toContain('after a failure');
      await db.transaction((tx) => tx.query("INSERT INTO notes (body) VALUES ('marked 6')"));
    });
    expect(await marks()).toContain('after a failure');

    // In a transaction, a mark that finds no row (the claim is no longer the work's) rolls the write back.
    const refused = await behindWriteGate(gate('gone', false), () =>
      db.transaction((tx) => tx.query("INSERT INTO notes (body) VALUES ('never written')")).catch((error: unknown) => error),
    );
    expect(refused).toBe(lost);
    expect(await db.query("SELECT body FROM notes WHERE body = 'never written'")).toEqual([]);
    expect(await db.query("SELECT body FROM notes WHERE body LIKE 'marked %' ORDER BY body")).toHaveLength(6);
  });
});

describe('an in-memory PGlite', () => {
  it('keeps a small buffer pool, its data files being in memory already (docs/performance.md)', async () => {
    const db = await openDatabase({ dataDir: ':memory:' });
    try {
      expect(await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await db.close();
    }
  });
});

import type { Database } from '../db/database.ts';
import { DEMO_CONNECTIONS } from './profiles.ts';

/** Pending requests of the demo (docs/network.md): [sender, receiver]. */
export const DEMO_PENDING_REQUESTS: ReadonlyArray<[string, string]> = [
  ['sofia', 'ada'],
  ['ada', 'lucas'],
];

/** Ada's friend list and who is on it. */
export const DEMO_FRIEND_LIST = { owner: 'ada', name: 'Suppliers', icon: '📦', members: ['mehmet'] } as const;

/**
 * The demo network: ada–mehmet, ada–claire and mehmet–james connected (so James is someone Ada might know, one
 * connection in common), sofia's request waiting for Ada and Ada's waiting for Lucas, and Ada's "Suppliers" list.
 * Running it again changes nothing: one row a pair (the friendships_pair index), the list made only once.
 */
export async function seedNetwork(db: Database): Promise<void> {
  const pairs = [
    ...DEMO_CONNECTIONS.map(([sender, receiver]) => ({ sender, receiver, status: 'accept' })),
    ...DEMO_PENDING_REQUESTS.map(([sender, receiver]) => ({ sender, receiver, status: 'pending_first_second' })),
  ];
  for (const pair of pairs) {
    await db.query(
      `INSERT INTO friendships (user_id, friend_id, status)
       SELECT a.id, b.id, $3 FROM users a, users b WHERE lower(a.username) = $1 AND lower(b.username) = $2
       ON CONFLICT DO NOTHING`,
      [pair.sender, pair.receiver, pair.status],
    );
  }
  await db.query(
    `INSERT INTO friend_lists (owner_id, name, icon)
     SELECT u.id, $2, $3 FROM users u
      WHERE lower(u.username) = $1 AND NOT EXISTS (SELECT 1 FROM friend_lists l WHERE l.owner_id = u.id AND l.name = $2)`,
    [DEMO_FRIEND_LIST.owner, DEMO_FRIEND_LIST.name, DEMO_FRIEND_LIST.icon],
  );
  await db.query(
    `INSERT INTO friend_list_members (list_id, user_id)
     SELECT l.id, m.id FROM friend_lists l JOIN users o ON o.id = l.owner_id JOIN users m ON lower(m.username) = ANY($3::text[])
      WHERE lower(o.username) = $1 AND l.name = $2
     ON CONFLICT DO NOTHING`,
    [DEMO_FRIEND_LIST.owner, DEMO_FRIEND_LIST.name, [...DEMO_FRIEND_LIST.members]],
  );
}

import type { Database } from '../db/database.ts';
import { first } from '../db/database.ts';

/** A demo message: who wrote it (a username), what, and how long ago. */
interface DemoMessage {
  from: string;
  text: string;
  minutesAgo: number;
}

interface DemoRoom {
  /** Names the room for the seed's own idempotency: a room made by a seed run is never made twice. */
  key: string;
  type: 'private' | 'group' | 'company' | 'club';
  title: string | null;
  createdBy: string;
  members: readonly string[];
  company?: string;
  club?: string;
  messages: readonly DemoMessage[];
  /** Members who have not read the last `n` messages. */
  unread?: Readonly<Record<string, number>>;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * The demo conversations (docs/realtime.md): Ada and Mehmet's private conversation, one from Claire with a message
 * Ada has not read, the "Export partners" group, the Export Club's room, and company conversations (Mehmet writing to
 * Ada's Northwind Supply, which Ada answers from its inbox; Ada writing to Brightline Software).
 */
export const DEMO_CHAT_ROOMS: readonly DemoRoom[] = [
  {
    key: 'ada-mehmet',
    type: 'private',
    title: null,
    createdBy: 'ada',
    members: ['ada', 'mehmet'],
    messages: [
      { from: 'mehmet', text: 'Hi Ada, the organic cotton samples left Izmir this morning.', minutesAgo: 3 * DAY },
      { from: 'ada', text: 'Great news! Which carrier did you use?', minutesAgo: 3 * DAY - 20 },
      { from: 'mehmet', text: 'Arkas Line, arriving in Marseille on Thursday.', minutesAgo: 3 * DAY - 35 },
      { from: 'ada', text: 'Perfect, I will book the customs broker.', minutesAgo: 2 * DAY },
      { from: 'mehmet', text: 'I attached the packing list to the lead as well.', minutesAgo: 2 * DAY - 10 },
      { from: 'ada', text: 'Got it. Can we discuss the price for 20,000 metres next week?', minutesAgo: DAY },
      { from: 'mehmet', text: 'Sure, Tuesday 10:00 works for me.', minutesAgo: DAY - 45 },
      { from: 'ada', text: 'Tuesday it is. Talk soon!', minutesAgo: 5 * HOUR },
    ],
  },
  {
    key: 'ada-claire',
    type: 'private',
    title: null,
    createdBy: 'claire',
    members: ['claire', 'ada'],
    messages: [
      { from: 'claire', text: 'Hello Ada, are you coming to the lighting fair in Lyon?', minutesAgo: 2 * DAY },
      { from: 'ada', text: 'Yes, on the second day. Shall we meet?', minutesAgo: 2 * DAY - 30 },
      { from: 'claire', text: 'Lovely. I will show you the new brass pendants at our stand, hall 4.', minutesAgo: 40 },
    ],
    unread: { ada: 1 },
  },
  {
    key: 'export-partners',
    type: 'group',
    title: 'Export partners',
    createdBy: 'ada',
    members: ['ada', 'mehmet', 'claire'],
    messages: [
      { from: 'ada', text: 'Welcome both! A place to plan the autumn container together.', minutesAgo: 4 * DAY },
      { from: 'claire', text: 'Thanks Ada. I can fill about 10 cubic metres with lighting.', minutesAgo: 4 * DAY - 60 },
      { from: 'mehmet', text: 'Textiles will take the rest. Loading in Izmir on 14 October?', minutesAgo: 3 * DAY },
    ],
    unread: { claire: 1 },
  },
  {
    key: 'export-club',
    type: 'club',
    title: 'Export Club',
    createdBy: 'ada',
    club: 'export-club',
    members: [],
    messages: [
      { from: 'ada', text: 'Hello everyone, this is the Export Club’s conversation.', minutesAgo: 6 * DAY },
      { from: 'mehmet', text: 'Freight rates from Türkiye to Rotterdam dropped 8% this month.', minutesAgo: 5 * DAY },
      { from: 'sofia', text: 'Does anyone know a reliable customs agent in Genoa?', minutesAgo: 2 * DAY },
    ],
    unread: { ada: 1, mehmet: 1 },
  },
  {
    key: 'mehmet-northwind',
    type: 'company',
    title: 'Northwind Supply',
    createdBy: 'mehmet',
    company: 'northwind-supply',
    members: ['mehmet'],
    messages: [{ from: 'mehmet', text: 'Hello Northwind team, do you stock recycled polyester yarn?', minutesAgo: 90 }],
    unread: { 'company:northwind-supply': 1 },
  },
  {
    key: 'ada-brightline',
    type: 'company',
    title: 'Brightline Software',
    createdBy: 'ada',
    company: 'brightline-software',
    members: ['ada'],
    messages: [{ from: 'ada', text: 'Hi Brightline, could you send a demo of your warehouse app?', minutesAgo: DAY + 120 }],
    unread: { 'company:brightline-software': 1 },
  },
];

/**
 * Seeds the demo conversations, each once: a room is made only when its natural key (the private pair, the club,
 * the company and writer, the group's title and creator) has none yet, so running it again changes nothing.
 */
export async function seedChat(db: Database): Promise<void> {
  const users = await db.query<{ id: number; username: string }>(
    `SELECT id, lower(username) AS username FROM users WHERE lower(username) = ANY($1::text[])`,
    [[...new Set(DEMO_CHAT_ROOMS.flatMap((room) => [room.createdBy, ...room.members, ...room.messages.map((m) => m.from)]))]],
  );
  const ids = new Map(users.map((user) => [user.username, user.id]));
  for (const room of DEMO_CHAT_ROOMS) {
    const creator = ids.get(room.createdBy);
    if (creator === undefined) continue;
    await db.transaction(async (tx) => {
      const members = room.members.map((name) => ids.get(name)).filter((id): id is number => id !== undefined);
      let made: { id: number } | undefined;
      if (room.type === 'private') {
        const [a = 0, b = 0] = [...members].sort((x, y) => x - y);
        made = await first<{ id: number }>(
          tx,
          `INSERT INTO chat_rooms (room_type, created_by, private_pair) VALUES ('private', $1, $2) ON CONFLICT DO NOTHING RETURNING id`,
          [creator, `${a}:${b}`],
        );
      } else if (room.type === 'group') {
        const exists = await first(tx, `SELECT 1 FROM chat_rooms WHERE room_type = 'group' AND title = $1 AND created_by = $2`, [
          room.title,
          creator,
        ]);
        if (!exists)
          made = await first<{ id: number }>(
            tx,
            `INSERT INTO chat_rooms (room_type, title, created_by) VALUES ('group', $1, $2) RETURNING id`,
            [room.title, creator],
          );
      } else if (room.type === 'club') {
        made = await first<{ id: number }>(
          tx,
          `INSERT INTO chat_rooms (room_type, title, club_id, created_by) SELECT 'club', c.name, c.id, $2 FROM clubs c WHERE lower(c.slug) = $1
           ON CONFLICT DO NOTHING RETURNING id`,
          [room.club, creator],
        );
        if (made) {
          await tx.query(
            `INSERT INTO chat_room_members (room_id, user_id, role)
             SELECT $1, m.user_id, CASE WHEN m.role = 'owner' THEN 'owner' ELSE 'member' END FROM club_members m JOIN clubs c ON c.id = m.club_id
              WHERE lower(c.slug) = $2 ON CONFLICT DO NOTHING`,
            [made.id, room.club],
          );
        }
      } else {
        made = await first<{ id: number }>(
          tx,
          `INSERT INTO chat_rooms (room_type, title, company_id, created_by) SELECT 'company', c.name, c.id, $2 FROM companies c WHERE c.slug = $1
           ON CONFLICT DO NOTHING RETURNING id`,
          [room.company, creator],
        );
        if (made) {
          await tx.query(`INSERT INTO chat_room_members (room_id, company_id) SELECT $1, id FROM companies WHERE slug = $2`, [
            made.id,
            room.company,
          ]);
        }
      }
      if (!made) return;
      const roomId = made.id;
      for (const [n, member] of members.entries()) {
        await tx.query(`INSERT INTO chat_room_members (room_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
          roomId,
          member,
          n === 0 ? 'owner' : 'member',
        ]);
      }
      let sequence = 0;
      for (const message of room.messages) {
        const sender = ids.get(message.from);
        if (sender === undefined) continue;
        sequence += 1;
        await tx.query(
          `INSERT INTO chat_messages (room_id, sequence, sender_id, text, created_at) VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
          [roomId, sequence, sender, message.text, message.minutesAgo],
        );
      }
      const last = room.messages.at(-1);
      await tx.query(
        `UPDATE chat_rooms SET last_sequence = $2, last_message_at = now() - make_interval(mins => $3), created_at = now() - make_interval(mins => $4),
                updated_at = now() - make_interval(mins => $3) WHERE id = $1`,
        [roomId, sequence, last?.minutesAgo ?? 0, (room.messages[0]?.minutesAgo ?? 0) + 1],
      );
      // Everyone has read everything but their unread messages.
      await tx.query(
        'UPDATE chat_room_members SET last_read_sequence = $2, joined_at = now() - make_interval(mins => $3) WHERE room_id = $1',
        [roomId, sequence, (room.messages[0]?.minutesAgo ?? 0) + 1],
      );
      for (const [who, unread] of Object.entries(room.unread ?? {})) {
        const company = who.startsWith('company:') ? who.slice('company:'.length) : null;
        await tx.query(
          company === null
            ? 'UPDATE chat_room_members SET last_read_sequence = $2 WHERE room_id = $1 AND user_id = $3'
            : 'UPDATE chat_room_members SET last_read_sequence = $2 WHERE room_id = $1 AND company_id = (SELECT id FROM companies WHERE slug = $3)',
          [roomId, Math.max(sequence - unread, 0), company ?? ids.get(who) ?? 0],
        );
      }
    });
  }
}

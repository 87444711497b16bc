-- Chat (docs/realtime.md): rooms of four kinds, who is in them (a member or a company, whose managers answer for
-- it), messages numbered per room, each participant's last-read pointer, archive and delete per participant, away
-- messages and the read-receipt opt-out. Function bodies stay on one line: the migration runner splits statements
-- at a `;` that ends a line (see 0004).
CREATE TABLE chat_rooms (
  id serial PRIMARY KEY,
  room_uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  room_type text NOT NULL CHECK (room_type IN ('private', 'group', 'company', 'club')),
  title text,
  club_id integer REFERENCES clubs (id) ON DELETE CASCADE,
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- Private rooms only: 'smallerId:largerId' of the two members, so a pair has one private room.
  private_pair text,
  -- The sequence number of the room's newest message (0: none yet); a message takes last_sequence + 1.
  last_sequence bigint NOT NULL DEFAULT 0,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((room_type = 'club') = (club_id IS NOT NULL)),
  CHECK ((room_type = 'company') = (company_id IS NOT NULL)),
  CHECK ((room_type = 'private') = (private_pair IS NOT NULL))
);
CREATE UNIQUE INDEX chat_rooms_uuid ON chat_rooms (room_uuid);
CREATE UNIQUE INDEX chat_rooms_private_pair ON chat_rooms (private_pair) WHERE private_pair IS NOT NULL;
-- One club room a club; one company room a company and the member writing to it.
CREATE UNIQUE INDEX chat_rooms_club ON chat_rooms (club_id) WHERE room_type = 'club';
CREATE UNIQUE INDEX chat_rooms_company_writer ON chat_rooms (company_id, created_by) WHERE room_type = 'company';

-- A participant: a member (user_id) or a company (company_id, answered by its current managers). Each has its own
-- last-read pointer, archive flag and delete mark (a deleted room hides its history up to cleared_sequence and
-- comes back with the next message).
CREATE TABLE chat_room_members (
  id serial PRIMARY KEY,
  room_id integer NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('owner', 'member')),
  last_read_sequence bigint NOT NULL DEFAULT 0,
  last_read_at timestamptz,
  is_archived boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  cleared_sequence bigint NOT NULL DEFAULT 0,
  joined_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (company_id IS NULL))
);
CREATE UNIQUE INDEX chat_room_members_user ON chat_room_members (room_id, user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX chat_room_members_company ON chat_room_members (room_id, company_id) WHERE company_id IS NOT NULL;
-- GET /chat-room, /chat-room/user/{id}, /chat-room/company/{id}: a participant's rooms, active or archived.
CREATE INDEX chat_room_members_of_user ON chat_room_members (user_id, is_archived) WHERE user_id IS NOT NULL;
CREATE INDEX chat_room_members_of_company ON chat_room_members (company_id, is_archived) WHERE company_id IS NOT NULL;
-- Newest conversation first.
CREATE INDEX chat_rooms_newest ON chat_rooms ((coalesce(last_message_at, created_at)) DESC, id DESC);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  room_id integer NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  sequence bigint NOT NULL,
  sender_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- Set when a manager writes as the company (company rooms).
  sender_company_id integer REFERENCES companies (id) ON DELETE SET NULL,
  text text NOT NULL DEFAULT '',
  file_id integer REFERENCES files (id) ON DELETE SET NULL,
  -- An away message sent for its author (SPEC §7 chat-auto-message).
  is_auto boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- GET /chat-room/{id}/chat-message pages backwards by sequence; backfill reads forwards from a sequence.
CREATE UNIQUE INDEX chat_messages_room_sequence ON chat_messages (room_id, sequence);
-- POST /chat-room/{id}/chat-message/filter: words inside a room's messages, any case (pg_trgm, migration 0011).
CREATE INDEX chat_messages_text_trgm ON chat_messages USING gin ((lower(text)) gin_trgm_ops);

-- A member's away message, and when it went to a conversation (once a conversation a day).
CREATE TABLE chat_auto_messages (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE chat_auto_message_sends (
  room_id integer NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sent_on date NOT NULL,
  PRIMARY KEY (room_id, user_id, sent_on)
);

-- Read receipts: off hides the member's receipts from others and others' receipts from the member.
ALTER TABLE users ADD COLUMN chat_read_receipts boolean NOT NULL DEFAULT true;

-- A club room holds every member of its club: joining the club adds the participant, leaving removes it.
CREATE FUNCTION club_chat_membership() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN INSERT INTO chat_room_members (room_id, user_id, last_read_sequence, cleared_sequence) SELECT r.id, NEW.user_id, r.last_sequence, r.last_sequence FROM chat_rooms r WHERE r.room_type = 'club' AND r.club_id = NEW.club_id ON CONFLICT DO NOTHING; ELSE DELETE FROM chat_room_members m USING chat_rooms r WHERE m.room_id = r.id AND r.room_type = 'club' AND r.club_id = OLD.club_id AND m.user_id = OLD.user_id; END IF; RETURN NULL; END $$;
CREATE TRIGGER club_chat_membership AFTER INSERT OR DELETE ON club_members FOR EACH ROW EXECUTE FUNCTION club_chat_membership();

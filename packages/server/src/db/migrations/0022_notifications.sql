-- Notifications (docs/notifications.md): the in-app centre, grouped as LinkedIn groups them, per-kind preferences,
-- Web Push subscriptions and the server's VAPID key pair.

-- One row a notification a member sees. Unread rows of the same group (kind + subject) merge: the latest actors
-- (at most 3, newest first) stay on the row, actors_count counts the distinct actors (notification_actors), count
-- the events merged. A seen row never changes again: the next event opens a new one.
CREATE TABLE notifications (
  id serial PRIMARY KEY,
  recipient_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  subject_type text NOT NULL,
  subject_id integer NOT NULL,
  group_key text NOT NULL,
  actor_ids integer[] NOT NULL DEFAULT '{}',
  actors_count integer NOT NULL DEFAULT 0,
  count integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz
);
-- The page, newest first (GET /notifications), and the merge target of notify().
CREATE INDEX notifications_recipient_newest ON notifications (recipient_id, updated_at DESC, id DESC);
CREATE UNIQUE INDEX notifications_open_group ON notifications (recipient_id, group_key) WHERE seen_at IS NULL;

-- The distinct actors of a notification, so a like taken back and given again counts once.
CREATE TABLE notification_actors (
  notification_id integer NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  actor_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notification_id, actor_id)
);

-- A member's choice for one kind; no row means both on.
CREATE TABLE notification_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  in_app boolean NOT NULL DEFAULT true,
  push boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

-- A browser's Web Push subscription (PushSubscription.toJSON()); its id is what the app sends as onesignal_player_id.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sent_at timestamptz
);
CREATE UNIQUE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- The server's VAPID key pair (RFC 8292), made at first start and shared by every process on this database.
CREATE TABLE vapid_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

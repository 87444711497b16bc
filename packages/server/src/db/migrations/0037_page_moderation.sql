-- Moderation of company pages and clubs by their own moderators (issue 43, docs/moderation.md): a company's managers,
-- a club's owner and admins. Kept apart from the platform's hides and report statuses (migration 0024), which stay
-- the platform admins' own: a page moderator neither sees nor undoes what an admin did, and the reverse.

-- Content a page's moderators hid: shown only to its author and the page's moderators (reversible).
ALTER TABLE posts ADD COLUMN page_hidden_at timestamptz;
ALTER TABLE post_comments ADD COLUMN page_hidden_at timestamptz;

-- A page's own answer to a report of its content, beside the platform admins' `status`.
ALTER TABLE reports ADD COLUMN page_resolution text CHECK (page_resolution IN ('actioned', 'dismissed'));
ALTER TABLE reports ADD COLUMN page_resolved_at timestamptz;
ALTER TABLE reports ADD COLUMN page_resolved_by integer REFERENCES users (id) ON DELETE SET NULL;

-- A member muted on a page until a time: they cannot post or comment on the page's content until then.
CREATE TABLE page_mutes (
  page_type text NOT NULL CHECK (page_type IN ('company', 'club')),
  page_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  muted_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page_type, page_id, user_id)
);

-- A member removed and banned from a club: cannot join or ask to join until unbanned.
CREATE TABLE club_bans (
  club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (club_id, user_id)
);

-- The moderation log of a page: every action, report resolution and appeal decision (who, what, when, why).
CREATE TABLE moderation_actions (
  id serial PRIMARY KEY,
  page_type text NOT NULL CHECK (page_type IN ('company', 'club')),
  page_id integer NOT NULL,
  moderator_id integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('hide', 'unhide', 'remove', 'mute', 'unmute', 'ban', 'unban', 'dismiss_report', 'accept_appeal', 'reject_appeal')),
  subject_type text NOT NULL CHECK (subject_type IN ('post', 'comment', 'member', 'report', 'appeal')),
  subject_id bigint NOT NULL,
  -- The member concerned (the content's author, the muted or banned member); null for a dismissed report.
  member_id integer REFERENCES users (id) ON DELETE SET NULL,
  reason text,
  muted_until timestamptz,
  report_id integer REFERENCES reports (id) ON DELETE SET NULL,
  -- Set when an accepted appeal undid the action.
  undone_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The log, newest first.
CREATE INDEX moderation_actions_page_newest ON moderation_actions (page_type, page_id, created_at DESC, id DESC);
-- The action taken on a reported post or comment, and on a report (the queue's "action taken").
CREATE INDEX moderation_actions_subject ON moderation_actions (subject_type, subject_id, created_at DESC);
CREATE INDEX moderation_actions_report ON moderation_actions (report_id) WHERE report_id IS NOT NULL;

-- One appeal an action, by the member concerned.
CREATE TABLE moderation_appeals (
  id serial PRIMARY KEY,
  action_id integer NOT NULL UNIQUE REFERENCES moderation_actions (id) ON DELETE CASCADE,
  page_type text NOT NULL CHECK (page_type IN ('company', 'club')),
  page_id integer NOT NULL,
  member_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL
);
-- The page's appeals: waiting first, oldest first.
CREATE INDEX moderation_appeals_page ON moderation_appeals (page_type, page_id, (status <> 'pending'), created_at, id);

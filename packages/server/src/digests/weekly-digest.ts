import { mailLanguage } from '../accounts/recovery-mails.ts';
import type { Queryable } from '../db/database.ts';
import { type Language, render, t } from '../i18n/catalogue.ts';
import { MAILABLE } from '../notifications/email-frequency.ts';
import { preview } from '../notifications/kinds.ts';
import { composeDigestMail } from './digest-mail.ts';
import { type DigestDeps, MEMBER_BATCH, send } from './notice-mails.ts';

/** How far back the digest looks: the week before it is written. */
export const DIGEST_WINDOW_SECONDS = 7 * 24 * 3600;
/** Posts, requests and deals the digest names at most (each section says how many there are in all). */
export const DIGEST_ITEMS = 3;

/** What a member's weekly digest holds (digests/weekly-digest.ts `digestContent`). */
export interface DigestContent {
  /** The network's posts of the week with the most likes, comments and shares together. */
  posts: { id: number; author: string; text: string; likes: number; comments: number; shares: number }[];
  /** Connection requests received this week and still waiting. */
  requests: { count: number; names: string[] };
  /** Deals posted this week by the companies the member follows. */
  deals: { count: number; items: { id: number; title: string; company: string }[] };
  /** Unread messages over all the member's conversations. */
  unreadMessages: number;
}

/** True when the digest has nothing to say: it is not sent. */
export const emptyDigest = (content: DigestContent): boolean =>
  content.posts.length === 0 && content.requests.count === 0 && content.deals.count === 0 && content.unreadMessages === 0;

/** SQL: the connections of member $1 (either side of an accepted friendship), through friendships_connected_*. */
const CONNECTIONS = `SELECT f.friend_id FROM friendships f WHERE f.user_id = $1 AND f.status IN ('accept', 'friends') AND f.deleted_at IS NULL
  UNION ALL SELECT f.user_id FROM friendships f WHERE f.friend_id = $1 AND f.status IN ('accept', 'friends') AND f.deleted_at IS NULL`;

/**
 * ONE statement: a member's digest for the week before now. Top posts: their connections' own posts of the week that
 * the network may see (public or for connections; neither deleted nor hidden), by likes + comments + shares, through
 * posts_owner_newest; requests: pending ones received this week (friendships_receiver); deals: this week's live deals
 * of followed companies (company_followers_user, deals_company); unread: as GET /chat-room/unread/total counts it.
 */
export async function digestContent(db: Queryable, memberId: number): Promise<DigestContent> {
  const [row] = await db.query<{
    posts: { id: number; author: string; body: string; title: string | null; likes: number; comments: number; shares: number }[];
    requests: number;
    names: string[] | null;
    deals: number;
    deal_items: { id: number; title: string; company: string }[];
    unread: number;
  }>(
    `WITH since AS (SELECT now() - make_interval(secs => $2) AS at),
          week_requests AS (
            SELECT f.created_at, trim(s.first_name || ' ' || s.last_name) AS name FROM friendships f JOIN users s ON s.id = f.user_id
             WHERE f.friend_id = $1 AND f.status = 'pending_first_second' AND f.deleted_at IS NULL
               AND f.created_at > (SELECT at FROM since) AND s.status NOT IN ('suspended', 'deleted')),
          week_deals AS (
            SELECT d.id, d.title, c.name AS company, d.created_at FROM company_followers cf
              JOIN deals d ON d.company_id = cf.company_id AND d.deleted_at IS NULL AND d.hidden_at IS NULL
              JOIN companies c ON c.id = d.company_id AND c.hidden_at IS NULL
             WHERE cf.user_id = $1 AND d.created_at > (SELECT at FROM since))
     SELECT (SELECT coalesce(json_agg(x ORDER BY x.score DESC, x.id DESC), '[]') FROM (
               SELECT p.id, trim(a.first_name || ' ' || a.last_name) AS author, p.body, p.title, p.likes_count AS likes,
                      p.comments_count AS comments, p.shares_count AS shares, p.likes_count + p.comments_count + p.shares_count AS score
                 FROM posts p JOIN users a ON a.id = p.author_id
                WHERE p.author_type = 'user' AND p.owner_id IN (${CONNECTIONS}) AND p.deleted_at IS NULL AND p.hidden_at IS NULL
                  AND p.visible IN ('public', 'connections') AND p.created_at > (SELECT at FROM since)
                  AND a.status NOT IN ('suspended', 'deleted')
                ORDER BY score DESC, p.id DESC LIMIT $3) x) AS posts,
            (SELECT count(*)::int FROM week_requests) AS requests,
            (SELECT array_agg(r.name ORDER BY r.created_at DESC) FROM (SELECT * FROM week_requests ORDER BY created_at DESC LIMIT $3) r) AS names,
            (SELECT count(*)::int FROM week_deals) AS deals,
            (SELECT coalesce(json_agg(json_build_object('id', w.id, 'title', w.title, 'company', w.company) ORDER BY w.created_at DESC, w.id DESC), '[]')
               FROM (SELECT * FROM week_deals ORDER BY created_at DESC, id DESC LIMIT $3) w) AS deal_items,
            (SELECT coalesce(sum(r.last_sequence - p.last_read_sequence) FILTER (WHERE r.last_sequence > p.last_read_sequence), 0)::int
               FROM chat_room_members p JOIN chat_rooms r ON r.id = p.room_id WHERE p.user_id = $1 AND NOT p.is_deleted) AS unread`,
    [memberId, DIGEST_WINDOW_SECONDS, DIGEST_ITEMS],
  );
  return {
    posts: (row?.posts ?? []).map((post) => ({
      id: post.id,
      author: post.author,
      text: preview(post.title || post.body) || '…',
      likes: post.likes,
      comments: post.comments,
      shares: post.shares,
    })),
    requests: { count: row?.requests ?? 0, names: row?.names ?? [] },
    deals: { count: row?.deals ?? 0, items: row?.deal_items ?? [] },
    unreadMessages: row?.unread ?? 0,
  };
}

/** The digest's paragraphs in the member's language, each item with its link into the app. */
export function digestParagraphs(content: DigestContent, name: string, language: Language, link: (path: string) => string): string[] {
  const say = (key: Parameters<typeof t>[0], params?: Parameters<typeof t>[1]) => render(t(key, params), language);
  const paragraphs = [say('digest.weekly_intro', { name })];
  if (content.posts.length > 0) {
    paragraphs.push(
      [
        say('digest.top_posts'),
        ...content.posts.map(
          (post) =>
            `• ${say('digest.post_line', { author: post.author, text: post.text, likes: post.likes, comments: post.comments, shares: post.shares })}\n${link(`/post/${post.id}`)}`,
        ),
      ].join('\n'),
    );
  }
  if (content.requests.count > 0) {
    paragraphs.push(
      [
        say('digest.requests', { count: content.requests.count }),
        ...content.requests.names.map((who) => `• ${who}`),
        link('/network/received'),
      ].join('\n'),
    );
  }
  if (content.deals.count > 0) {
    paragraphs.push(
      [
        `${say('digest.deals')} (${content.deals.count})`,
        ...content.deals.items.map(
          (deal) => `• ${say('digest.deal_line', { company: deal.company, title: deal.title })}\n${link(`/deals/${deal.id}`)}`,
        ),
      ].join('\n'),
    );
  }
  if (content.unreadMessages > 0)
    paragraphs.push(`${say('digest.unread_messages', { count: content.unreadMessages })}\n${link('/message')}`);
  return paragraphs;
}

/** The mail of `mail_periods_sent` for the weekly digest. */
export const WEEKLY_DIGEST_MAIL = 'weekly_digest';

/**
 * The weekly digest for one period (the `digests.weekly` job): one mail per mailable member with the digest on and
 * something to say, in their language. The period is recorded in the transaction that queues the mail: a job run
 * twice, or again after a crash, sends nobody the same week twice. Answers how many were queued.
 */
export async function sendWeeklyDigests(deps: DigestDeps, period: number): Promise<number> {
  let sent = 0;
  let after = 0;
  for (;;) {
    const members = await deps.db.query<{ id: number; email: string; first_name: string; language: string }>(
      `SELECT u.id, u.email, u.first_name, u.default_language AS language
         FROM users u LEFT JOIN member_mail_settings s ON s.user_id = u.id
        WHERE u.id > $1 AND ${MAILABLE('u', 's')} AND coalesce(s.weekly_digest, true)
          AND NOT EXISTS (SELECT 1 FROM mail_periods_sent m WHERE m.user_id = u.id AND m.mail = $2 AND m.period = $3)
        ORDER BY u.id LIMIT $4`,
      [after, WEEKLY_DIGEST_MAIL, period, MEMBER_BATCH],
    );
    for (const member of members) {
      const content = await digestContent(deps.db, member.id);
      if (emptyDigest(content)) continue;
      const language = mailLanguage(member.language);
      const unsubscribeUrl = await deps.links.unsubscribe(member.id, 'digest');
      const queued = await deps.db.transaction(async (tx) => {
        const recorded = await tx.query(
          'INSERT INTO mail_periods_sent (user_id, mail, period) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id',
          [member.id, WEEKLY_DIGEST_MAIL, period],
        );
        if (recorded.length === 0) return false;
        await send(
          deps,
          tx,
          composeDigestMail({
            to: member.email,
            language,
            subject: t('digest.weekly_subject'),
            paragraphs: digestParagraphs(content, member.first_name, language, (path) => deps.links.app(language, path)),
            action: { label: t('digest.weekly_action'), url: deps.links.app(language, '/') },
            unsubscribeUrl,
            settingsUrl: deps.links.settings(language),
          }),
        );
        return true;
      });
      if (queued) sent += 1;
    }
    const last = members.at(-1);
    if (!last || members.length < MEMBER_BATCH) return sent;
    after = last.id;
  }
}

import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { acceptedLanguage, isLanguage, type Language, t } from '../i18n/catalogue.ts';
import { emailFrequency } from './email-frequency.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from './kinds.ts';
import { allowedPushEndpoint } from './push.ts';
import {
  Notification,
  NotificationPreferences,
  PreferencesBody,
  PushSubscriptionBody,
  PushSubscriptionCreated,
  PushSubscriptionParams,
  SeenAnswer,
  SeenBody,
  UnreadTotal,
  VapidPublicKey,
} from './schemas.ts';
import { type NotificationColumns, notificationJson, notificationView } from './views.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;
const tags = ['notifications'];
const auth = { auth: 'required' as const };

/** SQL: the unread total of member $1 (through notifications_open_group, which holds exactly the unread rows). */
const UNREAD_SQL = 'SELECT count(*)::int AS total FROM notifications WHERE recipient_id = $1 AND seen_at IS NULL';

/** A base64url value's bytes, or null when it is not one. */
function base64UrlBytes(value: string): Buffer | null {
  const bytes = Buffer.from(value, 'base64url');
  return bytes.toString('base64url') === value.replace(/=+$/, '') ? bytes : null;
}

/** The notification centre, its preferences and Web Push subscriptions (docs/notifications.md). */
export function notificationRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  const languageFor = (header: string | undefined, saved: string | null | undefined): Language =>
    acceptedLanguage(header) ?? (isLanguage(saved) ? saved : 'en');

  async function unreadTotal(userId: number): Promise<number> {
    return (await first<{ total: number }>(db, UNREAD_SQL, [userId]))?.total ?? 0;
  }

  /** ONE statement: every kind's choices (stored, else the defaults) and the member's e-mail switches (docs/digests.md). */
  async function preferences(userId: number): Promise<NotificationPreferences> {
    const row = await first<{
      items: { kind: NotificationKind; in_app: boolean; push: boolean; email: string | null }[];
      weekly_digest: boolean | null;
      email_off: boolean | null;
    }>(
      db,
      `SELECT (SELECT coalesce(json_agg(json_build_object('kind', kind, 'in_app', in_app, 'push', push, 'email', email)), '[]')
                 FROM notification_preferences WHERE user_id = $1) AS items,
              s.weekly_digest, s.email_off_at IS NOT NULL AS email_off
         FROM (SELECT 1) one LEFT JOIN member_mail_settings s ON s.user_id = $1`,
      [userId],
    );
    const stored = new Map((row?.items ?? []).map((item) => [item.kind, item]));
    return {
      items: NOTIFICATION_KINDS.map((kind) => ({
        kind,
        inApp: stored.get(kind)?.in_app ?? true,
        push: stored.get(kind)?.push ?? true,
        email: emailFrequency(kind, stored.get(kind)?.email),
      })),
      weeklyDigest: row?.weekly_digest ?? true,
      emailEnabled: !(row?.email_off ?? false),
    };
  }

  app.get(
    '/notifications',
    {
      config: auth,
      schema: {
        operationId: 'notifications',
        tags,
        summary: `My notifications, latest activity first (${NOTIFICATIONS_PAGE_SIZE} a page); unread ones of the same kind and subject are merged (“Ada and 3 others liked your post”).`,
        querystring: PageQuery(NOTIFICATIONS_PAGE_SIZE),
        response: { 200: Paged(Notification) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const window = pageWindow(request.query, NOTIFICATIONS_PAGE_SIZE);
      // ONE statement (docs/performance.md "Notifications"): the total and the page through notifications_recipient_newest.
      const row = await first<{ total: number; language: string | null; items: NotificationColumns[] }>(
        db,
        `SELECT (SELECT count(*)::int FROM notifications c WHERE c.recipient_id = $1) AS total,
                (SELECT default_language FROM users WHERE id = $1) AS language,
                (SELECT coalesce(json_agg(x.item ORDER BY x.updated_at DESC, x.id DESC), '[]') FROM (
                   SELECT n.id, n.updated_at, ${notificationJson('n')} AS item FROM notifications n WHERE n.recipient_id = $1
                    ORDER BY n.updated_at DESC, n.id DESC LIMIT $2 OFFSET $3) x) AS items`,
        [viewer.userId, window.limit, window.offset],
      );
      const language = languageFor(request.headers['accept-language'], row?.language);
      const baseUrl = publicBaseUrl(request, config);
      return {
        items: (row?.items ?? []).map((item) => notificationView(item, baseUrl, language)),
        total: row?.total ?? 0,
        page: window.page,
        limit: window.limit,
      };
    },
  );

  app.post(
    '/notifications/seen',
    {
      config: auth,
      schema: {
        operationId: 'markNotificationsSeen',
        tags,
        summary:
          'Mark notifications seen: the given ids (404 when one is not mine; nothing changes then), or every one when `ids` is left out. Answers how many changed and the unread left.',
        body: SeenBody,
        response: { 200: SeenAnswer },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const ids = request.body.ids ? [...new Set(request.body.ids)] : null;
      const row = await first<{ found: number; updated: number; total: number }>(
        db,
        `WITH found AS (SELECT count(*)::int AS n FROM notifications WHERE id = ANY($2::int[]) AND recipient_id = $1),
              done AS (UPDATE notifications SET seen_at = now()
                        WHERE recipient_id = $1 AND seen_at IS NULL
                          AND ($2::int[] IS NULL OR (id = ANY($2::int[]) AND (SELECT n FROM found) = $3::int)) RETURNING 1)
         SELECT (SELECT n FROM found) AS found, (SELECT count(*)::int FROM done) AS updated,
                (SELECT count(*)::int FROM notifications WHERE recipient_id = $1 AND seen_at IS NULL) - (SELECT count(*)::int FROM done) AS total`,
        [viewer.userId, ids, ids?.length ?? 0],
      );
      if (!row || (ids && row.found < ids.length)) throw notFound('notification');
      if (row.updated > 0) context.notifications.unreadChanged(viewer.userId, row.total);
      return { updated: row.updated, total: row.total };
    },
  );

  app.get(
    '/notifications/unread/total',
    {
      config: auth,
      schema: {
        operationId: 'notificationsUnreadTotal',
        tags,
        summary: 'How many of my notifications are unread (the bell’s number).',
        response: { 200: UnreadTotal },
      },
    },
    async (request) => ({ total: await unreadTotal(requireViewer(request).userId) }),
  );

  app.get(
    '/notifications/preferences',
    {
      config: auth,
      schema: {
        operationId: 'notificationPreferences',
        tags,
        summary:
          'For every kind, whether it shows in my notification centre (inApp) and is pushed to my browsers (push); both on unless I turned them off.',
        response: { 200: NotificationPreferences },
      },
    },
    async (request) => preferences(requireViewer(request).userId),
  );

  app.patch(
    '/notifications/preferences',
    {
      config: auth,
      schema: {
        operationId: 'updateNotificationPreferences',
        tags,
        summary:
          'Turn kinds on or off: each item changes the fields it gives. inApp off keeps the kind out of the centre, the live events and push alike; push off only stops the push. Answers every kind.',
        body: PreferencesBody,
        response: { 200: NotificationPreferences },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { items = [], weeklyDigest, emailEnabled } = request.body;
      const current = await preferences(viewer.userId);
      const merged = new Map(current.items.map((item) => [item.kind, item]));
      for (const change of items) {
        const item = merged.get(change.kind);
        if (item)
          merged.set(change.kind, {
            kind: change.kind,
            inApp: change.inApp ?? item.inApp,
            push: change.push ?? item.push,
            email: change.email ?? item.email,
          });
      }
      const changed = [...new Set(items.map((item) => item.kind))].flatMap((kind) => merged.get(kind) ?? []);
      if (changed.length > 0)
        await db.query(
          `INSERT INTO notification_preferences (user_id, kind, in_app, push, email)
           SELECT $1, x.kind, x.in_app, x.push, x.email FROM unnest($2::text[], $3::boolean[], $4::boolean[], $5::text[]) x (kind, in_app, push, email)
           ON CONFLICT (user_id, kind) DO UPDATE SET in_app = EXCLUDED.in_app, push = EXCLUDED.push, email = EXCLUDED.email, updated_at = now()`,
          [
            viewer.userId,
            changed.map((item) => item.kind),
            changed.map((item) => item.inApp),
            changed.map((item) => item.push),
            changed.map((item) => item.email),
          ],
        );
      const digest = weeklyDigest ?? current.weeklyDigest;
      const enabled = emailEnabled ?? current.emailEnabled;
      if (weeklyDigest !== undefined || emailEnabled !== undefined)
        await db.query(
          `INSERT INTO member_mail_settings (user_id, weekly_digest, email_off_at) VALUES ($1, $2, CASE WHEN $3::boolean THEN NULL ELSE now() END)
           ON CONFLICT (user_id) DO UPDATE SET weekly_digest = EXCLUDED.weekly_digest,
             email_off_at = CASE WHEN $3::boolean THEN NULL ELSE coalesce(member_mail_settings.email_off_at, now()) END, updated_at = now()`,
          [viewer.userId, digest, enabled],
        );
      return { items: [...merged.values()], weeklyDigest: digest, emailEnabled: enabled };
    },
  );

  app.get(
    '/notifications/push/public-key',
    {
      schema: {
        operationId: 'pushPublicKey',
        tags,
        summary: 'The server’s VAPID public key: pass it as applicationServerKey to PushManager.subscribe().',
        response: { 200: VapidPublicKey },
      },
    },
    async () => ({ publicKey: (await context.notifications.vapidKeys()).publicKey }),
  );

  app.post(
    '/notifications/push-subscriptions',
    {
      config: auth,
      schema: {
        operationId: 'createPushSubscription',
        tags,
        summary:
          'Register this browser’s Web Push subscription (PushSubscription.toJSON()): 201 with its id and a welcome push when new, 200 when known. Send the id as onesignal_player_id with PATCH /users/update/profile.',
        body: PushSubscriptionBody,
        response: { 200: PushSubscriptionCreated, 201: PushSubscriptionCreated },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { endpoint, keys } = request.body;
      if (!allowedPushEndpoint(endpoint, config.pushAllowHosts))
        throw badRequest(t('notification.invalid_endpoint'), { endpoint: t('notification.invalid_endpoint') });
      const p256dh = base64UrlBytes(keys.p256dh);
      const secret = base64UrlBytes(keys.auth);
      if (p256dh?.length !== 65 || p256dh[0] !== 4) throw badRequest(t('notification.invalid_keys'), { 'keys.p256dh': t('field.invalid') });
      if (secret?.length !== 16) throw badRequest(t('notification.invalid_keys'), { 'keys.auth': t('field.invalid') });
      const row = await first<{ id: string; inserted: boolean; language: string }>(
        db,
        `WITH s AS (
           INSERT INTO push_subscriptions AS s (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
           ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
             created_at = CASE WHEN s.user_id = EXCLUDED.user_id THEN s.created_at ELSE now() END
           RETURNING s.id, (s.xmax = 0) AS inserted)
         SELECT s.id, s.inserted, u.default_language AS language FROM s JOIN users u ON u.id = $1`,
        [viewer.userId, endpoint, keys.p256dh, keys.auth],
      );
      if (!row) throw notFound('member');
      if (row.inserted) {
        const language = languageFor(request.headers['accept-language'], row.language);
        await context.notifications.welcome({ id: row.id, endpoint, p256dh: keys.p256dh, auth: keys.auth }, language);
      }
      reply.code(row.inserted ? 201 : 200);
      return { id: row.id };
    },
  );

  app.delete(
    '/notifications/push-subscriptions/:id',
    {
      config: auth,
      schema: {
        operationId: 'deletePushSubscription',
        tags,
        summary: 'Stop pushing to one of my browsers (on sign-out or when the member turns push off there). 404 when it is not mine.',
        params: PushSubscriptionParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const rows = await db.query(
        `WITH gone AS (DELETE FROM push_subscriptions WHERE id = $2::uuid AND user_id = $1 RETURNING id)
         UPDATE users SET onesignal_player_id = CASE WHEN onesignal_player_id = $2::text THEN NULL ELSE onesignal_player_id END
          WHERE id = $1 AND EXISTS (SELECT 1 FROM gone) RETURNING id`,
        [viewer.userId, request.params.id],
      );
      if (rows.length === 0) throw notFound('push_subscription');
      reply.code(204);
      return null;
    },
  );
}

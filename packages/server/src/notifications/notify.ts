import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { isLanguage, type Language, render, t } from '../i18n/catalogue.ts';
import type { Jobs } from '../jobs/runner.ts';
import { countPush } from '../ops/metrics.ts';
import { defaultEmailFrequency } from './email-frequency.ts';
import type { NotificationData, NotificationKind, SubjectType } from './kinds.ts';
import { allowedPushEndpoint, loadVapidKeys, type PushMessage, type PushTarget, sendPush, type VapidKeys } from './push.ts';
import type { Notification } from './schemas.ts';
import { type NotificationColumns, notificationJson, notificationView } from './views.ts';

/** What a producer tells `notify()` after its write. */
/**
 * Where a notification's live events go: the /chatx socket's publisher (chat/chat-events.ts), which server.ts
 * passes in. Named here by the two events notifications send, so that notifications need not know chat.
 */
export interface NotificationPublisher {
  publish(audience: readonly number[], event: 'notification:new', payload: { notification: Notification }): void;
  publish(audience: readonly number[], event: 'notification:unread', payload: { total: number }): void;
}

export interface NotifyInput {
  kind: NotificationKind;
  /** Members to tell; the actor, duplicates and unknown ids are left out. */
  recipients: readonly number[];
  /** The member who did it (null for the system: memberships, payouts). */
  actorId?: number | null;
  /** What it is about: with the kind, the group unread notifications merge in. */
  subject: { type: SubjectType; id: number };
  data?: NotificationData;
  /** The API's address, for default photos in the live event (publicBaseUrl(request, config)); PUBLIC_URL otherwise. */
  baseUrl?: string;
  /**
   * The event's own key, when the producer may notify it again (a chat message's send repeated after its process
   * died): merged again into the unread notification it was last merged into, it does not count twice, and its pushes
   * are queued once. Without it, each call is a new event.
   */
  event?: string;
}

/** The logger notify() reports failures to (Fastify's, once the app is built). */
export interface NotificationLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const silent: NotificationLog = { warn() {}, error() {} };

interface StoredRow {
  recipient_id: number;
  group_key: string;
  language: string;
  unread: number;
  /** The kind is e-mailed instantly to this recipient, who may be e-mailed (docs/digests.md). */
  email_now: boolean;
  notification: NotificationColumns;
  subscriptions: PushTarget[];
}

/**
 * ONE statement: the recipients (without the actor) whose preference keeps this kind in the centre, their
 * notification inserted or, when an unread one of the same group exists, merged into it (the actor moves to the
 * front of the latest three, counted once in notification_actors; count + 1; the latest data); the distinct actor
 * recorded. Answers each stored notification with the recipient's language, and their push subscriptions when push
 * is on for the kind.
 *
 * $1 recipients, $2 kind, $3 actor, $4 subject type, $5 subject id, $6 group key, $7 data, $8 the event's key (a
 * fan-out job's: the same event merged again, by a job run twice, does not count twice; null inline), $9 the kind's
 * default e-mail frequency (email_now: its instant e-mail is queued, digests/notice-mails.ts).
 */
const NOTIFY_SQL = `WITH r AS (
    SELECT u.id, u.default_language, coalesce(p.push, true) AS push,
           coalesce(p.email, $9::text) = 'instant' AND u.is_email_verified AND u.status NOT IN ('suspended', 'deleted')
             AND NOT EXISTS (SELECT 1 FROM member_mail_settings ms WHERE ms.user_id = u.id AND ms.email_off_at IS NOT NULL) AS email_now
      FROM (SELECT DISTINCT x.id FROM unnest($1::int[]) x (id)) x JOIN users u ON u.id = x.id
      LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = $2::text
     WHERE u.id IS DISTINCT FROM $3::int AND coalesce(p.in_app, true)),
  up AS (
    INSERT INTO notifications AS n (recipient_id, kind, subject_type, subject_id, group_key, actor_ids, actors_count, data, last_event)
    SELECT r.id, $2::text, $4::text, $5::int, $6::text,
           CASE WHEN $3::int IS NULL THEN '{}'::int[] ELSE ARRAY[$3::int] END, CASE WHEN $3::int IS NULL THEN 0 ELSE 1 END, $7::jsonb, $8::text
      FROM r
    ON CONFLICT (recipient_id, group_key) WHERE seen_at IS NULL DO UPDATE SET
      actor_ids = CASE WHEN $3::int IS NULL THEN n.actor_ids ELSE (array_prepend($3::int, array_remove(n.actor_ids, $3::int)))[1:3] END,
      actors_count = n.actors_count + CASE WHEN $3::int IS NULL
        OR EXISTS (SELECT 1 FROM notification_actors na WHERE na.notification_id = n.id AND na.actor_id = $3::int) THEN 0 ELSE 1 END,
      count = n.count + CASE WHEN $8::text IS NOT NULL AND n.last_event IS NOT DISTINCT FROM $8::text THEN 0 ELSE 1 END,
      data = EXCLUDED.data,
      last_event = EXCLUDED.last_event,
      updated_at = now()
    RETURNING n.*, (n.xmax = 0) AS inserted),
  actors AS (
    INSERT INTO notification_actors (notification_id, actor_id) SELECT up.id, $3::int FROM up WHERE $3::int IS NOT NULL
    ON CONFLICT (notification_id, actor_id) DO UPDATE SET created_at = now() RETURNING 1)
  SELECT up.recipient_id, up.group_key, r.default_language AS language, r.email_now,
         (SELECT count(*)::int FROM notifications o WHERE o.recipient_id = up.recipient_id AND o.seen_at IS NULL)
           + CASE WHEN up.inserted THEN 1 ELSE 0 END AS unread,
         ${notificationJson('up')} AS notification,
         CASE WHEN r.push THEN (SELECT coalesce(json_agg(json_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh,
                'auth', s.auth) ORDER BY s.created_at), '[]') FROM push_subscriptions s WHERE s.user_id = up.recipient_id)
              ELSE '[]' END AS subscriptions
    FROM up JOIN r ON r.id = up.recipient_id`;

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en');

/** The job that sends one notification's instant e-mail (handled in digests/routes.ts, docs/digests.md). */
export const NOTICE_MAIL_JOB = 'mail.notice';

/** The job that sends one Web Push to one subscription (docs/jobs.md). */
export const PUSH_JOB = 'push.send';

interface PushJob {
  subscriptionId: string;
  message: PushMessage;
}

/** The job that writes one event's notifications to many recipients (docs/jobs.md "Notification fan-out"). */
export const FAN_OUT_JOB = 'notifications.fan-out';

/** Up to this many recipients, notify() writes inline (the producer's answer sees them); beyond it, a fan-out job does. */
export const FAN_OUT_INLINE = 50;
/** Recipients a fan-out job writes per statement. */
const FAN_OUT_BATCH = 500;

interface FanOutJob {
  input: NotifyInput;
  /** The event's key: the notifications' last_event and the pushes' job keys, so a rerun changes nothing. */
  event: string;
}

/**
 * The notification centre's engine (docs/notifications.md): producers call `notify()` after their write; it stores
 * (or merges) the notification, publishes `notification:new` and `notification:unread` to the recipient's sockets,
 * and sends Web Push to their subscriptions in the background. It never throws: a failure is logged and the
 * producer's request goes on.
 */
export class Notifications {
  private log: NotificationLog = silent;
  private keys: Promise<VapidKeys> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly config: ServerConfig,
    private readonly events: NotificationPublisher,
    private readonly jobs: Jobs,
  ) {
    jobs.handle<PushJob>(PUSH_JOB, (job) => this.push(job.payload), { leaseSeconds: 30 });
    jobs.handle<FanOutJob>(FAN_OUT_JOB, async ({ payload: { input, event } }) => {
      for (let start = 0; start < input.recipients.length; start += FAN_OUT_BATCH) {
        await this.deliver({ ...input, recipients: input.recipients.slice(start, start + FAN_OUT_BATCH) }, event);
      }
    });
  }

  /** Tells a member's open sockets their unread total changed (some marked seen): the live event of the seen route. */
  unreadChanged(recipientId: number, total: number): void {
    this.events.publish([recipientId], 'notification:unread', { total });
  }

  /** Reports failures to the app's logger. */
  useLog(log: NotificationLog): void {
    this.log = log;
  }

  /** The VAPID keys, read (or made, on the first start) once a process. */
  vapidKeys(): Promise<VapidKeys> {
    if (!this.keys) {
      this.keys = loadVapidKeys(this.db);
      this.keys.catch(() => {
        this.keys = null;
      });
    }
    return this.keys;
  }

  /** Stores, publishes and pushes; logs and returns on any failure. */
  async notify(input: NotifyInput): Promise<void> {
    try {
      // Many recipients (a busy room, a post mentioning many): written by a job, so the producer's answer does not wait.
      if (new Set(input.recipients).size > FAN_OUT_INLINE) {
        const event = input.event ?? randomUUID();
        await this.jobs.enqueue(FAN_OUT_JOB, { input, event } satisfies FanOutJob, { key: event });
        return;
      }
      await this.deliver(input, input.event ?? null);
    } catch (error) {
      this.log.error({ err: error, kind: input.kind, subject: input.subject }, 'notification not delivered');
    }
  }

  /** Logs a producer's failure (producers.ts). */
  report(error: unknown, kind: NotificationKind): void {
    this.log.error({ err: error, kind }, 'notification not delivered');
  }

  /** Resolves once no push is due or being sent (tests): a push waiting for its retry does not hold it. */
  async settled(): Promise<void> {
    await this.jobs.settled([PUSH_JOB]);
  }

  /** Queues the welcome push to one new subscription (SPEC §1: a welcome message once subscribed). */
  async welcome(target: PushTarget, language: Language): Promise<void> {
    await this.background(target, {
      title: render(t('notification.welcome_title'), language),
      body: render(t('notification.welcome_body'), language),
      url: this.appUrl(language, '/settings/notifications'),
      tag: 'welcome',
    });
  }

  private async deliver(input: NotifyInput, event: string | null): Promise<void> {
    const actor = input.actorId ?? null;
    const recipients = input.recipients.filter((id) => id !== actor);
    if (recipients.length === 0) return;
    const group = `${input.kind}:${input.subject.type}:${input.subject.id}`;
    const rows = await this.db.query<StoredRow>(NOTIFY_SQL, [
      recipients,
      input.kind,
      actor,
      input.subject.type,
      input.subject.id,
      group,
      JSON.stringify(input.data ?? {}),
      event,
      defaultEmailFrequency(input.kind),
    ]);
    const baseUrl = input.baseUrl ?? this.config.publicUrl ?? `http://${this.config.host}:${this.config.port}`;
    for (const row of rows) {
      const language = languageOf(row.language);
      const notification = notificationView(row.notification, baseUrl, language);
      this.events.publish([row.recipient_id], 'notification:new', { notification });
      this.events.publish([row.recipient_id], 'notification:unread', { total: row.unread });
      const message: PushMessage = {
        title: render(t('notification.push_title'), language),
        body: notification.text,
        url: this.appUrl(language, notification.url),
        tag: row.group_key,
      };
      for (const target of row.subscriptions) await this.background(target, message, event);
      if (row.email_now) await this.email(notification.id);
    }
  }

  /** The app address of a path in a language (English unprefixed, SPEC §1). */
  private appUrl(language: Language, path: string): string {
    const base = this.config.appUrl.replace(/\/+$/, '');
    return `${base}${language === 'en' ? '' : `/${language}`}${path}`;
  }

  /**
   * Queues the notification's instant e-mail (the `mail.notice` job of digests/routes.ts) after NOTICE_MAIL_DELAY_SECONDS:
   * one job per notification (its key), so events merged into it meanwhile go out in the same mail, and a notification
   * read by then sends none.
   */
  private async email(notificationId: number): Promise<void> {
    try {
      await this.jobs.enqueue(
        NOTICE_MAIL_JOB,
        { notificationId },
        { key: `notification:${notificationId}`, delaySeconds: this.config.noticeMailDelaySeconds },
      );
    } catch (error) {
      this.log.warn({ err: error, notification: notificationId }, 'notice mail not queued');
    }
  }

  /** Queues a push (the `push.send` job): it leaves in the background, retried with backoff when the service fails. */
  private async background(target: PushTarget, message: PushMessage, event: string | null = null): Promise<void> {
    if (!allowedPushEndpoint(target.endpoint, this.config.pushAllowHosts)) return;
    try {
      // A fan-out job run twice queues each push once: keyed by the event and the subscription.
      const key = event === null ? {} : { key: `${event}:${target.id}` };
      await this.jobs.enqueue(PUSH_JOB, { subscriptionId: target.id, message } satisfies PushJob, key);
    } catch (error) {
      this.log.warn({ err: error, subscription: target.id }, 'push not queued');
    }
  }

  /**
   * The `push.send` job: sends to the subscription as it is now (gone since: nothing to do; 404 or 410: dropped).
   * A network error or an error answer throws, and the queue retries with backoff until JOB_MAX_ATTEMPTS.
   */
  private async push({ subscriptionId, message }: PushJob): Promise<void> {
    const [target] = await this.db.query<PushTarget>('SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id = $1', [
      subscriptionId,
    ]);
    if (!target || !allowedPushEndpoint(target.endpoint, this.config.pushAllowHosts)) return;
    const keys = await this.vapidKeys();
    const outcome = await sendPush(target, message, keys, {
      subject: this.config.vapidSubject,
      ttlSeconds: this.config.pushTtlSeconds,
      timeoutMs: 10_000,
    }).catch((error: unknown) => {
      countPush('failed');
      throw error;
    });
    countPush(outcome);
    if (outcome === 'gone') await this.db.query('DELETE FROM push_subscriptions WHERE id = $1', [target.id]);
    else if (outcome === 'sent') await this.db.query('UPDATE push_subscriptions SET last_sent_at = now() WHERE id = $1', [target.id]);
    else throw new Error('the push service did not take the notification (an error answer)');
  }
}

/** What notify() needs of the server context. */
export interface NotifyContext {
  notifications: Notifications;
}

/**
 * The one call other modules make after their write (docs/notifications.md "Producers"): awaits the stored
 * notification and its live events, never throws, and leaves Web Push to the background.
 */
export function notify(context: NotifyContext, input: NotifyInput): Promise<void> {
  return context.notifications.notify(input);
}

declare module '../http/context.ts' {
  interface ServerContext {
    /** The notification centre: producers call notify(context, …) after their write (docs/notifications.md). */
    notifications: Notifications;
  }
}

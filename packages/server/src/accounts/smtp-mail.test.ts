import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, type DatabaseKind, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { freePort } from '../../test/postgres.ts';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { claimJobs, enqueueJob } from '../jobs/queue.ts';
import { MAIL_JOB, MailQueue } from './mail-queue.ts';

const APP_URL = 'https://app.dealgrow.test';
const MAIL_FROM = 'Dealgrow <hello@dealgrow.test>';
/** Retries in milliseconds, so a test waits for the SMTP server, not for the backoff. */
const FAST_RETRIES = { mailRetrySeconds: 0.02, mailRetryMaxSeconds: 0.1, jobPollSeconds: 0.5 };

/** A server that sends its mail over SMTP (SMTP_URL), not to the outbox the other tests read. */
const startSmtpServer = (kind: DatabaseKind, smtpUrl: string) =>
  startTestServer(kind, { smtpUrl, mailFrom: MAIL_FROM, appUrl: APP_URL, mailer: undefined, ...FAST_RETRIES });

const to = (email: string) => (mail: CaughtMail) => mail.to === email;

/** The link of a mail's text part that leads into the app. */
function linkIn(text: string): URL {
  const found = text.match(/https:\/\/app\.dealgrow\.test\S+/)?.[0];
  if (!found) throw new Error(`no app link in: ${text}`);
  return new URL(found);
}

/** The mail rows of the queue for an address. */
const queued = (t: TestServer, email: string) =>
  t.server.db.query<{ message_id: string; attempts: number; delivered_at: Date | null; last_error: string | null }>(
    'SELECT message_id, attempts, delivered_at, last_error FROM mail_queue WHERE recipient = $1 ORDER BY id',
    [email],
  );

describe.each(productionDatabase)('mail over SMTP on %s', (kind) => {
  describe('with the SMTP server up', () => {
    let catcher: SmtpCatcher;
    let t: TestServer;
    beforeAll(async () => {
      catcher = await startSmtpCatcher();
      t = await startSmtpServer(kind, catcher.url);
    });
    afterAll(async () => {
      await t?.close();
      await catcher?.close();
    });

    it('delivers the sign-up mail in English, text and HTML, and its link verifies the account', async () => {
      const member = await signUp(t.url);
      const mail = await catcher.next(to(member.email));

      expect(mail.subject).toBe('Verify your e-mail address for Dealgrow');
      expect(mail.from).toBe('"Dealgrow" <hello@dealgrow.test>');
      expect(mail.language).toBe('en');
      expect(mail.messageId).toMatch(/^<[\w-]+@dealgrow\.test>$/);
      expect(mail.text).toContain('Hello Test,');
      expect(mail.text).toContain('Dealgrow — Interact. Deal. Grow');
      const link = linkIn(mail.text);
      expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/auth/verify-email`);
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).toContain('>Dealgrow</td>');
      expect(mail.html).toContain('>Verify my address</a>');
      expect(mail.html).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`);

      // The app's page at the link sends its token to the API (packages/app/src/screens/verify-email.tsx).
      const token = link.searchParams.get('token') ?? '';
      const verified = await call(t.url, 'POST', '/auth/verify-email', { body: { token } });
      expect(verified.status).toBe(200);
      expect(verified.body.user.is_email_verified).toBe(true);
      const again = await call(t.url, 'POST', '/auth/verify-email', { body: { token } });
      expect(again.status).toBe(400);
    });

    it('writes to a member who chose French in French, with a link into the French app', async () => {
      const member = await signUp(t.url, { lang: 'fr', firstName: 'Élodie' });
      const mail = await catcher.next(to(member.email));

      expect(mail.subject).toBe('Vérifiez votre adresse e-mail pour Dealgrow');
      expect(mail.language).toBe('fr');
      expect(mail.text).toContain('Bonjour Élodie,');
      expect(mail.text).toContain('Dealgrow — Interagir. Conclure. Grandir');
      const link = linkIn(mail.text);
      expect(link.pathname).toBe('/fr/auth/verify-email');
      expect(mail.html).toContain('<html lang="fr">');
      expect(mail.html).toContain('>Vérifier mon adresse</a>');
      expect(mail.html).toContain('Si le bouton ne fonctionne pas');

      const verified = await call(t.url, 'POST', '/auth/verify-email', { body: { token: link.searchParams.get('token') } });
      expect(verified.status).toBe(200);
      expect(verified.body.user.is_email_verified).toBe(true);
    });

    it('sends the password reset, in Turkish for a Turkish member, through SMTP too', async () => {
      const member = await signUp(t.url, { lang: 'tr' });
      await catcher.next(to(member.email));
      const asked = await call(t.url, 'POST', '/auth/forgot-password', { body: { email: member.email } });
      expect(asked.status).toBe(202);
      const mail = await catcher.next((caught) => caught.to === member.email && caught.subject.includes('şifre'));
      expect(mail.subject).toBe('Dealgrow için yeni bir şifre seçin');
      expect(linkIn(mail.text).pathname).toBe('/tr/auth/reset-password');
      expect(mail.html).toContain('>Yeni bir şifre seç</a>');
    });

    it('gives up at once on a recipient the SMTP server refuses for good', async () => {
      const refusing = await startSmtpCatcher({ refuse: (address) => address.startsWith('refused') });
      const server = await startSmtpServer(kind, refusing.url);
      try {
        const member = await signUp(server.url, { email: `refused${Date.now()}@gmail.com` });
        const fence = await signUp(server.url);
        await refusing.next(to(fence.email));
        await expect
          .poll(
            async () =>
              (
                await server.server.db.query<{ failed: boolean }>(
                  'SELECT failed_at IS NOT NULL AS failed FROM mail_queue WHERE recipient = $1',
                  [member.email],
                )
              )[0]?.failed,
          )
          .toBe(true);
        const [row] = await queued(server, member.email);
        expect(row?.attempts).toBe(1);
        expect(row?.last_error).toMatch(/550|No such mailbox/);
      } finally {
        await server.close();
        await refusing.close();
      }
    });
  });

  describe('with the SMTP server down', () => {
    let t: TestServer | undefined;
    let catcher: SmtpCatcher | undefined;
    afterEach(async () => {
      await t?.close();
      await catcher?.close();
    });

    it('keeps the mail until the SMTP server is back, then delivers it once', async () => {
      const port = await freePort();
      t = await startSmtpServer(kind, `smtp://127.0.0.1:${port}`);
      const server = t;
      const member = await signUp(server.url);
      // The attempts fail (nothing listens on the port) and the mail waits in the queue.
      await expect.poll(async () => (await queued(server, member.email))[0]?.attempts ?? 0).toBeGreaterThanOrEqual(2);
      const [waiting] = await queued(server, member.email);
      expect(waiting?.delivered_at).toBeNull();
      expect(waiting?.last_error).toBeTruthy();

      catcher = await startSmtpCatcher({ port });
      const mail = await catcher.next(to(member.email));
      expect(mail.messageId).toBe(waiting?.message_id);
      await expect.poll(async () => (await queued(server, member.email))[0]?.delivered_at).not.toBeNull();

      // A later mail through the same delivery: once it is in, an extra copy of the first would be too.
      const fence = await signUp(server.url);
      await catcher.next(to(fence.email));
      expect([...catcher.countsByMessageId().values()]).toEqual([1, 1]);
      expect(linkIn(mail.text).pathname).toBe('/auth/verify-email');
    });
  });

  describe('the queue', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(kind);
    });
    afterAll(async () => t?.close());

    it('hands a mail’s delivery job to one claim at a time, and again once the lease runs out (a crash mid-send)', async () => {
      const jobs = {
        enqueue: (name: string, payload: unknown, options: { key: string }) =>
          enqueueJob(t.server.db, name, payload, { ...options, maxAttempts: 5 }),
      };
      const queue = new MailQueue(t.server.db, 'dealgrow.test', jobs);
      const messageId = await queue.add({ to: 'lease@gmail.com', subject: 'Lease', text: 'Hello', language: 'en' });
      const [mail] = await t.server.db.query<{ id: number }>('SELECT id FROM mail_queue WHERE message_id = $1', [messageId]);
      const leases = new Map([[MAIL_JOB, 0.2]]);
      const claim = (token: string) => claimJobs(t.server.db, leases, 10, token);

      // The server's own runner stopped: the claims below are the only ones.
      await t.server.jobs.stop();
      const [first, second] = await Promise.all([claim('one'), claim('two')]);
      const claimed = [...first, ...second].filter((job) => job.name === MAIL_JOB);
      expect(claimed.map((job) => [job.payload, job.key, job.attempts])).toEqual([[{ mailId: mail?.id }, String(mail?.id), 1]]);
      expect(await claim('three')).toEqual([]);

      // Nobody recorded an outcome: past the lease the same job is claimed again, and the mail keeps its Message-ID.
      await expect.poll(async () => (await claim('four')).map((job) => [job.key, job.attempts])).toEqual([[String(mail?.id), 2]]);
      const taken = await queue.take(mail?.id ?? 0);
      expect(taken?.messageId).toBe(messageId);
      await queue.delivered(mail?.id ?? 0);
      // A delivery job run again after that (at least once) finds nothing to send.
      expect(await queue.take(mail?.id ?? 0)).toBeUndefined();
    });

    it('gives a delivery job to mail an older server queued without one, once, and leaves a mail it is sending to it', async () => {
      const queue = new MailQueue(t.server.db, 'dealgrow.test');
      // As the version before the job queue queued mail: a row, no job; then its loop claimed it for a minute.
      const [old] = await t.server.db.query<{ id: number }>(
        `INSERT INTO mail_queue (message_id, recipient, subject, text_body, claimed_until)
         VALUES ('<old@dealgrow.test>', 'old@gmail.com', 'Old', 'Hello', now() + interval '1 minute') RETURNING id`,
      );
      const jobsOf = () => t.server.db.query('SELECT id FROM jobs WHERE name = $1 AND key = $2', [MAIL_JOB, String(old?.id)]);
      expect(await jobsOf()).toHaveLength(0);
      expect(await queue.adoptOrphans(10)).toBeGreaterThanOrEqual(1);
      expect(await jobsOf()).toHaveLength(1);
      expect(await queue.adoptOrphans(10)).toBe(0);
      // The older server's claim holds: the job finds nothing to send until it ends.
      expect(await queue.take(old?.id ?? 0)).toBeUndefined();
      await t.server.db.query('UPDATE mail_queue SET claimed_until = NULL WHERE id = $1', [old?.id]);
      expect((await queue.take(old?.id ?? 0))?.messageId).toBe('<old@dealgrow.test>');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { freePort } from '../../test/postgres.ts';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { notify } from '../notifications/notify.ts';
import { DAILY_JOB, WEEKLY_JOB } from './routes.ts';

const APP_URL = 'https://app.dealgrow.test';

/** The header line as the SMTP server received it (mailparser folds List-* headers into an object). */
const header = (mail: CaughtMail, name: string) =>
  mail.parsed.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');

/** The List-Unsubscribe address of a mail. */
const unsubscribeUrl = (mail: CaughtMail) => {
  const found = /<([^>]+)>/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1];
  if (!found) throw new Error('no List-Unsubscribe header');
  return new URL(found);
};

describe.each(productionDatabase)('e-mail digests and notice mail on %s', (kind) => {
  let catcher: SmtpCatcher;
  let t: TestServer;
  let api: string;
  let period = 2900;

  /** A member with a verified address (addMember's are unverified), in a language. */
  const mailable = async (firstName: string, language = 'en') => {
    const member = await addMember(t.server.db, { firstName, lastName: 'Digest' });
    await t.server.db.query('UPDATE users SET is_email_verified = true, default_language = $2 WHERE id = $1', [member.id, language]);
    return member;
  };
  const emailOf = (member: TestMember) => `${member.username}@example.org`;
  /** Runs a scheduled mail job now for a new period (or the one given) and waits for its mail to leave. */
  const runJob = async (name: string, at = ++period) => {
    const id = await t.server.jobs.enqueue(name, { period: at }, { key: `test-${at}-${Math.random()}` });
    if (id === null) throw new Error('not enqueued');
    expect(await t.server.jobs.finished(id)).toBe('done');
    await t.server.jobs.settled();
    return at;
  };
  const queuedTo = async (member: TestMember, subject?: string) =>
    (
      await t.server.db.query<{ subject: string }>('SELECT subject FROM mail_queue WHERE recipient = $1 ORDER BY id', [emailOf(member)])
    ).filter((row) => subject === undefined || row.subject === subject).length;
  const newPost = async (author: TestMember, body: string) => {
    const answer = await sendForm(t.url, 'POST', '/post/body-post', { token: author.token, fields: { body } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as { id: number }).id;
  };

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    t = await startTestServer(kind, {
      smtpUrl: catcher.url,
      mailFrom: 'Dealgrow <hello@dealgrow.test>',
      appUrl: APP_URL,
      mailer: undefined,
      port,
      publicUrl: api,
      noticeMailDelaySeconds: 0,
      mailRetrySeconds: 0.02,
      mailRetryMaxSeconds: 0.1,
      readCacheSeconds: 0,
    });
  });
  afterAll(async () => {
    await t?.close();
    await catcher?.close();
  });

  it('refuses anonymous callers on the preference routes; a member reads and changes each kind’s e-mail frequency', async () => {
    expect((await call(t.url, 'GET', '/notifications/preferences')).status).toBe(401);
    expect((await call(t.url, 'PATCH', '/notifications/preferences', { body: { weeklyDigest: false } })).status).toBe(401);

    const eve = await addMember(t.server.db, { firstName: 'Eve' });
    const read = await as(t.url, eve)('GET', '/notifications/preferences');
    expect(read.status).toBe(200);
    expect(read.body.weeklyDigest).toBe(true);
    expect(read.body.emailEnabled).toBe(true);
    const email = (body: { items: { kind: string; email: string }[] }, of: string) => body.items.find((item) => item.kind === of)?.email;
    expect(email(read.body, 'connection_request')).toBe('instant');
    expect(email(read.body, 'post_liked')).toBe('weekly');
    expect(email(read.body, 'post_commented')).toBe('daily');

    // An old client sends inApp / push only: the e-mail frequency stays.
    const old = await as(t.url, eve)('PATCH', '/notifications/preferences', { items: [{ kind: 'post_liked', push: false }] });
    expect(old.status).toBe(200);
    expect(old.body.items.find((item: { kind: string }) => item.kind === 'post_liked')).toEqual({
      kind: 'post_liked',
      inApp: true,
      push: false,
      email: 'weekly',
    });
    const changed = await as(t.url, eve)('PATCH', '/notifications/preferences', {
      items: [{ kind: 'post_liked', email: 'never' }],
      weeklyDigest: false,
    });
    expect(changed.status).toBe(200);
    expect(email(changed.body, 'post_liked')).toBe('never');
    expect(changed.body.weeklyDigest).toBe(false);
    const again = await as(t.url, eve)('GET', '/notifications/preferences');
    expect(again.body).toEqual(changed.body);
    expect(again.body.items.find((item: { kind: string }) => item.kind === 'post_liked').push).toBe(false);

    const wrong = await as(t.url, eve)('PATCH', '/notifications/preferences', { items: [{ kind: 'post_liked', email: 'hourly' }] });
    expect(wrong.status).toBe(400);
  });

  it('sends the weekly digest in the member’s language with its content, links and one-click unsubscribe; once a week', async () => {
    const ada = await mailable('Ada', 'fr');
    const bob = await mailable('Bob');
    const cem = await mailable('Cem');
    const dan = await addMember(t.server.db, { firstName: 'Dan', lastName: 'Asks' });
    const nobody = await mailable('Nobody');
    await befriend(t.server.db, ada, bob);
    await befriend(t.server.db, bob, cem);
    const quiet = await newPost(bob, 'A quiet post');
    const top = await newPost(bob, 'Our best quarter yet');
    expect((await as(t.url, cem)('PUT', `/post/${top}/like`)).status).toBe(200);
    expect((await as(t.url, dan)('POST', '/member-connection/request', { id: ada.id })).status).toBeLessThan(300);
    const [company] = await t.server.db.query<{ id: number }>(
      "INSERT INTO companies (name, slug, owner_id) VALUES ('Acme Digest', $1, $2) RETURNING id",
      [`acme-digest-${period}`, cem.id],
    );
    await t.server.db.query('INSERT INTO company_followers (company_id, user_id) VALUES ($1, $2)', [company?.id, ada.id]);
    const [deal] = await t.server.db.query<{ id: number }>(
      "INSERT INTO deals (title, type, company_id, author_id) VALUES ('Bulk coffee', 'offer', $1, $2) RETURNING id",
      [company?.id, cem.id],
    );

    const week = await runJob(WEEKLY_JOB);
    const mail = await catcher.next((caught) => caught.to === emailOf(ada) && caught.subject === 'Votre semaine sur Dealgrow');
    expect(mail.language).toBe('fr');
    expect(mail.text).toContain('Bonjour Ada, voici votre semaine sur Dealgrow.');
    expect(mail.text).toContain('Les publications phares de votre réseau');
    // The most engaging post first.
    expect(mail.text.indexOf('Our best quarter yet')).toBeLessThan(mail.text.indexOf('A quiet post'));
    expect(mail.text).toContain('(j’aime : 1, commentaires : 0, partages : 0)');
    expect(mail.text).toContain(`${APP_URL}/fr/post/${top}`);
    expect(mail.text).toContain(`${APP_URL}/fr/post/${quiet}`);
    expect(mail.text).toContain('Nouvelles demandes de connexion : 1');
    expect(mail.text).toContain('• Dan Asks');
    expect(mail.text).toContain(`${APP_URL}/fr/network/received`);
    expect(mail.text).toContain('Acme Digest : Bulk coffee');
    expect(mail.text).toContain(`${APP_URL}/fr/deals/${deal?.id}`);
    expect(mail.text).toContain(`Gérer les préférences d’e-mail : ${APP_URL}/fr/settings/notifications`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(`href="${APP_URL}/fr/post/${top}"`);
    expect(mail.html).toContain('>Se désabonner</a>');

    // Its links work: the post and the deal it names open (the app reads them through these routes).
    expect((await as(t.url, ada)('GET', `/post/${top}`)).status).toBe(200);
    expect((await as(t.url, ada)('GET', `/deals/${deal?.id}`)).status).toBe(200);

    // RFC 8058 headers, and the link is this API's, signed for Ada's digest.
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeUrl(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${api}/mail/unsubscribe`);
    expect(link.searchParams.get('token')).toMatch(new RegExp(`^v1\\.${ada.id}\\.digest\\.`));
    expect(mail.text).toContain(`Se désabonner : ${link.href}`);

    // The same week again (the job run twice): nothing more. A member with nothing to read gets nothing.
    await runJob(WEEKLY_JOB, week);
    expect(await queuedTo(ada, 'Votre semaine sur Dealgrow')).toBe(1);
    expect(await queuedTo(cem, 'Your week on Dealgrow')).toBe(1);
    expect(await queuedTo(nobody, 'Your week on Dealgrow')).toBe(0);

    // The confirm page (GET) changes nothing; a forged token is refused with a message; the one-click POST, without any
    // session, stops the next digest.
    const page = await fetch(link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Ne plus envoyer le résumé hebdomadaire à cette adresse ?');
    expect(html).toContain('<form method="post"');
    const token = link.searchParams.get('token') ?? '';
    const forged = token.replace(`v1.${ada.id}.`, `v1.${bob.id}.`);
    const refused = await call(t.url, 'POST', `/mail/unsubscribe?token=${forged}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('This unsubscribe link is not valid');
    const tampered = await call(t.url, 'POST', `/mail/unsubscribe?token=${token.slice(0, -2)}xx`);
    expect(tampered.status).toBe(403);
    expect((await fetch(`${api}/mail/unsubscribe?token=${forged}`)).status).toBe(403);

    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({
      unsubscribed: 'digest',
      message: 'C’est fait : vous ne recevrez plus le résumé hebdomadaire.',
    });
    expect((await as(t.url, ada)('GET', '/notifications/preferences')).body.weeklyDigest).toBe(false);
    await newPost(bob, 'Another week, another post');
    await runJob(WEEKLY_JOB);
    expect(await queuedTo(ada, 'Votre semaine sur Dealgrow')).toBe(1);
    expect(await queuedTo(bob, 'Your week on Dealgrow')).toBe(0);
  });

  it('counts unread messages in the weekly digest: unread alone is worth a digest, read ones are not counted', async () => {
    const gul = await mailable('Gül', 'tr');
    const hal = await addMember(t.server.db, { firstName: 'Hal', lastName: 'Writes' });
    await befriend(t.server.db, gul, hal);
    const room = await as(t.url, hal)('POST', '/chat-room', { room_type: 'private', userId: gul.id });
    expect([200, 201], JSON.stringify(room.body)).toContain(room.status);
    for (const text of ['Merhaba Gül', 'Fiyat listesi ekte']) {
      expect((await as(t.url, hal)('POST', `/chat-room/${room.body.id}/chat-message`, { text })).status).toBe(201);
    }

    await runJob(WEEKLY_JOB);
    const weekly = 'Dealgrow’da haftanız';
    const mail = await catcher.next((caught) => caught.to === emailOf(gul) && caught.subject === weekly);
    expect(mail.language).toBe('tr');
    expect(mail.text).toContain('Okunmamış mesajlar: 2');
    expect(mail.text).toContain(`${APP_URL}/tr/message`);
    // Hal's own messages are not unread to him, and he has nothing else (his address is unverified too).
    expect(await queuedTo(hal)).toBe(0);

    // Read: the next week has nothing to tell her.
    expect((await as(t.url, gul)('POST', `/chat-room/${room.body.id}/chat-message/seen`, {})).status).toBe(200);
    await runJob(WEEKLY_JOB);
    expect(await queuedTo(gul, weekly)).toBe(1);
  });

  it('e-mails an instant notice, whose one-click link turns that kind’s e-mail off; the daily summary gathers the daily kinds', async () => {
    const gus = await mailable('Gus', 'tr');
    const hal = await mailable('Hal');
    expect((await as(t.url, hal)('POST', '/member-connection/request', { id: gus.id })).status).toBeLessThan(300);
    const mail = await catcher.next((caught) => caught.to === emailOf(gus) && caught.subject.includes('Hal Digest'));
    expect(mail.language).toBe('tr');
    expect(mail.text).toContain('Merhaba Gus,');
    expect(mail.text).toContain(`${APP_URL}/tr/network/received`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeUrl(mail);
    expect(link.searchParams.get('token')).toMatch(new RegExp(`^v1\\.${gus.id}\\.connection_request\\.`));
    const done = await call(t.url, 'POST', `${link.pathname}${link.search}`);
    expect(done.status).toBe(200);
    const preferences = await as(t.url, gus)('GET', '/notifications/preferences');
    expect(preferences.body.items.find((item: { kind: string }) => item.kind === 'connection_request')).toMatchObject({
      inApp: true,
      email: 'never',
    });

    // A comment is e-mailed in the day's summary (post_commented: daily by default), once.
    const post = await newPost(gus, 'Tell me what you think');
    expect((await as(t.url, hal)('POST', `/post/${post}/comments`, { body: 'Great news' })).status).toBe(201);
    const day = await runJob(DAILY_JOB);
    const summary = await catcher.next((caught) => caught.to === emailOf(gus) && caught.subject === 'Dealgrow’da bugünkü bildirimleriniz');
    expect(summary.text).toContain('Merhaba Gus, siz yokken olanlar:');
    expect(summary.text).toContain(`${APP_URL}/tr/post/${post}`);
    expect(unsubscribeUrl(summary).searchParams.get('token')).toMatch(new RegExp(`^v1\\.${gus.id}\\.daily\\.`));
    await runJob(DAILY_JOB, day);
    await runJob(DAILY_JOB);
    expect(await queuedTo(gus, 'Dealgrow’da bugünkü bildirimleriniz')).toBe(1);
  });

  it('e-mails nobody whose address is unverified, who is paused, or who turned all e-mail off', async () => {
    const sender = await mailable('Ivy');
    const unverified = await addMember(t.server.db, { firstName: 'Uma' });
    const paused = await mailable('Pia');
    await t.server.db.query("UPDATE users SET status = 'suspended' WHERE id = $1", [paused.id]);
    const off = await mailable('Oz');
    const fence = await mailable('Fay');
    const all = await as(t.url, off)('PATCH', '/notifications/preferences', { emailEnabled: false });
    expect(all.body.emailEnabled).toBe(false);
    const members = [unverified, paused, off, fence];
    for (const member of members) await befriend(t.server.db, sender, member);
    await newPost(sender, 'News for everyone');

    await notify(t.server, {
      kind: 'lead_new',
      recipients: members.map((member) => member.id),
      actorId: sender.id,
      subject: { type: 'lead', id: 1 },
    });
    await catcher.next((caught) => caught.to === emailOf(fence) && caught.subject === 'Ivy Digest sent you a new lead.');
    await runJob(WEEKLY_JOB);
    await catcher.next((caught) => caught.to === emailOf(fence) && caught.subject === 'Your week on Dealgrow');
    for (const member of [unverified, paused, off]) expect(await queuedTo(member)).toBe(0);
    // Each was told in the app all the same.
    const [told] = await t.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE recipient_id = ANY($1::int[])',
      [members.map((member) => member.id)],
    );
    expect(told?.n).toBe(4);
  });
});

import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../accounts/mail-layout.ts';
import { first } from '../db/database.ts';
import type { App, ServerContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { acceptedLanguage, isLanguage, type Language, render, t } from '../i18n/catalogue.ts';
import { NOTICE_MAIL_JOB } from '../notifications/notify.ts';
import { MailLinks, UNSUBSCRIBE_PATH } from './mail-links.ts';
import { type DigestDeps, sendNoticeMail, sendNoticeSummaries } from './notice-mails.ts';
import { Unsubscribed, UnsubscribeQuery } from './schemas.ts';
import { scopeText, unsubscribe } from './unsubscribe.ts';
import { readUnsubscribeToken } from './unsubscribe-tokens.ts';
import { sendWeeklyDigests } from './weekly-digest.ts';

/** The daily summary of notices (every day, from 00:00 UTC). */
export const DAILY_JOB = 'digests.daily';
/** The weekly digest and the weekly summary of notices (every week, from Thursday 00:00 UTC: the epoch's weekday). */
export const WEEKLY_JOB = 'digests.weekly';

const DAY_SECONDS = 24 * 3600;
const WEEK_SECONDS = 7 * DAY_SECONDS;

/**
 * The mail jobs (instant notice mail, daily and weekly summaries, the weekly digest) and the one-click unsubscribe
 * routes (RFC 8058): `POST /mail/unsubscribe?token=…` (no sign-in) and its confirm page `GET /mail/unsubscribe?token=…`.
 */
export function digestRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const links = new MailLinks(db, config);
  const deps: DigestDeps = { db, mailer: context.mailer, links };

  context.jobs.handle<{ notificationId: number }>(
    NOTICE_MAIL_JOB,
    async (job) => void (await sendNoticeMail(deps, job.payload.notificationId)),
  );
  const daily = async (job: { payload: { period: number } }) => void (await sendNoticeSummaries(deps, 'daily', job.payload.period));
  const weekly = async (job: { payload: { period: number } }) => {
    await sendNoticeSummaries(deps, 'weekly', job.payload.period);
    await sendWeeklyDigests(deps, job.payload.period);
  };
  // Scheduled unless DIGEST_SCHEDULES is off (off under the test runner, which enqueues the jobs with a period itself).
  if (config.digestSchedules) {
    context.jobs.every(DAILY_JOB, DAY_SECONDS, daily);
    context.jobs.every(WEEKLY_JOB, WEEK_SECONDS, weekly);
  } else {
    context.jobs.handle(DAILY_JOB, daily);
    context.jobs.handle(WEEKLY_JOB, weekly);
  }

  /** The member and scope of a token, or null when forged, changed or cut. */
  const read = async (token: string) => readUnsubscribeToken(await links.signingSecret(), token);
  const languageOf = async (memberId: number | null, header: string | undefined): Promise<Language> => {
    const row =
      memberId === null
        ? undefined
        : await first<{ language: string }>(db, 'SELECT default_language AS language FROM users WHERE id = $1', [memberId]);
    return isLanguage(row?.language) ? row.language : (acceptedLanguage(header) ?? 'en');
  };

  void app.register(async (scope: App) => {
    // RFC 8058: the mail reader posts `List-Unsubscribe=One-Click` as a form; its content changes nothing.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, {}),
    );

    scope.post(
      UNSUBSCRIBE_PATH,
      {
        schema: {
          operationId: 'unsubscribeMail',
          tags: ['notifications'],
          summary:
            'One-click unsubscribe (RFC 8058), no sign-in: the token of a mail’s List-Unsubscribe address stops what it names (the weekly digest, a summary, a kind’s e-mail, or all e-mail). 403 for a token that was changed or forged. A browser (Accept: text/html) gets a page.',
          querystring: UnsubscribeQuery,
          response: { 200: Unsubscribed },
        },
      },
      async (request, reply) => {
        const found = await read(request.query.token);
        const html = (request.headers.accept ?? '').includes('text/html');
        const language = await languageOf(found?.memberId ?? null, request.headers['accept-language']);
        if (!found) {
          if (html)
            return sendPage(reply, 403, language, `<p role="alert">${escapeHtml(render(t('unsubscribe.invalid_token'), language))}</p>`);
          throw forbidden(t('unsubscribe.invalid_token'));
        }
        await unsubscribe(db, found.memberId, found.scope);
        const message = render(t('unsubscribe.done', { what: scopeText(found.scope) }), language);
        if (html) return sendPage(reply, 200, language, `<p role="status">${escapeHtml(message)}</p>${settingsLink(links, language)}`);
        return { unsubscribed: found.scope, message };
      },
    );

    // The confirm page a browser opens at the List-Unsubscribe address (a GET never unsubscribes: mail scanners follow links).
    scope.get(UNSUBSCRIBE_PATH, { schema: { hide: true, querystring: UnsubscribeQuery } }, async (request, reply) => {
      const found = await read(request.query.token);
      const language = await languageOf(found?.memberId ?? null, request.headers['accept-language']);
      if (!found)
        return sendPage(reply, 403, language, `<p role="alert">${escapeHtml(render(t('unsubscribe.invalid_token'), language))}</p>`);
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
      const question = render(t('unsubscribe.confirm', { what: scopeText(found.scope) }), language);
      return sendPage(
        reply,
        200,
        language,
        `<p>${escapeHtml(question)}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(render(t('unsubscribe.button'), language))}</button></form>${settingsLink(links, language)}`,
      );
    });
  });
}

const settingsLink = (links: MailLinks, language: Language) =>
  `<p><a href="${escapeHtml(links.settings(language))}">${escapeHtml(render(t('digest.manage'), language))}</a></p>`;

const STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;background:#f3f4f6;color:#111827;margin:0}main{max-width:480px;margin:48px auto;background:#fff;padding:24px 32px;border-radius:8px}' +
  'h1{font-size:20px;color:#1d4ed8}button{font-size:16px;padding:10px 18px;background:#1d4ed8;color:#fff;border:0;border-radius:6px;cursor:pointer}a{color:#1d4ed8}';

/** A small page of the API's own (the unsubscribe confirm and its outcome): no script, posting to this server only. */
function sendPage(reply: FastifyReply, status: number, language: Language, body: string): FastifyReply {
  const title = escapeHtml(render(t('unsubscribe.title'), language));
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${STYLE}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
    );
}

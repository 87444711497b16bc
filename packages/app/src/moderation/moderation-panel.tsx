import './moderation.css';
import type { ApiResult, ModerationAction, ModerationAppeal, PageReport } from '@dealgrow/sdk';
import { Button, EmptyState } from '@dealgrow/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { memberName } from '../network/member-row.tsx';
import { useSession } from '../session/session.tsx';
import { moderationStrings } from './strings.ts';

export interface ModerationPage {
  type: 'company' | 'club';
  id: number;
  name: string;
}

const MUTE_DAYS = 7;

/**
 * The Moderation tab of a company's or a club's page (docs/moderation.md), for its moderators: the report queue (open
 * first) with hide, remove, mute and dismiss; the appeals with accept and reject; the log, newest first. Every action
 * reloads the three lists, so the log always shows it.
 */
export function ModerationPanel({ page }: { page: ModerationPage }) {
  const ready = useAreaStrings('moderation', moderationStrings);
  const { t } = useTranslation('moderation');
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((count) => count + 1);
  if (!ready) return <Loading shape="detail" />;
  return (
    <div className="moderation">
      <div className="moderation__head">
        <h2 className="moderation__title">{t('title')}</h2>
        <p className="moderation__lead">{t('lead')}</p>
      </div>
      <ReportQueue page={page} version={version} onChange={changed} />
      <Appeals page={page} version={version} onChange={changed} />
      <Log page={page} version={version} />
    </div>
  );
}

const when = (value: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

function useModeration() {
  const { t, i18n } = useTranslation('moderation');
  const { t: tMain } = useTranslation();
  const { client } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Runs a moderator's call; on success the lists reload, on failure the server's message shows. */
  async function run(call: () => Promise<ApiResult<unknown>>, done: () => void) {
    setBusy(true);
    setError(null);
    const answer = await call();
    setBusy(false);
    if (!answer.success) return setError(messageOf(answer.error, tMain));
    done();
  }
  return { t, language: i18n.language, client, busy, error, run };
}

function Problem({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="notice notice--danger" role="alert">
      {error}
    </p>
  );
}

function ReportQueue({ page, version, onChange }: { page: ModerationPage; version: number; onChange: () => void }) {
  const { t, language, client, busy, error, run } = useModeration();
  const { state, reload } = useLoaded(`moderation-reports-${page.type}-${page.id}-${version}`, (signal) =>
    client.moderation.reports(page.type, page.id, { limit: 20 }, { signal }),
  );
  const act = (report: PageReport, action: 'hide' | 'remove') =>
    run(
      () =>
        client.moderation.act(page.type, page.id, {
          action,
          ...(report.subject.type === 'post' ? { postId: report.subject.id } : { commentId: report.subject.id }),
          reportId: report.id,
        }),
      onChange,
    );
  const mute = (report: PageReport) =>
    report.author &&
    run(
      () =>
        client.moderation.act(page.type, page.id, {
          action: 'mute',
          memberId: report.author?.id ?? 0,
          days: MUTE_DAYS,
          reportId: report.id,
        }),
      onChange,
    );
  const dismiss = (report: PageReport) => run(() => client.moderation.dismissReport(page.type, page.id, report.id), onChange);

  return (
    <section className="moderation__section" aria-labelledby={`moderation-reports-${page.id}`}>
      <h3 id={`moderation-reports-${page.id}`}>{t('reports.title')}</h3>
      <Problem error={error} />
      {state.status === 'loading' && <Loading shape="rows" />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.items.length === 0 ? (
          <EmptyState title={t('reports.empty')} />
        ) : (
          <ul className="moderation__list">
            {state.data.items.map((report) => {
              const reason = t(`reason.${report.reason}`);
              const subject = t(`subject.${report.subject.type}`);
              const open = report.resolution === null;
              return (
                <li key={report.id} className="moderation__item">
                  <p className="moderation__meta">
                    <span className={`moderation__badge moderation__badge--${report.resolution ?? 'open'}`}>
                      {t(`reports.${report.resolution ?? 'open'}`)}
                    </span>
                    <span>{subject}</span>
                    <span>{t('reports.reportedFor', { reason })}</span>
                    <time dateTime={report.created_at}>{when(report.created_at, language)}</time>
                  </p>
                  <blockquote className="moderation__preview">{report.preview}</blockquote>
                  {report.author && <p className="moderation__meta">{t('reports.by', { name: memberName(report.author) })}</p>}
                  {(report.hidden || report.removed) && (
                    <p className="moderation__meta">{report.removed ? t('reports.removed') : t('reports.hidden')}</p>
                  )}
                  {report.action && (
                    <p className="moderation__meta">
                      {t('reports.taken', {
                        action: t(`action.${report.action.action}`),
                        name: report.action.moderator ? memberName(report.action.moderator) : '—',
                      })}
                    </p>
                  )}
                  {open && (
                    <div className="moderation__actions">
                      {!report.hidden && !report.removed && (
                        <Button
                          type="button"
                          size="small"
                          variant="secondary"
                          disabled={busy}
                          aria-label={t('reports.hideNamed', { subject, reason })}
                          onClick={() => void act(report, 'hide')}
                        >
                          {t('reports.hide')}
                        </Button>
                      )}
                      {!report.removed && (
                        <Button
                          type="button"
                          size="small"
                          variant="secondary"
                          disabled={busy}
                          aria-label={t('reports.removeNamed', { subject, reason })}
                          onClick={() => window.confirm(t('reports.confirmRemove')) && void act(report, 'remove')}
                        >
                          {t('reports.remove')}
                        </Button>
                      )}
                      {report.author && (
                        <Button type="button" size="small" variant="secondary" disabled={busy} onClick={() => void mute(report)}>
                          {t('reports.mute')}
                        </Button>
                      )}
                      <Button
                        type="button"
                        size="small"
                        variant="quiet"
                        disabled={busy}
                        aria-label={t('reports.dismissNamed', { reason })}
                        onClick={() => void dismiss(report)}
                      >
                        {t('reports.dismiss')}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}

function Appeals({ page, version, onChange }: { page: ModerationPage; version: number; onChange: () => void }) {
  const { t, language, client, busy, error, run } = useModeration();
  const { state, reload } = useLoaded(`moderation-appeals-${page.type}-${page.id}-${version}`, (signal) =>
    client.moderation.appeals(page.type, page.id, { limit: 20 }, { signal }),
  );
  const decide = (appeal: ModerationAppeal, decision: 'accept' | 'reject') =>
    run(() => client.moderation.decideAppeal(page.type, page.id, appeal.id, { decision }), onChange);
  return (
    <section className="moderation__section" aria-labelledby={`moderation-appeals-${page.id}`}>
      <h3 id={`moderation-appeals-${page.id}`}>{t('appeals.title')}</h3>
      <Problem error={error} />
      {state.status === 'loading' && <Loading shape="rows" />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.items.length === 0 ? (
          <EmptyState title={t('appeals.empty')} />
        ) : (
          <ul className="moderation__list">
            {state.data.items.map((appeal) => {
              const name = memberName(appeal.member);
              return (
                <li key={appeal.id} className="moderation__item">
                  <p className="moderation__meta">
                    <span className={`moderation__badge moderation__badge--${appeal.status}`}>{t(`appeals.status.${appeal.status}`)}</span>
                    <span>{t('appeals.from', { name, action: t(`action.${appeal.action.action}`) })}</span>
                    <time dateTime={appeal.created_at}>{when(appeal.created_at, language)}</time>
                  </p>
                  {appeal.action.preview && <blockquote className="moderation__preview">{appeal.action.preview}</blockquote>}
                  <p className="moderation__text">{appeal.text}</p>
                  {appeal.status === 'pending' && (
                    <div className="moderation__actions">
                      <Button
                        type="button"
                        size="small"
                        variant="primary"
                        disabled={busy}
                        aria-label={t('appeals.acceptNamed', { name })}
                        onClick={() => void decide(appeal, 'accept')}
                      >
                        {t('appeals.accept')}
                      </Button>
                      <Button
                        type="button"
                        size="small"
                        variant="quiet"
                        disabled={busy}
                        aria-label={t('appeals.rejectNamed', { name })}
                        onClick={() => void decide(appeal, 'reject')}
                      >
                        {t('appeals.reject')}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}

/** One line of the log: what, on whom, by whom, when, why. */
function LogEntry({ entry, language }: { entry: ModerationAction; language: string }) {
  const { t } = useTranslation('moderation');
  return (
    <li className="moderation__item">
      <p className="moderation__meta">
        <strong>{t(`action.${entry.action}`)}</strong>
        <span>{t(`subject.${entry.subject.type}`)}</span>
        {entry.member && <span>{t('log.on', { member: memberName(entry.member) })}</span>}
        {entry.moderator && <span>{t('log.by', { name: memberName(entry.moderator) })}</span>}
        {entry.mutedUntil && <time dateTime={entry.mutedUntil}>{t('log.until', { date: when(entry.mutedUntil, language) })}</time>}
        {entry.undone && <span className="moderation__badge">{t('log.undone')}</span>}
        <time dateTime={entry.created_at}>{when(entry.created_at, language)}</time>
      </p>
      {entry.preview && <blockquote className="moderation__preview">{entry.preview}</blockquote>}
      {entry.reason && <p className="moderation__text">{t('log.because', { reason: entry.reason })}</p>}
    </li>
  );
}

function Log({ page, version }: { page: ModerationPage; version: number }) {
  const { t, language, client } = useModeration();
  const { state, reload } = useLoaded(`moderation-log-${page.type}-${page.id}-${version}`, (signal) =>
    client.moderation.log(page.type, page.id, { limit: 20 }, { signal }),
  );
  return (
    <section className="moderation__section" aria-labelledby={`moderation-log-${page.id}`}>
      <h3 id={`moderation-log-${page.id}`}>{t('log.title')}</h3>
      {state.status === 'loading' && <Loading shape="rows" />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.items.length === 0 ? (
          <EmptyState title={t('log.empty')} />
        ) : (
          <ul className="moderation__list">
            {state.data.items.map((entry) => (
              <LogEntry key={entry.id} entry={entry} language={language} />
            ))}
          </ul>
        ))}
    </section>
  );
}

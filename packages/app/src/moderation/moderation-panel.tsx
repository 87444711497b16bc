import './moderation.css';
import type { ApiError, ApiResult, ModerationAction, ModerationAppeal, ModerationBody, Page, PageReport } from '@dealgrow/sdk';
import { Button, EmptyState } from '@dealgrow/widgets';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { memberName } from '../network/member-row.tsx';
import { useSession } from '../session/session.tsx';
import { type ModerationAsk, ModerationDialog } from './moderation-dialog.tsx';
import { moderationStrings } from './strings.ts';

export interface ModerationPage {
  type: 'company' | 'club';
  id: number;
  name: string;
}

const MUTE_DAYS = 7;
/** Each list's page, as the server pages them (docs/moderation.md "The log"). */
const LIMIT = 20;

/**
 * The Moderation tab of a company's or a club's page (docs/moderation.md), for its moderators: the report queue (open
 * first) with hide, remove and mute (each asked first in the moderation dialog, with an optional reason for the
 * member) and dismiss; the appeals with accept and reject; the log, newest first, with Undo on what is still in force.
 * Every action reloads the three lists from their first page, so the log always shows it.
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
      <Log page={page} version={version} onChange={changed} />
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

type Load<T> = (query: { page: number; limit: number }, signal: AbortSignal) => Promise<ApiResult<Page<T>>>;

interface Pages<T> {
  items: T[];
  total: number;
  /** The pages read so far (0 before the first). */
  pages: number;
  loading: boolean;
  error: ApiError | null;
}

/**
 * A list read page by page, each appended as "Show more" asks while the server counts more (`total`): from its first
 * page whenever `key` changes (an action reloads the lists), the items shown meanwhile staying until it arrives.
 */
function usePages<T extends { id: number }>(key: string, load: Load<T>) {
  const [asked, setAsked] = useState({ key, pages: 1, round: 0 });
  const want = asked.key === key ? asked : { key, pages: 1, round: 0 };
  const [list, setList] = useState<Pages<T>>({ items: [], total: 0, pages: 0, loading: true, error: null });
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key`, the pages asked and a retry's round are what ask for a load.
  useEffect(() => {
    const controller = new AbortController();
    const page = want.pages;
    setList((current) => ({ ...current, loading: true, error: null }));
    void loader.current({ page, limit: LIMIT }, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (!answer.success) return setList((current) => ({ ...current, loading: false, error: answer.error }));
      setList((current) => {
        const before = page === 1 ? [] : current.items;
        // An entry logged since the first page moved the later ones down: one already shown is not shown twice.
        const shown = new Set(before.map((item) => item.id));
        const items = [...before, ...answer.data.items.filter((item) => !shown.has(item.id))];
        return { items, total: answer.data.total, pages: page, loading: false, error: null };
      });
    });
    return () => controller.abort();
  }, [key, want.pages, want.round]);

  return {
    ...list,
    more: list.pages * LIMIT < list.total,
    showMore: () => setAsked({ key, pages: list.pages + 1, round: want.round }),
    retry: () => setAsked({ key, pages: want.pages, round: want.round + 1 }),
  };
}

/**
 * One of the tab's lists (reports, appeals, log): its heading, the last action's refusal, skeleton rows while its
 * first page comes, its empty state or failure, the items (`render`: the inside of each row, given the items shown),
 * and "Show more" while the server has more.
 */
function ModerationList<T extends { id: number }>({
  name,
  page,
  version,
  title,
  empty,
  problem,
  load,
  render,
}: {
  name: 'reports' | 'appeals' | 'log';
  page: ModerationPage;
  version: number;
  title: string;
  empty: string;
  problem?: string | null;
  load: Load<T>;
  render: (item: T, items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('moderation');
  const list = usePages(`moderation-${name}-${page.type}-${page.id}-${version}`, load);
  const heading = `moderation-${name}-${page.id}`;
  const first = list.pages === 0 || list.items.length === 0;
  return (
    <section className="moderation__section" aria-labelledby={heading} aria-busy={list.loading || undefined}>
      <h3 id={heading}>{title}</h3>
      {problem && (
        <p className="notice notice--danger" role="alert">
          {problem}
        </p>
      )}
      {first && list.loading && <Loading shape="rows" />}
      {list.error && <LoadFailed error={list.error} onRetry={list.retry} />}
      {first && !list.loading && !list.error && <EmptyState title={empty} />}
      {list.items.length > 0 && (
        <ul className="moderation__list">
          {list.items.map((item) => (
            <li key={item.id} className="moderation__item">
              {render(item, list.items)}
            </li>
          ))}
        </ul>
      )}
      {list.more && !list.error && (
        <Button
          type="button"
          size="small"
          variant="secondary"
          className="moderation__more"
          disabled={list.loading}
          aria-label={t('list.moreNamed', { list: title })}
          onClick={list.showMore}
        >
          {t('list.more')}
        </Button>
      )}
    </section>
  );
}

function ReportQueue({ page, version, onChange }: { page: ModerationPage; version: number; onChange: () => void }) {
  const { t, language, client, busy, error, run } = useModeration();
  const [asked, setAsked] = useState<ModerationAsk | null>(null);
  const because = (reason: string | undefined) => (reason ? { reason } : {});
  /** Hide or remove the reported post or comment, asked first (the dialog's reason starts empty). */
  const act = (report: PageReport, action: 'hide' | 'remove') =>
    setAsked({
      title: t(`dialog.${action}.${report.subject.type}`),
      explanation: action === 'hide' ? t('dialog.hideText', { page: page.name }) : t('dialog.removeText'),
      confirm: action === 'hide' ? t('dialog.hideConfirm') : t('dialog.removeConfirm'),
      danger: action === 'remove',
      act: (reason) =>
        run(
          () =>
            client.moderation.act(page.type, page.id, {
              action,
              ...(report.subject.type === 'post' ? { postId: report.subject.id } : { commentId: report.subject.id }),
              reportId: report.id,
              ...because(reason),
            }),
          onChange,
        ),
    });
  /** Mute the author for MUTE_DAYS, asked first. */
  const mute = (report: PageReport, author: NonNullable<PageReport['author']>) =>
    setAsked({
      title: t(`dialog.mute${MUTE_DAYS}`, { name: memberName(author) }),
      explanation: t('dialog.muteText', { page: page.name }),
      confirm: t('dialog.muteConfirm'),
      act: (reason) =>
        run(
          () =>
            client.moderation.act(page.type, page.id, {
              action: 'mute',
              memberId: author.id,
              days: MUTE_DAYS,
              reportId: report.id,
              ...because(reason),
            }),
          onChange,
        ),
    });
  const dismiss = (report: PageReport) => run(() => client.moderation.dismissReport(page.type, page.id, report.id), onChange);

  return (
    <>
      {asked && <ModerationDialog ask={asked} onClose={() => setAsked(null)} />}
      <ModerationList<PageReport>
        name="reports"
        page={page}
        version={version}
        title={t('reports.title')}
        empty={t('reports.empty')}
        problem={error}
        load={(query, signal) => client.moderation.reports(page.type, page.id, query, { signal })}
        render={(report) => {
          const reason = t(`reason.${report.reason}`);
          const subject = t(`subject.${report.subject.type}`);
          const open = report.resolution === null;
          return (
            <>
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
                      onClick={() => act(report, 'hide')}
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
                      onClick={() => act(report, 'remove')}
                    >
                      {t('reports.remove')}
                    </Button>
                  )}
                  {report.author && (
                    <Button
                      type="button"
                      size="small"
                      variant="secondary"
                      disabled={busy}
                      aria-label={t('reports.muteNamed', { name: memberName(report.author) })}
                      onClick={() => report.author && mute(report, report.author)}
                    >
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
            </>
          );
        }}
      />
    </>
  );
}

function Appeals({ page, version, onChange }: { page: ModerationPage; version: number; onChange: () => void }) {
  const { t, language, client, busy, error, run } = useModeration();
  const decide = (appeal: ModerationAppeal, decision: 'accept' | 'reject') =>
    run(() => client.moderation.decideAppeal(page.type, page.id, appeal.id, { decision }), onChange);
  return (
    <ModerationList<ModerationAppeal>
      name="appeals"
      page={page}
      version={version}
      title={t('appeals.title')}
      empty={t('appeals.empty')}
      problem={error}
      load={(query, signal) => client.moderation.appeals(page.type, page.id, query, { signal })}
      render={(appeal) => {
        const name = memberName(appeal.member);
        return (
          <>
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
          </>
        );
      }}
    />
  );
}

/**
 * The reverse of a log entry still in force, or null: the unhide of a hide (unless the log shows the content removed
 * since), the unmute of a member's latest mute not yet ended (muting again replaces the end), the unban of a ban.
 * Undone entries (an unhide, unmute, unban or accepted appeal marks them) have none.
 */
function undoOf(entry: ModerationAction, shown: ModerationAction[], now = Date.now()): ModerationBody | null {
  if (entry.undone) return null;
  const { type, id } = entry.subject;
  const later = (action: string) =>
    shown.find((other) => other.action === action && other.subject.type === type && other.subject.id === id);
  if (entry.action === 'hide' && (type === 'post' || type === 'comment')) {
    const removed = later('remove');
    if (removed && removed.id > entry.id) return null;
    return { action: 'unhide', ...(type === 'post' ? { postId: id } : { commentId: id }) };
  }
  if (entry.action === 'mute' && type === 'member' && entry.mutedUntil && Date.parse(entry.mutedUntil) > now) {
    return later('mute')?.id === entry.id ? { action: 'unmute', memberId: id } : null;
  }
  if (entry.action === 'ban' && type === 'member') return { action: 'unban', memberId: id };
  return null;
}

/** One line of the log: what, on whom, by whom, when, why; Undo while it is in force. */
function LogEntry({
  entry,
  undo,
  language,
  busy,
  onUndo,
}: {
  entry: ModerationAction;
  undo: ModerationBody | null;
  language: string;
  busy: boolean;
  onUndo: (body: ModerationBody) => void;
}) {
  const { t } = useTranslation('moderation');
  const name = entry.member ? memberName(entry.member) : '—';
  let control: ReactNode = null;
  if (undo) {
    const reverse = undo.action as 'unhide' | 'unmute' | 'unban';
    const label =
      reverse === 'unhide'
        ? t('undo.unhideNamed', { subject: t(`subject.${entry.subject.type}`), name })
        : reverse === 'unmute'
          ? t('undo.unmuteNamed', { name })
          : t('undo.unbanNamed', { name });
    control = (
      <div className="moderation__actions">
        <Button type="button" size="small" variant="secondary" disabled={busy} aria-label={label} onClick={() => onUndo(undo)}>
          {t(`undo.${reverse}`)}
        </Button>
      </div>
    );
  }
  return (
    <>
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
      {control}
    </>
  );
}

function Log({ page, version, onChange }: { page: ModerationPage; version: number; onChange: () => void }) {
  const { t, language, client, busy, error, run } = useModeration();
  const reverse = (body: ModerationBody) => run(() => client.moderation.act(page.type, page.id, body), onChange);
  return (
    <ModerationList<ModerationAction>
      name="log"
      page={page}
      version={version}
      title={t('log.title')}
      empty={t('log.empty')}
      problem={error}
      load={(query, signal) => client.moderation.log(page.type, page.id, query, { signal })}
      render={(entry, shown) => (
        <LogEntry entry={entry} undo={undoOf(entry, shown)} language={language} busy={busy} onUndo={(body) => void reverse(body)} />
      )}
    />
  );
}

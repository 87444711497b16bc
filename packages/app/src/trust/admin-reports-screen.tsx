import './trust.css';
import type { AdminReport, AdminReportsPage } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { dateText, useTrustStrings } from './trust-strings.ts';

type Status = 'open' | 'dismissed' | 'actioned';
type Action = 'dismiss' | 'hide' | 'suspend';
const STATUSES: readonly Status[] = ['open', 'dismissed', 'actioned'];

/** `/admin/reports`: the admins' report queue — dismiss, hide the content or suspend its author. */
export function AdminReportsScreen() {
  const ready = useTrustStrings();
  const { t } = useTranslation('trust');
  const { user } = useMember();
  if (!ready) return <Loading />;
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('admin.title')}</h1>
        <p className="lead">{t('admin.lead')}</p>
      </header>
      {user.is_admin ? (
        <ReportQueue />
      ) : (
        <p className="notice notice--danger" role="alert">
          {t('admin.forbidden')}
        </p>
      )}
    </div>
  );
}

function ReportQueue() {
  const { t } = useTranslation('trust');
  const { t: common } = useTranslation();
  const { client } = useSession();
  const [status, setStatus] = useState<Status>('open');
  const { state, reload, set } = useLoaded<AdminReportsPage>(`trust:reports:${status}`, (signal) =>
    client.account.adminReports({ status, limit: 50 }, { signal }),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(report: AdminReport, action: Action) {
    if (busy) return;
    setBusy(`${report.id}:${action}`);
    setError(null);
    const call =
      action === 'dismiss'
        ? client.account.dismissReport
        : action === 'hide'
          ? client.account.hideReported
          : client.account.suspendReported;
    const answer = await call(report.id);
    setBusy(null);
    if (!answer.success) {
      setError(messageOf(answer.error, common));
      return;
    }
    // Hide and suspend close the subject's other open reports too: reload; a dismissal leaves the list.
    if (action === 'dismiss') set((page) => ({ ...page, items: page.items.filter((one) => one.id !== report.id), total: page.total - 1 }));
    else reload();
  }

  return (
    <section className={cardClassName()} aria-labelledby="admin-reports">
      <h2 id="admin-reports" className="visually-hidden">
        {t('admin.title')}
      </h2>
      <label className="field">
        <span>{t('admin.filter')}</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as Status)}>
          {STATUSES.map((one) => (
            <option key={one} value={one}>
              {t(`admin.status.${one}`)}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {state.status === 'loading' ? (
        <Loading />
      ) : state.status === 'error' ? (
        <LoadFailed error={state.error} onRetry={reload} />
      ) : state.data.items.length === 0 ? (
        <p className="form-note">{t('admin.none')}</p>
      ) : (
        <ul className="trust-reports" data-testid="admin-reports">
          {state.data.items.map((report) => (
            <ReportRow key={report.id} report={report} busy={busy} onAct={(action) => void act(report, action)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportRow({ report, busy, onAct }: { report: AdminReport; busy: string | null; onAct: (action: Action) => void }) {
  const { t } = useTranslation('trust');
  const { lang } = useLocalize();
  const name = (member: { firstName: string; lastName: string }) => `${member.firstName} ${member.lastName}`;
  return (
    <li className="trust-report" data-report={report.id}>
      <p>
        <strong>{t(`report.reasons.${report.reason}`)}</strong> · {t(`report.what.${report.subject_type}`)}
        {report.subject_hidden && <span className="badge"> {t('admin.hidden')}</span>}
        {report.author_suspended && <span className="badge"> {t('admin.suspended')}</span>}
      </p>
      <blockquote className="trust-report__preview">{report.subject_preview ?? t('admin.gone')}</blockquote>
      {report.details && <p>{report.details}</p>}
      <p className="form-note">
        {t('admin.reportedBy', { name: name(report.reporter), date: dateText(report.created_at, lang) })}
        {report.subject_author && <> · {t('admin.author', { name: name(report.subject_author) })}</>}
      </p>
      {report.status === 'open' && (
        <div className="trust-buttons">
          <Button type="button" variant="secondary" size="small" disabled={busy !== null} onClick={() => onAct('dismiss')}>
            {t('admin.dismiss')}
          </Button>
          {report.subject_type !== 'member' && (
            <Button type="button" variant="tertiary" size="small" disabled={busy !== null} onClick={() => onAct('hide')}>
              {t('admin.hide')}
            </Button>
          )}
          {report.subject_author && (
            <Button type="button" variant="danger" size="small" disabled={busy !== null} onClick={() => onAct('suspend')}>
              {t('admin.suspend')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

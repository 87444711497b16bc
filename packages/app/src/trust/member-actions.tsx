import './trust.css';
import { Button } from '@dealgrow/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageOf } from '../common/messages.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { useTrustStrings } from './trust-strings.ts';

/**
 * "Block" and "Report" on another member's profile (loaded lazily by the profile header). Blocking asks first, then
 * leaves the profile, which the member can no longer see; they are unblocked from `/settings/privacy`.
 */
export function MemberTrustActions({ member }: { member: { id: number; firstName: string; lastName: string } }) {
  const ready = useTrustStrings();
  const { t } = useTranslation('trust');
  const { t: common } = useTranslation();
  const { client } = useSession();
  const { localize } = useLocalize();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!ready) return null;
  const name = `${member.firstName} ${member.lastName}`.trim();

  async function block() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const answer = await client.account.block(member.id);
    setBusy(false);
    if (!answer.success) {
      setError(messageOf(answer.error, common));
      return;
    }
    void navigate(localize('/settings/privacy'));
  }

  return (
    <div className="trust-actions">
      <Button type="button" variant="secondary" size="small" onClick={() => setReporting(true)}>
        {t('report.action')}
      </Button>
      <Button type="button" variant="secondary" size="small" aria-expanded={confirming} onClick={() => setConfirming(true)}>
        {t('block.action')}
      </Button>
      {confirming && (
        <div className="notice trust-actions__confirm" role="alertdialog" aria-label={t('block.action')}>
          <p>{t('block.confirm', { name })}</p>
          <div className="trust-buttons">
            <Button type="button" variant="danger" size="small" disabled={busy} onClick={() => void block()}>
              {t('block.action')}
            </Button>
            <Button type="button" variant="secondary" size="small" onClick={() => setConfirming(false)}>
              {t('report.cancel')}
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {reporting && <ReportDialog subjectType="member" subjectId={member.id} onClose={() => setReporting(false)} />}
    </div>
  );
}

/** "Report" in a post's menu (loaded lazily by the post's menu). */
export function ReportPostAction({ postId }: { postId: number }) {
  const ready = useTrustStrings();
  const { t } = useTranslation('trust');
  const [reporting, setReporting] = useState(false);
  if (!ready) return null;
  return (
    <>
      <Button type="button" variant="quiet" size="small" onClick={() => setReporting(true)}>
        {t('report.action')}
      </Button>
      {reporting && <ReportDialog subjectType="post" subjectId={postId} onClose={() => setReporting(false)} />}
    </>
  );
}

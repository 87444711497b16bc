import type { ReportReason, ReportSubjectType } from '@dealgrow/sdk';
import { Button } from '@dealgrow/widgets';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../common/messages.ts';
import { useSession } from '../session/session.tsx';

const REASONS: readonly ReportReason[] = ['spam', 'harassment', 'hate', 'violence', 'scam', 'inappropriate', 'other'];
const DETAILS_MAX = 1000;

/**
 * The report dialog (a modal `<dialog>`: focus stays inside, Escape closes it): a reason, optional details, sent with
 * `client.account.report`. The `trust` strings must be loaded (useTrustStrings) before it renders.
 */
export function ReportDialog({
  subjectType,
  subjectId,
  onClose,
}: {
  subjectType: ReportSubjectType;
  subjectId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('trust');
  const { t: common } = useTranslation();
  const { client } = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason || busy) return;
    setBusy(true);
    setError(null);
    const trimmed = details.trim();
    const answer = await client.account.report({
      subject_type: subjectType,
      subject_id: subjectId,
      reason,
      ...(trimmed ? { details: trimmed } : {}),
    });
    setBusy(false);
    if (answer.success) setSent(true);
    else setError(messageOf(answer.error, common));
  }

  return (
    <dialog ref={dialog} className="trust-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{t('report.title', { what: t(`report.what.${subjectType}`) })}</h2>
      {sent ? (
        <>
          <p role="status">{t('report.sent')}</p>
          <div className="trust-buttons">
            <Button type="button" variant="tertiary" onClick={() => dialog.current?.close()}>
              {t('report.close')}
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <fieldset>
            <legend>{t('report.reasonLegend')}</legend>
            {REASONS.map((one) => (
              <label key={one} className="trust-dialog__reason">
                <input type="radio" name="reason" value={one} required checked={reason === one} onChange={() => setReason(one)} />{' '}
                {t(`report.reasons.${one}`)}
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{t('report.details')}</span>
            <textarea value={details} maxLength={DETAILS_MAX} rows={3} onChange={(event) => setDetails(event.target.value)} />
          </label>
          {error && (
            <p className="notice notice--danger" role="alert">
              {error}
            </p>
          )}
          <div className="trust-buttons">
            <Button type="submit" variant="primary" disabled={busy || !reason}>
              {busy ? t('report.submitting') : t('report.submit')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
              {t('report.cancel')}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}

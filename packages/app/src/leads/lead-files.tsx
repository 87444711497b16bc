import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../common/action-error.tsx';
import { useLeadAction } from '../common/use-lead-action.ts';
import { useSession } from '../session/session.tsx';
import { downloadFile } from './download-file.ts';
import type { LeadSectionProps } from './lead-detail-types.ts';

/** The lead's files: upload several at once, download one, delete one (its uploader or a lead manager). */
export function LeadFiles({ lead, onChanged }: LeadSectionProps) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { busy, error, run } = useLeadAction();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(0);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) return;
    if (await run(() => client.leads.uploadFiles(lead.id, files))) {
      if (input.current) input.current.value = '';
      setChosen(0);
      await onChanged();
    }
  }

  return (
    <section className={cardClassName('lead-section')} aria-labelledby="lead-files">
      <h2 id="lead-files">{t('leads.files.title')}</h2>
      {lead.files.length === 0 ? (
        <p className="lead-muted">{t('leads.files.empty')}</p>
      ) : (
        <ul className="lead-items">
          {lead.files.map((file) => (
            <li key={file.id} className="lead-item" data-file-id={file.id}>
              <span className="lead-item__text">{file.name}</span>
              <Button
                type="button"
                variant="secondary"
                size="small"
                disabled={busy}
                onClick={() => run(() => downloadFile(client.files, file))}
              >
                {t('leads.files.download')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                size="small"
                disabled={busy}
                onClick={async () => {
                  if (await run(() => client.leads.deleteFile(lead.id, file.id))) await onChanged();
                }}
              >
                {t('leads.files.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form id="lead-file-form" className="lead-inline-form" onSubmit={upload}>
        <div className="field">
          <label htmlFor="lead-file-input">{t('leads.files.choose')}</label>
          <input
            id="lead-file-input"
            ref={input}
            type="file"
            name="files"
            multiple
            onChange={(event) => setChosen(event.target.files?.length ?? 0)}
          />
        </div>
        <Button type="submit" variant="primary" size="small" disabled={busy || chosen === 0}>
          {busy ? t('leads.files.uploading') : t('leads.files.upload')}
        </Button>
      </form>
      <ActionError message={error} />
    </section>
  );
}

import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../common/action-error.tsx';
import { useLeadAction } from '../common/use-lead-action.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { downloadFile } from './download-file.ts';
import type { LeadSectionProps } from './lead-detail-types.ts';
import { memberName } from './lead-people.ts';

/** The lead's conversation: comments, each with an optional file. */
export function LeadComments({ lead, onChanged }: LeadSectionProps) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const { client } = useSession();
  const { busy, error, run } = useLeadAction();
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  async function post(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return;
    const file = fileInput.current?.files?.[0];
    if (await run(() => client.leads.createComment(lead.id, { text: text.trim(), ...(file ? { file } : {}) }))) {
      setText('');
      if (fileInput.current) fileInput.current.value = '';
      await onChanged();
    }
  }

  return (
    <section className={cardClassName('lead-section lead-detail__wide')} aria-labelledby="lead-comments">
      <h2 id="lead-comments">{t('leads.comments.title')}</h2>
      {lead.comments.length === 0 ? (
        <p className="lead-muted">{t('leads.comments.empty')}</p>
      ) : (
        <ul className="lead-items">
          {lead.comments.map(({ id, author, created_at, text: said, file }) => (
            <li key={id} className="lead-item" data-comment-id={id}>
              <div className="lead-item__text">
                <strong>{author ? memberName(author, t) : t('leads.comments.unknownAuthor')}</strong>{' '}
                <time className="lead-muted" dateTime={created_at}>
                  {when.format(new Date(created_at))}
                </time>
                <p>{said}</p>
              </div>
              {file && (
                <Button
                  type="button"
                  variant="secondary"
                  size="small"
                  disabled={busy}
                  onClick={() => run(() => downloadFile(client.files, file))}
                >
                  {t('leads.files.download')} {file.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form id="lead-comment-form" onSubmit={post}>
        <div className="field">
          <label htmlFor="lead-comment-text">{t('leads.comments.text')}</label>
          <textarea
            id="lead-comment-text"
            name="text"
            required
            maxLength={5000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="lead-comment-file">{t('leads.comments.file')}</label>
          <input id="lead-comment-file" ref={fileInput} type="file" name="file" />
        </div>
        <Button type="submit" variant="primary" size="small" disabled={busy || !text.trim()}>
          {t('leads.comments.add')}
        </Button>
      </form>
      <ActionError message={error} />
    </section>
  );
}

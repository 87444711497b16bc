import './moderation.css';
import type { ModerationAction } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { useSession } from '../session/session.tsx';
import { moderationStrings } from './strings.ts';

/** What the moderators did, said to the member concerned: of their post or their comment, or to them (a mute, a ban). */
function decisionText(action: ModerationAction, date: string, t: TFunction<'moderation'>): string {
  const on = action.subject.type === 'comment' ? 'Comment' : 'Post';
  if (action.action === 'hide') return t(`decision.hide${on}`);
  if (action.action === 'remove') return t(`decision.remove${on}`);
  if (action.action === 'mute') return t('decision.mute', { date });
  if (action.action === 'ban') return t('decision.ban');
  return t('decision.other', { action: t(`action.${action.action}`) });
}

/**
 * `/moderation/actions/:id`: a moderation decision as the member it concerns reads it (the `page_moderation`
 * notification opens it): what the page's moderators did and why, and the one appeal they may send.
 */
export function DecisionScreen() {
  const ready = useAreaStrings('moderation', moderationStrings);
  const { t } = useTranslation('moderation');
  const { id = '' } = useParams();
  const { client } = useSession();
  const actionId = Number(id);
  const { state, reload, set } = useLoaded(`moderation-action-${id}`, (signal) => client.moderation.action(actionId, { signal }));
  if (!ready || state.status === 'loading')
    return (
      <div className="container page">
        <Loading shape="detail" />
      </div>
    );
  if (state.status === 'error')
    return (
      <div className="container page">
        <h1>{state.error.status === 404 ? t('decision.notFound') : t('decision.title')}</h1>
        <LoadFailed error={state.error} onRetry={reload} />
      </div>
    );
  return <Decision action={state.data} onAppealed={(change) => set((known) => ({ ...known, ...change }))} />;
}

function Decision({ action, onAppealed }: { action: ModerationAction; onAppealed: (change: Partial<ModerationAction>) => void }) {
  const { t, i18n } = useTranslation('moderation');
  const { t: tMain } = useTranslation();
  const { client } = useSession();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = action.mutedUntil
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(action.mutedUntil))
    : '';
  const what = decisionText(action, date, t);

  async function appeal(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    setError(null);
    const sent = await client.moderation.appeal(action.id, text.trim());
    setSending(false);
    if (!sent.success) return setError(messageOf(sent.error, tMain));
    onAppealed({ canAppeal: false, appeal: { id: sent.data.id, status: sent.data.status } });
  }

  return (
    <div className="container page moderation-decision">
      <h1>{t('decision.title')}</h1>
      <section className={cardClassName('moderation-decision__card')}>
        <p className="moderation__meta">{t('decision.page', { page: action.page.name })}</p>
        <p>{what}</p>
        {action.preview && <blockquote className="moderation__preview">{t('decision.content', { preview: action.preview })}</blockquote>}
        {action.reason && <p>{t('decision.reason', { reason: action.reason })}</p>}
        {action.undone && <p className="notice">{t('decision.undone')}</p>}
        {action.appeal && <p className="notice">{t('decision.appealStatus', { status: t(`appeals.status.${action.appeal.status}`) })}</p>}
      </section>
      {action.canAppeal ? (
        <form className={cardClassName('moderation-decision__card')} onSubmit={(event) => void appeal(event)}>
          <h2>{t('decision.appealTitle')}</h2>
          <p>{t('decision.appealLead')}</p>
          {error && (
            <p className="notice notice--danger" role="alert">
              {error}
            </p>
          )}
          <div className="field">
            <label htmlFor="moderation-appeal-text">{t('decision.appealLabel')}</label>
            <textarea
              id="moderation-appeal-text"
              rows={4}
              maxLength={2000}
              required
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit" variant="primary" disabled={sending || !text.trim()}>
            {sending ? t('decision.appealSending') : t('decision.appealSubmit')}
          </Button>
        </form>
      ) : (
        !action.appeal && !action.undone && <p className="moderation__meta">{t('decision.appealClosed')}</p>
      )}
    </div>
  );
}

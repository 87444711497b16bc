import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOf } from '../common/messages.ts';
import { formErrorsOf } from '../forms/api-errors.ts';
import { memberName } from '../network/member-row.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import type { ProfileChange, ProfileInfo, Recommendation } from './types.ts';

/** Connected, in either word SPEC §4 uses. */
const isConnected = (profile: ProfileInfo) => profile.friendship?.status === 'accept' || profile.friendship?.status === 'friends';

/**
 * Recommendations: the ones the member chose to show (the owner sees all and shows or hides each); a
 * connection writes one, which waits hidden until the recipient shows it.
 */
export function RecommendationsSection({ profile, owner, onChange }: { profile: ProfileInfo; owner: boolean; onChange: ProfileChange }) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const { client } = useSession();
  const { user } = useMember();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const replace = (next: Recommendation) =>
    onChange((current) => ({ ...current, recommendations: current.recommendations.map((item) => (item.id === next.id ? next : item)) }));

  async function toggle(recommendation: Recommendation) {
    setBusy(recommendation.id);
    setError(null);
    const { users } = client;
    const answer = await (recommendation.visible
      ? users.hideRecommendation(recommendation.id)
      : users.showRecommendation(recommendation.id));
    setBusy(null);
    if (!answer.success) return setError(messageOf(answer.error, t));
    replace(answer.data);
  }

  async function remove(recommendation: Recommendation) {
    if (!window.confirm(t('profile.recommendations.confirmDelete'))) return;
    setBusy(recommendation.id);
    setError(null);
    const answer = await client.users.deleteRecommendation(recommendation.id);
    setBusy(null);
    if (!answer.success) return setError(messageOf(answer.error, t));
    onChange((current) => ({ ...current, recommendations: current.recommendations.filter((item) => item.id !== recommendation.id) }));
  }

  const shown = owner ? profile.recommendations : profile.recommendations.filter((item) => item.visible);
  return (
    <section className={cardClassName('profile-section')} aria-labelledby="profile-recommendations-title" data-section="recommendations">
      <h2 id="profile-recommendations-title">{t('profile.recommendations.title')}</h2>
      {shown.length === 0 && <p className="empty-state">{t('profile.recommendations.empty')}</p>}
      <ul className="profile-entries">
        {shown.map((recommendation) => (
          <li key={recommendation.id} className="profile-entry" data-recommendation={recommendation.id}>
            <blockquote className="profile-quote">{recommendation.data}</blockquote>
            <p className="profile-entry__sub">
              <Link to={localize(`/${encodeURIComponent(recommendation.author.username)}`)}>{memberName(recommendation.author)}</Link>
              {owner && (
                <span className="profile-badge">
                  {recommendation.visible ? t('profile.recommendations.shown') : t('profile.recommendations.hidden')}
                </span>
              )}
            </p>
            {(owner || recommendation.author.id === user.id) && (
              <div className="row-actions">
                {owner && (
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    disabled={busy === recommendation.id}
                    aria-pressed={recommendation.visible}
                    onClick={() => void toggle(recommendation)}
                  >
                    {t('profile.recommendations.showOnProfile')}
                  </Button>
                )}
                <Button
                  type="button"
                  variant="danger"
                  size="small"
                  disabled={busy === recommendation.id}
                  onClick={() => void remove(recommendation)}
                >
                  {t('profile.deleteEntry')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {!owner && isConnected(profile) && (
        <RecommendationForm
          profile={profile}
          onSent={(recommendation) =>
            onChange((current) => ({ ...current, recommendations: [recommendation, ...current.recommendations] }))
          }
        />
      )}
    </section>
  );
}

function RecommendationForm({ profile, onSent }: { profile: ProfileInfo; onSent: (recommendation: Recommendation) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [saving, setSaving] = useState(false);
  const name = profile.firstName || profile.username;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setSent(false);
    const answer = await client.users.recommendMember({ userId: profile.id, data: text.trim() });
    setSaving(false);
    if (!answer.success) return setError(formErrorsOf(answer.error, ['data'], t).fields.data ?? messageOf(answer.error, t));
    setText('');
    setSent(true);
    onSent(answer.data);
  }

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <div className={error ? 'field field--invalid' : 'field'}>
        <label htmlFor="profile-recommendation">{t('profile.recommendations.write', { name })}</label>
        <textarea
          id="profile-recommendation"
          name="data"
          required
          rows={4}
          maxLength={3000}
          value={text}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'profile-recommendation-error' : 'profile-recommendation-hint'}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id="profile-recommendation-error" className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p id="profile-recommendation-hint" className="field-hint">
            {t('profile.recommendations.hint', { name })}
          </p>
        )}
      </div>
      {sent && (
        <p className="notice notice--success" role="status">
          {t('profile.recommendations.sent', { name })}
        </p>
      )}
      <Button type="submit" variant="primary" size="small" disabled={!text.trim() || saving}>
        {t('profile.recommendations.send')}
      </Button>
    </form>
  );
}

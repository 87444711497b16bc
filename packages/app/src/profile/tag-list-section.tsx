import type { ApiResult } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../common/messages.ts';

/** One move on an ordered list of names: the new list, or the same list when the move does nothing. */
export function moved(items: readonly string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}

/** The list with `name` added at the end, unless it is blank or already there (case-insensitive, as the server holds them). */
export function added(items: readonly string[], name: string): string[] {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (!clean || items.some((item) => item.toLocaleLowerCase() === clean.toLocaleLowerCase())) return [...items];
  return [...items, clean];
}

/**
 * Skills or interests: an ordered list of names. The owner adds, removes and reorders them; each change sends the
 * whole list (SPEC §5 "adding skills or interests sends a list") and shows what the server kept.
 */
export function TagListSection({
  kind,
  items,
  owner,
  save,
  onChange,
}: {
  kind: 'skills' | 'interests';
  items: string[];
  owner: boolean;
  save: (items: string[]) => Promise<ApiResult<string[]>>;
  onChange: (items: string[]) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `profile-${kind}-title`;
  const inputId = `profile-${kind}-new`;

  async function send(next: string[]): Promise<boolean> {
    setBusy(true);
    setError(null);
    const answer = await save(next);
    setBusy(false);
    if (!answer.success) {
      setError(messageOf(answer.error, t));
      return false;
    }
    onChange(answer.data);
    return true;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = added(items, draft);
    if (next.length === items.length) return;
    if (await send(next)) setDraft('');
  }

  return (
    <section className={cardClassName('profile-section')} aria-labelledby={titleId} data-section={kind}>
      <h2 id={titleId}>{t(`profile.${kind}.title`)}</h2>
      {items.length === 0 ? (
        <p className="empty-state">{t(`profile.${kind}.empty`)}</p>
      ) : (
        <ol className={owner ? 'profile-tags profile-tags--editable' : 'profile-tags'}>
          {items.map((name, index) => (
            <li key={name} className="profile-tag" data-tag={name}>
              <span className="profile-tag__name">{name}</span>
              {owner && (
                <span className="profile-tag__actions">
                  <Button
                    type="button"
                    variant="quiet"
                    size="small"
                    disabled={busy || index === 0}
                    aria-label={t('profile.tags.moveUp', { name })}
                    onClick={() => void send(moved(items, index, -1))}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    type="button"
                    variant="quiet"
                    size="small"
                    disabled={busy || index === items.length - 1}
                    aria-label={t('profile.tags.moveDown', { name })}
                    onClick={() => void send(moved(items, index, 1))}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    type="button"
                    variant="quiet"
                    size="small"
                    disabled={busy}
                    aria-label={t('profile.tags.remove', { name })}
                    onClick={() => void send(items.filter((item) => item !== name))}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {owner && (
        <form className="profile-tag-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={inputId}>{t(`profile.${kind}.add`)}</label>
            <input id={inputId} name="name" maxLength={60} value={draft} onChange={(event) => setDraft(event.target.value)} />
          </div>
          <Button type="submit" variant="secondary" size="small" disabled={busy || !draft.trim()}>
            {t('profile.tags.add')}
          </Button>
        </form>
      )}
    </section>
  );
}

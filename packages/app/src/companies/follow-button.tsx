import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { messageOf } from '../deals/messages.ts';
import { signInPathFor } from '../routing/return-to.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import type { Company } from './types.ts';

export interface FollowState {
  isFollower: boolean;
  followers: number;
}

/**
 * Follow / Following with the follower count (SPEC §4): the count moves by one at once and the server's answer
 * settles it; a failed toggle puts it back and says why. Signed out, it is a link to sign-in that comes back here.
 */
export function FollowButton({
  company,
  onChange,
}: {
  company: Pick<Company, 'id' | 'name' | 'isFollower' | 'followers'>;
  onChange: (company: FollowState) => void;
}) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { signedIn } = useMember();
  const { localize } = useLocalize();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = t('companies.followers', { count: company.followers });

  if (!signedIn) {
    return (
      <span className="follow">
        <span className="follow__count">{count}</span>
        <Link
          className="button button--primary button--small"
          to={signInPathFor(localize('/auth/sign-in'), `${location.pathname}${location.search}`)}
          aria-label={t('companies.follow.followNamed', { name: company.name })}
        >
          {t('companies.follow.follow')}
        </Link>
      </span>
    );
  }

  async function toggle() {
    const before = { isFollower: company.isFollower, followers: company.followers };
    const after = { isFollower: !before.isFollower, followers: before.followers + (before.isFollower ? -1 : 1) };
    setBusy(true);
    setError(null);
    onChange(after);
    const answer = await client.companies.toggleFollow(company.id);
    setBusy(false);
    if (!answer.success) {
      onChange(before);
      setError(messageOf(answer.error, t));
      return;
    }
    onChange(answer.data);
  }

  return (
    <span className="follow">
      <span className="follow__count" aria-live="polite">
        {count}
      </span>
      <button
        type="button"
        className={company.isFollower ? 'button button--outline button--small' : 'button button--primary button--small'}
        aria-label={t(company.isFollower ? 'companies.follow.followingNamed' : 'companies.follow.followNamed', { name: company.name })}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {company.isFollower ? t('companies.follow.following') : t('companies.follow.follow')}
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

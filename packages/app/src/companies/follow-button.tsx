import type { CompanyFollowState } from '@dealgrow/sdk';
import type { CompanyData } from '@dealgrow/sdk/state';
import { buttonClassName } from '@dealgrow/widgets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { messageOf } from '../common/messages.ts';
import { signInPathFor } from '../routing/return-to.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';
import type { Company } from './types.ts';

/**
 * Company `company`'s follow state as the SDK's `company` slice knows it (every button of the app agrees), or as
 * the company was answered when the slice has not seen it yet.
 */
export function useFollowState(company: Pick<Company, 'id' | 'isFollower' | 'followers'>): CompanyFollowState {
  const { state } = useSession();
  const { id } = company;
  const select = useCallback((data: CompanyData) => data.follows[id], [id]);
  const known = useSliceState(state.company, select);
  return known ?? { isFollower: company.isFollower, followers: company.followers };
}

/**
 * Follow / Following with the follower count (SPEC §4), through the SDK's `company` slice: the count moves by one at
 * once, the company goes in or out of the followed list, and the server's answer settles it; a failed toggle puts
 * everything back and says why. Signed out, it is a link to sign-in that comes back here (the address kept whole).
 *
 * `followAsked`: the visitor asked to follow before signing in (the `<dg-follow-button>` widget's `?follow=1`): once
 * signed in, the button follows the company if they do not follow it yet (never unfollows), then calls `onAsked`.
 * `onFailed`: also told why a toggle failed, and null when one starts (a list whose row leaves at once shows it, as
 * the row is gone).
 */
export function FollowButton({
  company,
  followAsked = false,
  onAsked,
  onFailed,
}: {
  company: Company;
  followAsked?: boolean;
  onAsked?: () => void;
  onFailed?: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const { client, state } = useSession();
  const { signedIn } = useMember();
  const { localize } = useLocalize();
  const location = useLocation();
  const follow = useFollowState(company);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);
  const count = t('companies.followers', { count: follow.followers });

  async function toggle() {
    setBusy(true);
    setError(null);
    onFailed?.(null);
    const answer = await state.company.getState().toggleFollow({ ...company, ...follow }, client.companies);
    setBusy(false);
    if (answer.success) return;
    const message = messageOf(answer.error, t);
    setError(message);
    onFailed?.(message);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: answered once a page, when the member is known to be signed in.
  useEffect(() => {
    if (!followAsked || !signedIn || asked.current) return;
    asked.current = true;
    if (!follow.isFollower) void toggle();
    onAsked?.();
  }, [followAsked, signedIn]);

  if (!signedIn) {
    return (
      <span className="follow">
        <span className="follow__count">{count}</span>
        <Link
          className={buttonClassName('primary', 'small')}
          to={signInPathFor(localize('/auth/sign-in'), `${location.pathname}${location.search}`)}
          aria-label={t('companies.follow.followNamed', { name: company.name })}
        >
          {t('companies.follow.follow')}
        </Link>
      </span>
    );
  }

  return (
    <span className="follow">
      <span className="follow__count" aria-live="polite">
        {count}
      </span>
      <button
        type="button"
        className={follow.isFollower ? buttonClassName('secondary', 'small') : buttonClassName('primary', 'small')}
        aria-label={t(follow.isFollower ? 'companies.follow.followingNamed' : 'companies.follow.followNamed', { name: company.name })}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {follow.isFollower ? t('companies.follow.following') : t('companies.follow.follow')}
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

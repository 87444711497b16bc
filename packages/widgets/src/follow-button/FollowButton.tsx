import type { Language } from '@dealgrow/sdk/state';
import { type MouseEvent, useRef } from 'react';
import { translate } from '../i18n/translate.ts';
import { announce, useDealgrow, useViewerId } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { followSignInUrl } from './company-links.ts';
import { CompanyStatus } from './company-status.tsx';
import { followButtonCss } from './follow-button.css.ts';
import { FOLLOW_MESSAGES, type FollowMessageKey } from './messages.ts';
import { useCompany } from './use-company.ts';
import { type FollowCompany, useFollow } from './use-follow.ts';

/** The detail of `dg-follow`: which company, and whether the visitor is about to follow it or stop following it. */
export interface FollowDetail {
  companyId: number;
  action: 'follow' | 'unfollow';
}

/**
 * Fired before the button acts (follows, unfollows, or leaves for sign-in when signed out); bubbles out of the shadow
 * root. Cancel it to stop the action.
 */
export const FOLLOW_EVENT = 'dg-follow';

export interface FollowButtonProps {
  /** The company: its id or slug (the button loads it), or the company the page already has (a list's item, a card's company). */
  company: string | number | FollowCompany;
}

/** "n followers" in the language, pluralised (SPEC §4's count). */
export function followersText(lang: Language, count: number): string {
  const key: FollowMessageKey = new Intl.PluralRules(lang).select(count) === 'one' ? 'follow.followers.one' : 'follow.followers.other';
  return translate(FOLLOW_MESSAGES, lang, key, { count: new Intl.NumberFormat(lang).format(count) });
}

/**
 * Follow / Following with the company's follower count (SPEC §4): signed in, it follows in place (the count moves by
 * one at once, and back when the server refuses); signed out, it is a link to sign-in on the flagship site, which
 * follows the company there and shows its page.
 */
export function FollowButton({ company }: FollowButtonProps) {
  return typeof company === 'object' ? <FollowView key={company.id} company={company} /> : <FollowById company={String(company)} />;
}

function FollowById({ company }: { company: string }) {
  const { lang } = useDealgrow();
  const { state, retry } = useCompany(company);
  const root = useRef<HTMLDivElement>(null);
  useAdoptedStyles(root, followButtonCss);
  if (state.status === 'ready') return <FollowView key={state.company.id} company={state.company} />;
  return (
    <div ref={root} className="dg-follow" part="follow" data-state={state.status} aria-busy={state.status === 'loading'}>
      <CompanyStatus lang={lang} status={state.status} retry={retry} />
    </div>
  );
}

function FollowView({ company }: { company: FollowCompany }) {
  const { lang, appUrl } = useDealgrow();
  const signedOut = useViewerId() === -1;
  const { follow, toggle, busy, error } = useFollow(company);
  const root = useRef<HTMLFieldSetElement>(null);
  useAdoptedStyles(root, followButtonCss);
  const say = (key: FollowMessageKey, values?: Record<string, string>) => translate(FOLLOW_MESSAGES, lang, key, values);
  const action = follow.isFollower ? 'unfollow' : 'follow';

  const start = (event: MouseEvent<HTMLElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    const detail: FollowDetail = { companyId: company.id, action };
    const go = announce(event.currentTarget, FOLLOW_EVENT, detail);
    // Signed out, the link itself goes to sign-in unless the page cancelled the event.
    if (!go || !signedOut) event.preventDefault();
    if (go && !signedOut) void toggle();
  };

  const actionProps = {
    className: 'dg-follow-action',
    part: `action action-${action}`,
    'data-action': action,
    'aria-disabled': busy || undefined,
    onClick: start,
  };

  return (
    <fieldset
      ref={root}
      className="dg-follow"
      part="follow"
      data-state="ready"
      data-following={String(follow.isFollower)}
      aria-label={company.name}
    >
      <span className="dg-follow-count" part="count" role="status">
        {followersText(lang, follow.followers)}
      </span>
      {signedOut ? (
        <a {...actionProps} href={followSignInUrl(appUrl, lang, company.slug)}>
          {say('follow.follow')}
        </a>
      ) : (
        <button type="button" {...actionProps} aria-pressed={follow.isFollower}>
          {say(follow.isFollower ? 'follow.following' : 'follow.follow')}
        </button>
      )}
      {error && (
        <p className="dg-follow-error" part="error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

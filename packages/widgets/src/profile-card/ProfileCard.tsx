import { type MouseEvent, useRef } from 'react';
import { ConnectButton } from '../connect-button/ConnectButton.tsx';
import { CONNECT_MESSAGES } from '../connect-button/messages.ts';
import { translate } from '../i18n/translate.ts';
import { PROFILE_MESSAGES, type ProfileMessageKey } from '../profile/messages.ts';
import { profileCardCss } from '../profile/profile-card.css.ts';
import { ProfileStatus } from '../profile/profile-status.tsx';
import { profileUrl } from '../profile/profile-url.ts';
import { useProfile } from '../profile/use-profile.ts';
import { announce, useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';

/** The detail of `dg-profile-click`: which member was clicked. */
export interface ProfileClickDetail {
  id: number;
  username: string;
}

/** Fired on the card when a visitor follows the link to a member's profile. Cancel it to keep the visitor on the page. */
export const PROFILE_CLICK_EVENT = 'dg-profile-click';

export interface ProfileCardProps {
  /** The member's id or username. */
  user: string;
  /** Called with the same detail as the `dg-profile-click` DOM event. */
  onProfileClick?: (detail: ProfileClickDetail) => void;
}

/**
 * A member's public card: photo (or the default image), name, job title, company, a link to their profile on the
 * flagship site, the connections the viewer shares with them, and the connect button.
 */
export function ProfileCard({ user, onProfileClick }: ProfileCardProps) {
  const { lang, appUrl } = useDealgrow();
  const { state, retry } = useProfile(user);
  const root = useRef<HTMLDivElement>(null);
  useAdoptedStyles(root, profileCardCss);
  const say = (key: ProfileMessageKey, values?: Record<string, string>) => translate(PROFILE_MESSAGES, lang, key, values);

  if (state.status !== 'ready') {
    return (
      <div ref={root} className="dg-profile-card" part="card" data-state={state.status} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <span className="dg-skeleton" part="photo" />}
        <div className="dg-body">
          <ProfileStatus lang={lang} status={state.status} retry={retry} />
        </div>
      </div>
    );
  }

  const { profile } = state;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const href = profileUrl(appUrl, lang, profile.username);
  // Null signed out and on one's own card.
  const mutual = profile.mutualConnectionsTotal ?? 0;
  const followProfile = (event: MouseEvent<HTMLAnchorElement>) => {
    const detail: ProfileClickDetail = { id: profile.id, username: profile.username };
    onProfileClick?.(detail);
    // Composed, so it leaves the shadow root and reaches listeners on the partner page.
    if (!announce(event.currentTarget, PROFILE_CLICK_EVENT, detail)) event.preventDefault();
  };

  return (
    <div ref={root} className="dg-profile-card" part="card" data-state="ready">
      <img className="dg-photo" part="photo" src={profile.profilePhotoUrl} alt={say('profile.photoAlt', { name })} />
      <div className="dg-body">
        <a
          className="dg-name"
          part="name link"
          href={href}
          target="_blank"
          rel="noopener"
          title={say('profile.view')}
          onClick={followProfile}
        >
          {name}
        </a>
        {profile.jobTitle && (
          <p className="dg-job-title" part="job-title">
            {profile.jobTitle}
          </p>
        )}
        {profile.companyName && (
          <p className="dg-company" part="company">
            {profile.companyName}
          </p>
        )}
        {mutual > 0 && (
          <p className="dg-mutual" part="mutual">
            {translate(
              CONNECT_MESSAGES,
              lang,
              new Intl.PluralRules(lang).select(mutual) === 'one' ? 'connect.mutual.one' : 'connect.mutual.other',
              {
                count: String(mutual),
              },
            )}
          </p>
        )}
        <ConnectButton user={profile} />
      </div>
    </div>
  );
}

import type { ConnectionAction } from '@dealgrow/sdk/state';
import { type MouseEvent, useRef } from 'react';
import { translate } from '../i18n/translate.ts';
import { profileCardCss } from '../profile/profile-card.css.ts';
import { ProfileStatus } from '../profile/profile-status.tsx';
import { signInUrl } from '../profile/profile-url.ts';
import { useProfile } from '../profile/use-profile.ts';
import { announce, useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { connectButtonCss } from './connect-button.css.ts';
import { CONNECT_MESSAGES } from './messages.ts';
import { type ConnectMember, useConnection } from './use-connection.ts';

/** The detail of `dg-connect`: which member, and what the visitor is about to do. */
export interface ConnectDetail {
  userId: number;
  action: Exclude<ConnectionAction, 'none'>;
}

/**
 * Fired before the button acts (sends, cancels or accepts a request, or leaves for sign-in when signed out);
 * bubbles out of the shadow root. Cancel it to stop the action.
 */
export const CONNECT_EVENT = 'dg-connect';

export interface ConnectButtonProps {
  /**
   * The member: their id or username (the button loads them), or what the page already knows of them (a profile as
   * `GET /users/profile/{id}` answers it, or a list's member with their friendship), so a list makes no request a row.
   */
  user: string | number | ConnectMember;
}

/** The viewer's relation with a member (SPEC §8 label) and the action it offers, done in place when signed in. */
export function ConnectButton({ user }: ConnectButtonProps) {
  return typeof user === 'object' ? <ConnectView member={user} /> : <ConnectById user={String(user)} />;
}

function ConnectById({ user }: { user: string }) {
  const { lang } = useDealgrow();
  const { state, retry } = useProfile(user);
  const root = useRef<HTMLDivElement>(null);
  // The card's sheet too: the status line and "Try again" look as on the card.
  useAdoptedStyles(root, profileCardCss);
  useAdoptedStyles(root, connectButtonCss);
  if (state.status === 'ready') return <ConnectView member={state.profile} />;
  return (
    <div ref={root} className="dg-connect" part="connect" data-state={state.status} aria-busy={state.status === 'loading'}>
      <ProfileStatus lang={lang} status={state.status} retry={retry} />
    </div>
  );
}

function ConnectView({ member }: { member: ConnectMember }) {
  const { lang, appUrl } = useDealgrow();
  const { status, act, busy, error } = useConnection(member);
  const root = useRef<HTMLFieldSetElement>(null);
  useAdoptedStyles(root, connectButtonCss);
  const { label, action } = status;
  const say = (key: keyof (typeof CONNECT_MESSAGES)['en'], values?: Record<string, string>) =>
    translate(CONNECT_MESSAGES, lang, key, values);
  const name = `${member.firstName} ${member.lastName}`.trim();
  const signedOut = action === 'send' && label === 'Not Connected';
  // One's own card: no relation to state about oneself (connectionStatus answers it only for the viewer).
  if (action === 'none' && label === 'Not Connected') return null;

  const start = (event: MouseEvent<HTMLElement>) => {
    if (action === 'none' || busy) return;
    const detail: ConnectDetail = { userId: member.id, action };
    const go = announce(event.currentTarget, CONNECT_EVENT, detail);
    // Signed out, the link itself goes to sign-in unless the page cancelled the event.
    if (!go || !signedOut) event.preventDefault();
    if (go && !signedOut) void act(action);
  };

  const verb = action === 'cancel' ? say('connect.cancel') : action === 'accept' ? say('connect.accept') : say('Send Request');
  const actionProps = {
    className: 'dg-connect-action',
    part: `action action-${action}`,
    'data-action': action,
    'aria-disabled': busy || undefined,
    onClick: start,
  };

  return (
    <fieldset
      ref={root}
      className="dg-connect"
      part="connect"
      data-state="ready"
      data-relation={label}
      aria-label={say('connect.with', { name })}
    >
      {label !== 'Send Request' && (
        <span part="label" role="status">
          {say(label)}
        </span>
      )}
      {action !== 'none' &&
        (signedOut ? (
          <a {...actionProps} href={signInUrl(appUrl, lang, member.username)}>
            {verb}
          </a>
        ) : (
          <button type="button" {...actionProps}>
            {verb}
          </button>
        ))}
      {error && (
        <p className="dg-connect-error" part="error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

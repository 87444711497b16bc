import type { Language } from '@dealgrow/sdk/state';
import { useRef } from 'react';
import { translate } from '../i18n/translate.ts';
import { useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { BELL_MESSAGES } from './messages.ts';
import { notificationBellCss } from './notification-bell.css.ts';
import { useNotificationTotal } from './use-notification-total.ts';

export interface NotificationBellProps {
  /** How often to ask the server again, in seconds (default 60; at least 5). */
  interval?: number | undefined;
}

/** The bell's label ("3 new notifications", "99+ …" past 99) and the count it shows, in the widget's language. */
/**
 * The flagship's notification centre. Its own line rather than post-links.ts: shared with the post's chunk, that module
 * became a chunk of its own and a page with a post grew past its budget (docs/widgets.md "Sizes").
 */
const centreUrl = (appUrl: string, lang: Language) => `${appUrl.replace(/\/+$/, '')}${lang === 'en' ? '' : `/${lang}`}/notifications`;

export function bellLabel(total: number, lang: Language): { shown: string; label: string } {
  const shown = total > 99 ? '99+' : String(total);
  const rule = total ? new Intl.PluralRules(lang).select(total) : 'none';
  const key = rule === 'none' ? 'bell.none' : rule === 'one' ? 'bell.one' : 'bell.other';
  return { shown, label: translate(BELL_MESSAGES, lang, key, { count: shown }) };
}

/**
 * The signed-in member's unread notifications for a partner's header: a bell linking to the notification centre on the
 * flagship site with the count (hidden at 0) and a label that says it ("3 new notifications"). Signed out, it shows
 * nothing (as the unread badge: a sign-in link belongs to the partner's own header).
 */
export function NotificationBell({ interval = 60 }: NotificationBellProps) {
  const { lang, appUrl } = useDealgrow();
  const { total, signedOut } = useNotificationTotal(interval);
  const root = useRef<HTMLAnchorElement>(null);
  useAdoptedStyles(root, notificationBellCss);
  if (signedOut || total === null)
    return <span className="dg-bell" part="bell" data-state={signedOut ? 'signed-out' : 'loading'} aria-busy={!signedOut} />;
  // The label says the count the bell shows: the visible text is part of the accessible name (WCAG 2.5.3).
  const { shown, label } = bellLabel(total, lang);
  return (
    <a
      ref={root}
      className="dg-bell"
      part="bell"
      data-state="ready"
      data-count={total}
      href={centreUrl(appUrl, lang)}
      target="_blank"
      rel="noopener"
      aria-label={label}
      title={label}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" part="icon">
        <path
          d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {total > 0 && (
        <span className="dg-bell-count" part="count" aria-hidden="true">
          {shown}
        </span>
      )}
    </a>
  );
}

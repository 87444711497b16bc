import { useRef } from 'react';
import { translate } from '../i18n/translate.ts';
import { flagshipPath } from '../post-card/post-links.ts';
import { useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { UNREAD_MESSAGES } from './messages.ts';
import { unreadBadgeCss } from './unread-badge.css.ts';
import { useUnreadTotal } from './use-unread-total.ts';

export interface UnreadBadgeProps {
  /** How often to ask the server again, in seconds (default 60; at least 5). */
  interval?: number | undefined;
}

/**
 * The signed-in member's unread messages for a partner's header: a link to their messages on the flagship site with
 * the count (hidden at 0) and a label that says it ("3 unread messages"). Signed out, it shows nothing.
 */
export function UnreadBadge({ interval = 60 }: UnreadBadgeProps) {
  const { lang, appUrl } = useDealgrow();
  const { total, signedOut } = useUnreadTotal(interval);
  const root = useRef<HTMLAnchorElement>(null);
  useAdoptedStyles(root, unreadBadgeCss);
  if (signedOut || total === null)
    return <span className="dg-unread" part="badge" data-state={signedOut ? 'signed-out' : 'loading'} aria-busy={!signedOut} />;
  // The label says the count the badge shows ("99+ unread messages" past 99): the visible text is part of the accessible
  // name (WCAG 2.5.3, axe label-content-name-mismatch).
  const shown = total > 99 ? '99+' : String(total);
  const rule = total ? new Intl.PluralRules(lang).select(total) : 'none';
  const label = translate(UNREAD_MESSAGES, lang, rule === 'none' ? 'unread.none' : rule === 'one' ? 'unread.one' : 'unread.other', {
    count: shown,
  });
  return (
    <a
      ref={root}
      className="dg-unread"
      part="badge"
      data-state="ready"
      data-count={total}
      href={flagshipPath(appUrl, lang, '/message')}
      target="_blank"
      rel="noopener"
      aria-label={label}
      title={label}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" part="icon">
        <path d="M3 5h18v14H3zm0 0 9 7 9-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {total > 0 && (
        <span className="dg-unread-count" part="count" aria-hidden="true">
          {shown}
        </span>
      )}
    </a>
  );
}

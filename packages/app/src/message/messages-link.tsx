import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { useLocalize } from '../routing/use-localize.ts';

/** The unread total and the message slice load after the page, not with it: the plain link shows meanwhile. */
const UnreadMessagesLink = lazyScreen(() => import('./unread-link.tsx'), 'UnreadMessagesLink');

/** The header menu's "Messages" entry, with the member's unread total once it is read. */
export function MessagesLink() {
  return (
    <Suspense fallback={<MessagesLinkView total={0} />}>
      <UnreadMessagesLink />
    </Suspense>
  );
}

/** The "Messages" link and, when some are unread, their count (spoken in full for screen readers). */
export function MessagesLinkView({ total }: { total: number }) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  return (
    <NavLink to={localize('/message')} className="messages-link">
      {t('nav.messages')}
      {total > 0 && (
        <span className="messages-link__count">
          <span aria-hidden="true">{total > 99 ? '99+' : total}</span>
          <span className="visually-hidden">{t('nav.unread', { count: total })}</span>
        </span>
      )}
    </NavLink>
  );
}

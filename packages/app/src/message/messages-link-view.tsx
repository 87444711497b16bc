import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';

/** The "Messages" link and, when some are unread, their count (spoken in full for screen readers). */
export function MessagesLinkView({ total }: { total: number }) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  return (
    <NavLink to={localize('/message')} className="messages-link" data-icon="messages">
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

import '../deals/deals.css';
import '../common/network.css';
import { totalPages } from '@dealgrow/sdk';
import { buttonClassName, cardClassName } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListState } from '../common/list-state.tsx';
import { Pager, wholeNumber } from '../common/pager.tsx';
import { usePagedList } from '../common/use-paged-list.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { MemberRow } from './member-row.tsx';
import type { ProfileVisit } from './types.ts';

/** Views a page of "who viewed your profile" holds. */
export const VISITORS_PAGE_SIZE = 25;

/** Who viewed my profile (`/network/visitors?page=`), newest first, one row a visitor a day (docs/network.md). */
export function VisitorsScreen() {
  const { t, i18n } = useTranslation();
  const { client } = useSession();
  const { localize } = useLocalize();
  const [params, setParams] = useSearchParams();
  const page = wholeNumber(params.get('page'), 1);
  const list = usePagedList<ProfileVisit>('visit-logs', page, VISITORS_PAGE_SIZE, (query, signal) =>
    client.users.visitLogs(query, { signal }),
  );
  const when = (at: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

  return (
    <div className="container page network-page">
      <header className="page-header page-header--with-action">
        <div>
          <h1>{t('network.visitors.title')}</h1>
          <p className="lead">{t('network.visitors.lead')}</p>
        </div>
        <Link to={localize('/network')} className={buttonClassName('secondary')}>
          {t('network.visitors.back')}
        </Link>
      </header>
      <section className={cardClassName('network-panel')} aria-label={t('network.visitors.title')}>
        <ListState
          list={list}
          empty={t('network.visitors.empty')}
          label={t('network.visitors.title')}
          rows={list.items.map((visit) => (
            <MemberRow
              key={`${visit.visitor.id}-${visit.visited_at}`}
              member={visit.visitor}
              note={t('network.visitors.visitedAt', { date: when(visit.visited_at) })}
            />
          ))}
          footer={<Pager page={list.page} pages={totalPages(list)} onPage={(next) => setParams({ page: String(next) })} />}
        />
      </section>
    </div>
  );
}

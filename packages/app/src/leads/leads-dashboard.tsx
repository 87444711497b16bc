import './leads.css';
import { type Lead, totalPages } from '@dealgrow/sdk';
import { LEAD_DASHBOARD_LISTS, type LeadDashboardList } from '@dealgrow/sdk/state';
import { Button, cardClassName } from '@dealgrow/widgets';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../common/load-state.tsx';
import { wholeNumber } from '../common/pager.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { leadBudget } from './lead-budget.ts';
import { memberName } from './lead-people.ts';
import { otherParty } from './lead-status.ts';
import { StatusBadge } from './lead-status-badge.tsx';
import { LEAD_DASHBOARD_LIMIT, useLeadList } from './use-lead-list.ts';

const isDashboardList = (value: string | null): value is LeadDashboardList =>
  (LEAD_DASHBOARD_LISTS as readonly string[]).includes(value ?? '');

/** The leads dashboard (SPEC §2): sent, received, deal and assigned lists, 5 a page. The tab, page and deal live in the URL. */
export function LeadsDashboardScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: LeadDashboardList = isDashboardList(tabParam) ? tabParam : 'sent';
  const page = wholeNumber(params.get('page'), 1);

  const show = (next: Record<string, string>) => setParams(next);

  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('leads.dashboard.title')}</h1>
        <p className="lead">{t('leads.dashboard.lead')}</p>
      </header>
      <div className="lead-tabs" role="tablist" aria-label={t('leads.dashboard.tabsLabel')}>
        {LEAD_DASHBOARD_LISTS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`lead-tab-${name}`}
            aria-selected={name === tab}
            aria-controls="lead-tab-panel"
            className={name === tab ? 'lead-tab lead-tab--active' : 'lead-tab'}
            onClick={() => show({ tab: name })}
          >
            {t(`leads.dashboard.tabs.${name}`)}
          </button>
        ))}
      </div>
      <section id="lead-tab-panel" role="tabpanel" aria-labelledby={`lead-tab-${tab}`} className={cardClassName('lead-panel')}>
        {tab === 'deal' ? (
          <DealLeads page={page} dealParam={params.get('deal')} onChange={show} />
        ) : (
          <LeadListView name={tab} page={page} dealId={null} onPage={(next) => show({ tab, page: String(next) })} />
        )}
      </section>
    </div>
  );
}

interface DealChoice {
  id: number;
  title: string;
}

/** The deal tab: leads on one of the deals the member may change (`authorized_deals`), picked from a list. */
function DealLeads({
  page,
  dealParam,
  onChange,
}: {
  page: number;
  dealParam: string | null;
  onChange: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { user } = useMember();
  const [deals, setDeals] = useState<DealChoice[] | null>(null);
  const authorized = user.authorized_deals.join(',');

  useEffect(() => {
    let current = true;
    const ids = authorized ? authorized.split(',').map(Number) : [];
    void Promise.all(ids.map((id) => client.deals.get(id))).then((answers) => {
      if (!current) return;
      // A deal that cannot be read (deleted since sign-in) has no leads to show.
      setDeals(answers.flatMap((answer) => (answer.success ? [{ id: answer.data.id, title: answer.data.title }] : [])));
    });
    return () => {
      current = false;
    };
  }, [client, authorized]);

  if (deals === null) return <Loading shape="rows" label={t('leads.loading')} />;
  if (deals.length === 0) return <p className="lead-empty">{t('leads.dashboard.noDeals')}</p>;
  const wanted = wholeNumber(dealParam, 0);
  const dealId = deals.some((deal) => deal.id === wanted) ? wanted : (deals[0]?.id ?? 0);
  return (
    <>
      <div className="field lead-deal-picker">
        <label htmlFor="lead-deal">{t('leads.dashboard.dealLabel')}</label>
        <select id="lead-deal" value={dealId} onChange={(event) => onChange({ tab: 'deal', deal: event.target.value })}>
          {deals.map((deal) => (
            <option key={deal.id} value={deal.id}>
              {deal.title}
            </option>
          ))}
        </select>
      </div>
      <LeadListView
        name="deal"
        page={page}
        dealId={dealId}
        onPage={(next) => onChange({ tab: 'deal', deal: String(dealId), page: String(next) })}
      />
    </>
  );
}

function LeadListView({
  name,
  page,
  dealId,
  onPage,
}: {
  name: LeadDashboardList;
  page: number;
  dealId: number | null;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { list, error, answered } = useLeadList(name, page, dealId);
  if ((list.loading || !answered) && list.items.length === 0) return <Loading shape="rows" label={t('leads.loading')} />;
  if (error) {
    return (
      <p className="notice notice--danger" role="alert">
        {error.status === 0 ? t('common.networkError') : error.message}
      </p>
    );
  }
  const pages = totalPages({ total: list.total, limit: LEAD_DASHBOARD_LIMIT });
  return (
    <div aria-busy={list.loading}>
      {list.items.length === 0 ? (
        <p className="lead-empty">{t(`leads.dashboard.empty.${name}`)}</p>
      ) : (
        <ul className="lead-rows" aria-label={t(`leads.dashboard.tabs.${name}`)}>
          {list.items.map((lead) => (
            <LeadRow key={lead.id} lead={lead} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="lead-pager" aria-label={t('leads.dashboard.pager')}>
          <Button type="button" variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('leads.dashboard.previous')}
          </Button>
          <span className="lead-pager__where">{t('leads.dashboard.pageOf', { page: list.page, pages })}</span>
          <Button type="button" variant="secondary" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('leads.dashboard.next')}
          </Button>
        </nav>
      )}
      {list.total > 0 && <p className="lead-total">{t('leads.dashboard.total', { count: list.total })}</p>}
    </div>
  );
}

function LeadRow({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const { lang, localize } = useLocalize();
  const { user } = useMember();
  const party = otherParty(lead, user.id);
  return (
    <li className="lead-row" data-lead-id={lead.id}>
      <div className="lead-row__main">
        <Link to={localize(`/leads/${lead.id}`)} className="lead-row__deal">
          {lead.deal.title}
        </Link>
        <span className="lead-row__party">
          <span className="lead-row__label">{t('leads.dashboard.columns.party')}: </span>
          {party ? memberName(party, t) : '—'}
        </span>
      </div>
      <dl className="lead-row__facts">
        <div>
          <dt>{t('leads.dashboard.columns.type')}</dt>
          <dd>{t(`leads.type.${lead.type}`)}</dd>
        </div>
        <div>
          <dt>{t('leads.dashboard.columns.budget')}</dt>
          <dd>{leadBudget(lead, lang) ?? t('leads.noBudget')}</dd>
        </div>
        <div>
          <dt>{t('leads.dashboard.columns.status')}</dt>
          <dd>
            <StatusBadge status={lead.status} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

import './billing.css';
import { type MembershipHistoryEntry, type MembershipHistoryPage, totalPages } from '@dealgrow/sdk';
import { buttonClassName, cardClassName } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { dateText, minorMoney } from '../common/money.ts';
import { Pager, wholeNumber } from '../common/pager.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import type { BillingTranslation } from '../i18n/locales/billing/en.ts';
import { type AreaStringChunks, useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';

/** Rows a page (the server's `limit`). */
export const BILLING_PAGE_SIZE = 20;

const billingStrings: AreaStringChunks<BillingTranslation> = {
  en: () => import('../i18n/locales/billing/en.ts'),
  fr: () => import('../i18n/locales/billing/fr.ts'),
  tr: () => import('../i18n/locales/billing/tr.ts'),
};

/**
 * `/settings/billing`: the member's billing history (docs/memberships.md `GET /membership/history`), the changes and
 * payments of their own plan and of the companies they own, newest first, a page at a time (the page is in the URL).
 */
export function BillingScreen() {
  const ready = useAreaStrings('billing', billingStrings);
  if (!ready) return <Loading />;
  return <BillingHistory />;
}

function BillingHistory() {
  const { t } = useTranslation('billing');
  const { client } = useSession();
  const { localize } = useLocalize();
  const [params, setParams] = useSearchParams();
  const page = wholeNumber(params.get('page'), 1);
  const { state, reload } = useLoaded<MembershipHistoryPage>(`billing:${page}`, (signal) =>
    client.memberships.history({ page, limit: BILLING_PAGE_SIZE }, { signal }),
  );

  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
        <p>
          <Link className={buttonClassName('secondary', 'small')} to={localize('/membership/personal')}>
            {t('membershipLink')}
          </Link>
        </p>
      </header>
      <section className={cardClassName('billing-panel')} aria-label={t('tableLabel')}>
        {state.status === 'loading' && <Loading />}
        {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
        {state.status === 'ready' && <HistoryTable history={state.data} page={page} onPage={(next) => setParams({ page: String(next) })} />}
      </section>
    </div>
  );
}

function HistoryTable({ history, page, onPage }: { history: MembershipHistoryPage; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('billing');
  const pages = totalPages({ total: history.total, limit: history.limit });
  if (history.items.length === 0) return <p className="billing-empty">{t('empty')}</p>;
  return (
    <>
      <div className="billing-table-wrap">
        <table className="billing-table">
          <caption className="visually-hidden">{t('tableLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.action')}</th>
              <th scope="col">{t('columns.plan')}</th>
              <th scope="col">{t('columns.amount')}</th>
              <th scope="col">{t('columns.account')}</th>
            </tr>
          </thead>
          <tbody>
            {history.items.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} onPage={onPage} label={t('pager')} className="billing-pager" />
    </>
  );
}

const ACTIONS = new Set<string>([
  'checkout_started',
  'subscribed',
  'upgraded',
  'interval_changed',
  'change_scheduled',
  'change_unscheduled',
  'canceled',
  'resumed',
  'renewed',
  'downgraded',
  'expired',
  'payment_succeeded',
  'payment_failed',
]);
const isAction = (action: string): action is keyof BillingTranslation['actions'] => ACTIONS.has(action);

function HistoryRow({ entry }: { entry: MembershipHistoryEntry }) {
  const { t } = useTranslation('billing');
  const { lang } = useLocalize();
  return (
    <tr className={entry.action === 'payment_failed' ? 'billing-row billing-row--failed' : 'billing-row'}>
      <td>
        <time dateTime={entry.created_at}>{dateText(entry.created_at, lang)}</time>
      </td>
      <td>{isAction(entry.action) ? t(`actions.${entry.action}`) : entry.action}</td>
      <td>{t('planWithInterval', { plan: entry.plan_name, interval: t(`intervals.${entry.interval}`) })}</td>
      <td className="billing-amount">
        {entry.amount !== null && entry.currency ? minorMoney(entry.amount, entry.currency, lang) : t('noAmount')}
      </td>
      <td>{entry.kind === 'shop' && entry.company ? entry.company.name : t('personal')}</td>
    </tr>
  );
}

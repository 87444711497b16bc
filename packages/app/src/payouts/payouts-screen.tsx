import './payouts.css';
import { type ApiError, type ApiResult, type ConnectedAccount, type EarningsPage, type Money, totalPages } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { dateText, minorMoney } from '../common/money.ts';
import { Pager, wholeNumber } from '../common/pager.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import type { PayoutsTranslation } from '../i18n/locales/payouts/en.ts';
import { type AreaStringChunks, useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { type AccountApi, companyAccountApi, memberAccountApi } from './account-api.ts';
import { away } from './navigate-away.ts';

const payoutsStrings: AreaStringChunks<PayoutsTranslation> = {
  en: () => import('../i18n/locales/payouts/en.ts'),
  fr: () => import('../i18n/locales/payouts/fr.ts'),
  tr: () => import('../i18n/locales/payouts/tr.ts'),
};

/** Earnings a page (the server's default). */
export const EARNINGS_PAGE_SIZE = 20;

const STEPS = ['business_type', 'name', 'onboarding', 'done'] as const;

/**
 * `/settings/payouts` (docs/payments.md "App"): the member's payout account (onboarding steps, then its dashboard),
 * referral earnings, balance and payouts, and links to the payouts of the companies they own;
 * `/settings/payouts?company=<id>`: that company's account, balance and payouts (its owner's page).
 */
export function PayoutsScreen() {
  const ready = useAreaStrings('payouts', payoutsStrings);
  const [params] = useSearchParams();
  const companyId = wholeNumber(params.get('company'), null);
  if (!ready) return <Loading />;
  return companyId === null ? <MemberPayouts /> : <CompanyPayouts companyId={companyId} />;
}

function MemberPayouts() {
  const { t } = useTranslation('payouts');
  const { client } = useSession();
  const { user } = useMember();
  const api = useMemo(() => memberAccountApi(client), [client]);
  const [round, setRound] = useState(0);
  const defaultName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <div className="container page payouts-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <AccountSection api={api} defaultName={defaultName} defaultType="individual" />
      <EarningsSection round={round} />
      <MoneySection api={api} round={round} onPaid={() => setRound((value) => value + 1)} />
      <CompaniesSection />
    </div>
  );
}

function CompanyPayouts({ companyId }: { companyId: number }) {
  const { t } = useTranslation('payouts');
  const { client } = useSession();
  const { localize } = useLocalize();
  const api = useMemo(() => companyAccountApi(client, companyId), [client, companyId]);
  const [round, setRound] = useState(0);
  const { state } = useLoaded(`companies:mine`, (signal) => client.companies.mine({}, { signal }));
  const company = state.status === 'ready' ? state.data.find((one) => one.id === companyId) : undefined;
  const name = company?.name ?? `#${companyId}`;
  return (
    <div className="container page payouts-page">
      <header className="page-header">
        <h1>{t('companyTitle', { name })}</h1>
        <p className="lead">{t('companyLead')}</p>
        <p>
          <Link to={localize('/settings/payouts')}>{t('backToMine')}</Link>
        </p>
      </header>
      <AccountSection api={api} defaultName={company?.name ?? ''} defaultType="company" />
      <MoneySection api={api} round={round} onPaid={() => setRound((value) => value + 1)} />
    </div>
  );
}

/** The onboarding stepper (docs/payments.md "Steps"), each step done, current or to do. */
function Stepper({ step }: { step: ConnectedAccount['step'] }) {
  const { t } = useTranslation('payouts');
  const current = STEPS.indexOf(step);
  return (
    <ol className="payout-steps" aria-label={t('account.steps')}>
      {STEPS.map((name, index) => {
        const state = index < current || step === 'done' ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={name} className={`payout-step payout-step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="payout-step__name">{t(`account.step.${name}`)}</span>
            <span className="visually-hidden"> ({t(`account.stepState.${state}`)})</span>
          </li>
        );
      })}
    </ol>
  );
}

function AccountSection({
  api,
  defaultName,
  defaultType,
}: {
  api: AccountApi;
  defaultName: string;
  defaultType: 'individual' | 'company';
}) {
  const { t } = useTranslation('payouts');
  const { t: common } = useTranslation();
  const [params] = useSearchParams();
  const onboarding = params.get('onboarding');
  const { state, reload } = useLoaded(`account:${api.key}`, (signal) => api.retrieve(signal));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function leaveFor(call: () => Promise<ApiResult<{ url?: string; onboarding_url?: string | null }>>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    const answer = await call();
    if (!answer.success) {
      setBusy(false);
      setError(answer.error);
      return;
    }
    const url = answer.data.onboarding_url ?? answer.data.url;
    if (url) away.go(url);
    else {
      setBusy(false);
      reload();
    }
  }

  return (
    <section className={cardClassName('payouts-section')} aria-labelledby="payout-account">
      <h2 id="payout-account">{t('account.title')}</h2>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <Stepper step={state.data.step} />
          {state.data.step === 'done' ? (
            <>
              <p className="notice notice--success">{t('account.enabled')}</p>
              <dl className="payout-facts">
                <dt>{t('account.businessTypeLabel')}</dt>
                <dd>{state.data.stripe_business_type ? t(`account.${state.data.stripe_business_type}`) : '—'}</dd>
                <dt>{t('account.nameLabel')}</dt>
                <dd>{state.data.stripe_account_name ?? '—'}</dd>
              </dl>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => leaveFor(() => api.loginLink())}>
                {busy ? t('account.opening') : t('account.dashboard')}
              </Button>
            </>
          ) : state.data.step === 'onboarding' ? (
            <>
              {onboarding === 'return' && <p className="notice notice--info">{t('account.returned')}</p>}
              {onboarding === 'refresh' && <p className="notice notice--info">{t('account.refresh')}</p>}
              <p>{t('account.onboarding')}</p>
              {state.data.requirements.length > 0 && <p>{t('account.requirements', { list: state.data.requirements.join(', ') })}</p>}
              <Button
                type="button"
                variant="primary"
                disabled={busy}
                onClick={() =>
                  leaveFor(() =>
                    api.open({
                      ...(state.data.stripe_business_type ? { business_type: state.data.stripe_business_type } : {}),
                      ...(state.data.stripe_account_name ? { name: state.data.stripe_account_name } : {}),
                    }),
                  )
                }
              >
                {busy ? t('account.starting') : t('account.continue')}
              </Button>
            </>
          ) : (
            <StartForm
              account={state.data}
              defaultName={defaultName}
              defaultType={defaultType}
              busy={busy}
              onSubmit={(input) => leaveFor(() => api.open(input))}
            />
          )}
          {error && (
            <p className="notice notice--danger" role="alert">
              {messageOf(error, common)}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function StartForm({
  account,
  defaultName,
  defaultType,
  busy,
  onSubmit,
}: {
  account: ConnectedAccount;
  defaultName: string;
  defaultType: 'individual' | 'company';
  busy: boolean;
  onSubmit: (input: { business_type: 'individual' | 'company'; name: string }) => void;
}) {
  const { t } = useTranslation('payouts');
  const [businessType, setBusinessType] = useState<'individual' | 'company'>(account.stripe_business_type ?? defaultType);
  const [name, setName] = useState(account.stripe_account_name ?? defaultName);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') return;
    onSubmit({ business_type: businessType, name: name.trim() });
  }
  return (
    <form className="payout-start" onSubmit={submit}>
      <p>{t('account.notStarted')}</p>
      <fieldset className="field">
        <legend>{t('account.businessType')}</legend>
        {(['individual', 'company'] as const).map((value) => (
          <label key={value} className="payout-choice">
            <input
              type="radio"
              name="business_type"
              value={value}
              checked={businessType === value}
              onChange={() => setBusinessType(value)}
            />{' '}
            {t(`account.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="payout-account-name">{t('account.name')}</label>
        <input
          id="payout-account-name"
          name="name"
          value={name}
          required
          maxLength={120}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" variant="primary" disabled={busy || name.trim() === ''}>
        {busy ? t('account.starting') : t('account.start')}
      </Button>
    </form>
  );
}

function MoneyList({ items, empty }: { items: readonly Money[]; empty: string }) {
  const { lang } = useLocalize();
  if (items.length === 0) return <span>{empty}</span>;
  return (
    <ul className="payout-money">
      {items.map((money) => (
        <li key={money.currency}>{minorMoney(money.amount, money.currency, lang)}</li>
      ))}
    </ul>
  );
}

function EarningsSection({ round }: { round: number }) {
  const { t } = useTranslation('payouts');
  const { client } = useSession();
  const { lang, localize } = useLocalize();
  const [params, setParams] = useSearchParams();
  const page = wholeNumber(params.get('page'), 1);
  const { state, reload } = useLoaded<EarningsPage>(`earnings:${page}:${round}`, (signal) =>
    client.payments.earnings({ page, limit: EARNINGS_PAGE_SIZE }, { signal }),
  );
  return (
    <section className={cardClassName('payouts-section')} aria-labelledby="payout-earnings">
      <h2 id="payout-earnings">{t('earnings.title')}</h2>
      <p>{t('earnings.lead')}</p>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <dl className="payout-totals" aria-label={t('earnings.totals')}>
            {(['pending', 'available', 'paid_out'] as const).map((status) => (
              <div key={status} className="payout-total">
                <dt>{t(`earnings.status.${status}`)}</dt>
                <dd>
                  <MoneyList items={state.data.totals[status]} empty={t('earnings.none')} />
                </dd>
              </div>
            ))}
          </dl>
          {state.data.items.length === 0 ? (
            <p>{t('earnings.empty')}</p>
          ) : (
            <div className="payout-table-wrap">
              <table className="payout-table">
                <caption className="visually-hidden">{t('earnings.tableLabel')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('earnings.columns.date')}</th>
                    <th scope="col">{t('earnings.columns.deal')}</th>
                    <th scope="col">{t('earnings.columns.amount')}</th>
                    <th scope="col">{t('earnings.columns.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.items.map((earning) => (
                    <tr key={earning.id}>
                      <td>
                        <time dateTime={earning.created_at}>{dateText(earning.created_at, lang)}</time>
                      </td>
                      <td>
                        {earning.deal.id === null ? (
                          earning.deal.title
                        ) : (
                          <Link to={localize(`/deals/${earning.deal.id}`)}>{earning.deal.title}</Link>
                        )}
                      </td>
                      <td className="payout-amount">{minorMoney(earning.amount, earning.currency, lang)}</td>
                      <td>
                        <span className={`payout-status payout-status--${earning.status}`}>{t(`earnings.status.${earning.status}`)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={page}
            pages={totalPages(state.data)}
            onPage={(next) => setParams({ page: String(next) })}
            label={t('pager')}
            className="payout-pager"
          />
        </>
      )}
    </section>
  );
}

/** A fresh Idempotency-Key for one payout the member asked for. */
const newKey = () =>
  globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Balance, payouts and "Pay out". One payout asked is one Idempotency-Key, kept until the server answered for sure
 * (a network failure or a 5xx keeps it, so pressing again retries the same payout and the server pays once); the
 * button is off while a payout is on its way, so a double click sends one request.
 */
function MoneySection({ api, round, onPaid }: { api: AccountApi; round: number; onPaid: () => void }) {
  const { t } = useTranslation('payouts');
  const { t: common } = useTranslation();
  const { lang } = useLocalize();
  const balance = useLoaded(`balance:${api.key}:${round}`, (signal) => api.balance(signal));
  const payouts = useLoaded(`payouts:${api.key}:${round}`, (signal) => api.payouts(signal));
  const key = useRef<string | null>(null);
  const paying = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [paid, setPaid] = useState<number | null>(null);

  async function payOut() {
    if (paying.current) return;
    paying.current = true;
    setBusy(true);
    setError(null);
    setPaid(null);
    key.current ??= newKey();
    const answer = await api.payOut(key.current);
    paying.current = false;
    setBusy(false);
    if (answer.success) {
      key.current = null;
      setPaid(answer.data.items.length);
      onPaid();
      return;
    }
    if (answer.error.status > 0 && answer.error.status < 500) key.current = null;
    setError(answer.error);
  }

  const available = balance.state.status === 'ready' ? balance.state.data.available.filter((money) => money.amount > 0) : [];
  return (
    <section className={cardClassName('payouts-section')} aria-labelledby="payout-money">
      <h2 id="payout-money">{t('balance.title')}</h2>
      {balance.state.status === 'loading' && <Loading />}
      {balance.state.status === 'error' && <LoadFailed error={balance.state.error} onRetry={balance.reload} />}
      {balance.state.status === 'ready' && (
        <dl className="payout-totals">
          <div className="payout-total">
            <dt>{t('balance.available')}</dt>
            <dd>
              <MoneyList items={balance.state.data.available} empty={t('balance.none')} />
            </dd>
          </div>
          <div className="payout-total">
            <dt>{t('balance.pending')}</dt>
            <dd>
              <MoneyList items={balance.state.data.pending} empty={t('balance.none')} />
            </dd>
          </div>
        </dl>
      )}
      <Button type="button" variant="primary" disabled={busy || available.length === 0} onClick={payOut}>
        {busy ? t('payouts.paying') : t('payouts.payOut')}
      </Button>
      {paid !== null && (
        <p className="notice notice--success" role="status">
          {t('payouts.paid', { count: paid })}
        </p>
      )}
      {error && (
        <p className="notice notice--danger" role="alert">
          {messageOf(error, common)}
        </p>
      )}
      <h3>{t('payouts.title')}</h3>
      {payouts.state.status === 'loading' && <Loading />}
      {payouts.state.status === 'error' && <LoadFailed error={payouts.state.error} onRetry={payouts.reload} />}
      {payouts.state.status === 'ready' &&
        (payouts.state.data.items.length === 0 ? (
          <p>{t('payouts.empty')}</p>
        ) : (
          <div className="payout-table-wrap">
            <table className="payout-table">
              <caption className="visually-hidden">{t('payouts.tableLabel')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('payouts.columns.date')}</th>
                  <th scope="col">{t('payouts.columns.amount')}</th>
                  <th scope="col">{t('payouts.columns.status')}</th>
                  <th scope="col">{t('payouts.columns.arrival')}</th>
                </tr>
              </thead>
              <tbody>
                {payouts.state.data.items.map((payout) => (
                  <tr key={payout.id}>
                    <td>
                      <time dateTime={payout.created_at}>{dateText(payout.created_at, lang)}</time>
                    </td>
                    <td className="payout-amount">{minorMoney(payout.amount, payout.currency, lang)}</td>
                    <td>
                      {t(`payouts.status.${payout.status}`)}
                      {payout.failure_message ? ` (${payout.failure_message})` : ''}
                    </td>
                    <td>{payout.arrival_date ? dateText(payout.arrival_date, lang) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}

/** Links to the payouts of the companies the member owns (none: nothing shown). */
function CompaniesSection() {
  const { t } = useTranslation('payouts');
  const { client } = useSession();
  const { localize } = useLocalize();
  const { state } = useLoaded('companies:mine', (signal) => client.companies.mine({}, { signal }));
  if (state.status !== 'ready') return null;
  const owned = state.data.filter((company) => company.isOwner);
  if (owned.length === 0) return null;
  return (
    <section className={cardClassName('payouts-section')} aria-labelledby="payout-companies">
      <h2 id="payout-companies">{t('companies.title')}</h2>
      <p>{t('companies.lead')}</p>
      <ul className="payout-companies">
        {owned.map((company) => (
          <li key={company.id}>
            <Link to={localize(`/settings/payouts?company=${company.id}`)}>{t('companies.open', { name: company.name })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

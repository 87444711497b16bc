import './memberships.css';
import type { ActiveMemberships, Company, Membership } from '@dealgrow/sdk';
import { buttonClassName, cardClassName, dateInSentence, formatPlanPrice, MembershipPicker } from '@dealgrow/widgets';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import type { MembershipsTranslation } from '../i18n/locales/memberships/en.ts';
import { type AreaStringChunks, useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';

const membershipsStrings: AreaStringChunks<MembershipsTranslation> = {
  en: () => import('../i18n/locales/memberships/en.ts'),
  fr: () => import('../i18n/locales/memberships/fr.ts'),
  tr: () => import('../i18n/locales/memberships/tr.ts'),
};

type CheckoutReturn = 'success' | 'canceled' | null;

/**
 * The hosted checkout's return (`?checkout=success|canceled`, docs/memberships.md): what it said, kept after the address
 * drops the parameters (replace: Back does not say it again).
 */
function useCheckoutReturn(): CheckoutReturn {
  const [params, setParams] = useSearchParams();
  const asked = params.get('checkout');
  const [shown] = useState<CheckoutReturn>(asked === 'success' || asked === 'canceled' ? asked : null);
  useEffect(() => {
    if (!params.has('checkout') && !params.has('session_id')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return shown;
}

/** `/membership/personal`: the member's plan. */
export function PersonalMembershipScreen() {
  const ready = useAreaStrings('memberships', membershipsStrings);
  if (!ready) return <Loading />;
  return <MembershipPage kind="personal" />;
}

/** `/membership/shop?company=<id>`: a company's shop plan (its owner changes it); after a shop checkout, the kept company. */
export function ShopMembershipScreen() {
  const ready = useAreaStrings('memberships', membershipsStrings);
  const { client } = useSession();
  const [params] = useSearchParams();
  const given = Number(params.get('company'));
  // Back from a shop checkout, the address may not carry the company: the SDK kept it (SPEC §9 `COMPANY_ID`).
  const [company, setCompany] = useState<number | null | undefined>(Number.isInteger(given) && given > 0 ? given : undefined);
  const returning = params.has('checkout');
  useEffect(() => {
    if (company !== undefined && !returning) return;
    let live = true;
    void client.memberships.pendingCompanyId().then((result) => {
      if (!live) return;
      const kept = result.success ? result.data : null;
      if (company === undefined) setCompany(kept);
      if (returning) void client.memberships.clearPendingCompanyId();
    });
    return () => {
      live = false;
    };
  }, [client, company, returning]);
  if (!ready || company === undefined) return <Loading />;
  return <MembershipPage kind="shop" company={company} />;
}

function MembershipPage({ kind, company }: { kind: 'personal' | 'shop'; company?: number | null }) {
  const { t } = useTranslation('memberships');
  const { localize } = useLocalize();
  const checkout = useCheckoutReturn();
  const [round, setRound] = useState(0);
  const refresh = () => setRound((value) => value + 1);

  return (
    <div className="container page membership-page" data-kind={kind}>
      <header className="page-header">
        <h1>{kind === 'personal' ? t('personalTitle') : t('shopTitle')}</h1>
        <p className="lead">{kind === 'personal' ? t('personalLead') : t('shopLead')}</p>
        <p>
          <Link className={buttonClassName('secondary', 'small')} to={localize('/settings/billing')}>
            {t('billingLink')}
          </Link>
        </p>
      </header>
      {checkout && (
        <p className={`notice ${checkout === 'success' ? 'notice--success' : ''}`} role="status" data-checkout={checkout}>
          {t(`checkout.${checkout}`)}
        </p>
      )}
      {kind === 'shop' && !company ? (
        <p className={cardClassName('membership-empty')}>
          {t('shop.noCompany')} <Link to={localize('/companies')}>{t('shop.companiesLink')}</Link>
        </p>
      ) : (
        <PlanArea kind={kind} company={company ?? undefined} round={round} onChange={refresh} />
      )}
    </div>
  );
}

function PlanArea({
  kind,
  company,
  round,
  onChange,
}: {
  kind: 'personal' | 'shop';
  company?: number;
  round: number;
  onChange: () => void;
}) {
  const { t } = useTranslation('memberships');
  const { client } = useSession();
  const active = useLoaded<ActiveMemberships>(`memberships:${round}`, (signal) => client.memberships.activeMemberships({ signal }));
  const owned = useLoaded<Company | null>(`membership-company:${company ?? 0}`, async (signal) =>
    company ? client.companies.get(company, { signal }) : { success: true, status: 200, statusText: 'OK', data: null, error: undefined },
  );
  // After a change the plan loads again: the last answer stays on screen meanwhile, so the picker (and what it says) stays.
  const last = useRef<ActiveMemberships | null>(null);
  if (active.state.status === 'ready') last.current = active.state.data;
  const shown = last.current;
  if (active.state.status === 'error') return <LoadFailed error={active.state.error} onRetry={active.reload} />;
  if (owned.state.status === 'error') return <LoadFailed error={owned.state.error} onRetry={owned.reload} />;
  if (!shown || owned.state.status === 'loading') return <Loading />;
  const { items, free_limits } = shown;
  const membership = items.find((item) => item.kind === kind && (kind === 'personal' || item.company?.id === company)) ?? null;
  const companyOf = owned.state.data;
  const canChange = kind === 'personal' || companyOf?.isOwner === true;
  return (
    <>
      {companyOf && <h2 className="membership-company">{t('shopTitleOf', { company: companyOf.name })}</h2>}
      <CurrentPlan membership={membership} free={free_limits[kind]} />
      {canChange ? (
        <section className={cardClassName('membership-picker-panel')}>
          <MembershipPicker kind={kind} company={company} onChange={onChange} />
        </section>
      ) : (
        <p className="notice" role="note">
          {t('shop.ownerOnly')}
        </p>
      )}
    </>
  );
}

function CurrentPlan({ membership, free }: { membership: Membership | null; free: { deals: number | null; products: number | null } }) {
  const { t, i18n } = useTranslation('memberships');
  const lang = i18n.language === 'fr' || i18n.language === 'tr' ? i18n.language : 'en';
  const date = (at: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(at));
  const limit = (value: number | null) => (value === null ? t('current.unlimited') : String(value));
  const pending = membership?.pending_change ?? null;
  return (
    <section
      className={cardClassName('membership-current')}
      aria-labelledby="membership-current-title"
      data-plan={membership?.plan ?? 'free'}
    >
      <h2 id="membership-current-title">{t('current.title')}</h2>
      {membership ? (
        <>
          <p className="membership-current__name">
            <strong>{membership.plan_name}</strong>{' '}
            <span className="membership-current__status" data-status={membership.status}>
              {t(`current.status.${membership.status}`)}
            </span>
          </p>
          <p>
            {t('current.price', {
              amount: formatPlanPrice(membership.amount, membership.currency, lang),
              interval: t(`current.interval.${membership.interval}`),
            })}
          </p>
          <p>
            {dateInSentence(
              (shown) => t(membership.status === 'active' ? 'current.renews' : 'current.ends', { date: shown }),
              membership.current_period_end,
              date(membership.current_period_end),
            )}
          </p>
          {pending && (
            <p data-pending={pending.plan}>
              {dateInSentence(
                (shown) =>
                  t('current.pending', { plan: pending.plan_name, interval: t(`current.interval.${pending.interval}`), date: shown }),
                pending.effective_at,
                date(pending.effective_at),
              )}
            </p>
          )}
          <p className="membership-current__limits">
            {t('current.limits', { deals: limit(membership.limits.deals), products: limit(membership.limits.products) })}
          </p>
        </>
      ) : (
        <>
          <p className="membership-current__name">
            <strong>{t('current.free')}</strong>
          </p>
          <p className="membership-current__limits">
            {t('current.freeLimits', { deals: limit(free.deals), products: limit(free.products) })}
          </p>
        </>
      )}
    </section>
  );
}

import type { Company, Deal } from '@dealgrow/sdk';
import type { Language } from '@dealgrow/sdk/state';
import { type MouseEvent, useRef } from 'react';
import { companyDealUrl, companyUrl, imageAddress } from '../follow-button/company-links.ts';
import { CompanyStatus } from '../follow-button/company-status.tsx';
import { FollowButton } from '../follow-button/FollowButton.tsx';
import { useCompany } from '../follow-button/use-company.ts';
import { translate } from '../i18n/translate.ts';
import { announce, useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { companyCardCss } from './company-card.css.ts';
import { COMPANY_MESSAGES, type CompanyMessageKey } from './messages.ts';
import { MAX_CARD_DEALS, useCompanyDeals } from './use-company-deals.ts';

/** The detail of `dg-company-click`: which company's page the visitor opens. */
export interface CompanyClickDetail {
  companyId: number;
  slug: string;
}

/** Fired when a visitor opens the company's page on the flagship site; cancel it to keep the visitor on the page. */
export const COMPANY_CLICK_EVENT = 'dg-company-click';
/** Fired when a visitor opens one of the card's deals on the flagship site (as on a deal card); cancelable. */
export const COMPANY_DEAL_CLICK_EVENT = 'dg-deal-click';

export interface CompanyCardProps {
  /** The company's id or slug (the card loads it), or the company the page already has. */
  company: string | number | Company;
  /** Shows the company's latest deals, this many (1 to 24; none when absent or 0). */
  deals?: number;
  /** Called with the same detail as the `dg-company-click` DOM event. */
  onCompanyClick?: (detail: CompanyClickDetail) => void;
}

/** A company's card: cover, logo, name (a link to its page on the flagship site), type, the follow button with the follower count, and optionally its latest deals. */
export function CompanyCard({ company, ...rest }: CompanyCardProps) {
  return typeof company === 'object' ? <CompanyView company={company} {...rest} /> : <CompanyById company={String(company)} {...rest} />;
}

function CompanyById({ company, ...rest }: Omit<CompanyCardProps, 'company'> & { company: string }) {
  const { lang } = useDealgrow();
  const { state, retry } = useCompany(company);
  const root = useRef<HTMLElement>(null);
  useAdoptedStyles(root, companyCardCss);
  if (state.status === 'ready') return <CompanyView company={state.company} {...rest} />;
  return (
    <article ref={root} className="dg-company-card" part="card" data-state={state.status} aria-busy={state.status === 'loading'}>
      <div className="dg-company-body">
        <CompanyStatus lang={lang} status={state.status} retry={retry} />
      </div>
    </article>
  );
}

function CompanyView({ company, deals, onCompanyClick }: Omit<CompanyCardProps, 'company'> & { company: Company }) {
  const { lang, appUrl } = useDealgrow();
  const root = useRef<HTMLElement>(null);
  useAdoptedStyles(root, companyCardCss);
  const say = (key: CompanyMessageKey, values?: Record<string, string>) => translate(COMPANY_MESSAGES, lang, key, values);
  const cover = imageAddress(company.cover_image);
  const logo = imageAddress(company.logo);
  const count = Math.min(Math.max(Math.trunc(Number(deals) || 0), 0), MAX_CARD_DEALS);

  const openCompany = (event: MouseEvent<HTMLAnchorElement>) => {
    const detail: CompanyClickDetail = { companyId: company.id, slug: company.slug };
    onCompanyClick?.(detail);
    if (!announce(event.currentTarget, COMPANY_CLICK_EVENT, detail)) event.preventDefault();
  };

  return (
    <article ref={root} className="dg-company-card" part="card" data-state="ready">
      {cover && <img className="dg-company-cover" part="cover" src={cover} alt="" loading="lazy" />}
      <div className="dg-company-body">
        <div className="dg-company-head">
          {logo && <img className="dg-company-logo" part="logo" src={logo} alt={say('company.logoAlt', { name: company.name })} />}
          <div className="dg-company-id">
            <a
              className="dg-company-name"
              part="name link"
              href={companyUrl(appUrl, lang, company.slug)}
              target="_blank"
              rel="noopener"
              onClick={openCompany}
            >
              {company.name}
            </a>
            {company.type && (
              <p className="dg-company-type" part="type">
                {company.type.name}
              </p>
            )}
          </div>
        </div>
        <FollowButton company={company} />
        {count > 0 && <CompanyDeals companyId={company.id} count={count} lang={lang} appUrl={appUrl} />}
      </div>
    </article>
  );
}

/** A price in the deal's currency with no decimals (SPEC §9); none without a price above zero or a currency. */
function priceOf(deal: Deal, lang: Language): string | undefined {
  try {
    return deal.price && deal.price > 0
      ? new Intl.NumberFormat(lang, {
          style: 'currency',
          currency: deal.currency ?? '',
          maximumFractionDigits: 0,
          minimumFractionDigits: 0,
        }).format(deal.price)
      : undefined;
  } catch {
    return undefined;
  }
}

function CompanyDeals({ companyId, count, lang, appUrl }: { companyId: number; count: number; lang: Language; appUrl: string }) {
  const state = useCompanyDeals(companyId, count);
  const say = (key: CompanyMessageKey) => translate(COMPANY_MESSAGES, lang, key);
  const openDeal = (dealId: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!announce(event.currentTarget, COMPANY_DEAL_CLICK_EVENT, { dealId })) event.preventDefault();
  };
  return (
    <section
      className="dg-company-deals"
      part="deals"
      data-state={state.status}
      aria-label={say('company.deals')}
      aria-busy={state.status === 'loading'}
    >
      <p className="dg-company-deals-title" part="deals-title">
        {say('company.deals')}
      </p>
      {state.status === 'ready' && state.deals.length > 0 && (
        <ul className="dg-company-deal-list">
          {state.deals.map((deal) => {
            const price = priceOf(deal, lang);
            return (
              <li key={deal.id} className="dg-company-deal" part="deal">
                <a
                  className="dg-company-deal-link"
                  part="deal-link"
                  href={companyDealUrl(appUrl, lang, deal.id)}
                  target="_blank"
                  rel="noopener"
                  onClick={openDeal(deal.id)}
                >
                  {deal.title}
                </a>
                {price && (
                  <span className="dg-company-deal-price" part="deal-price">
                    {price}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {/* Nothing while they load (the section is busy); why there are none once the answer came. */}
      {(state.status === 'error' || (state.status === 'ready' && !state.deals.length)) && (
        <p className="dg-status" part="status" role={state.status === 'error' ? 'alert' : 'status'}>
          {say(state.status === 'error' ? 'company.dealsError' : 'company.noDeals')}
        </p>
      )}
    </section>
  );
}

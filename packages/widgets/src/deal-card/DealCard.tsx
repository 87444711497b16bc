import type { Deal } from '@dealgrow/sdk';
import { formatAmount, formatPrice } from '@dealgrow/sdk/format';
import { type MouseEvent, useRef } from 'react';
import { translate } from '../i18n/translate.ts';
import { announce, useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { dealCardCss } from './deal-card.css.ts';
import { DEAL_ACTIONS, type DealAction, dealLeadUrl, dealUrl } from './deal-links.ts';
import { DEAL_MESSAGES, type DealMessageKey } from './messages.ts';
import { useDeal } from './use-deal.ts';

/** The detail of `dg-deal-action`: which deal, and whether the visitor buys, sells or refers it. */
export interface DealActionDetail {
  dealId: number;
  action: DealAction;
}

/** The detail of `dg-deal-click`: which deal's page the visitor opens. */
export interface DealClickDetail {
  dealId: number;
}

/** Fired when a visitor starts a lead; cancel it to keep the visitor on the page instead of going to the flagship site. */
export const DEAL_ACTION_EVENT = 'dg-deal-action';
/** Fired when a visitor opens a deal's page on the flagship site; cancel it to keep the visitor on the page. */
export const DEAL_CLICK_EVENT = 'dg-deal-click';

export interface DealCardProps {
  /** A deal as the lists answer it, or its id (number or text) to load it. */
  deal: Deal | number | string;
  /** Takes over a Buy / Sell / Refer action: the card then does not leave for the flagship site. */
  onAction?: (detail: DealActionDetail) => void;
  /** Called with the same detail as the `dg-deal-click` DOM event. */
  onDealClick?: (detail: DealClickDetail) => void;
}

/** A deal: cover, type, price, rewards, company, location, and Buy / Sell / Refer, which start a lead on the flagship site. */
export function DealCard({ deal, ...handlers }: DealCardProps) {
  return typeof deal === 'object' ? <DealCardView deal={deal} {...handlers} /> : <DealCardById dealId={deal} {...handlers} />;
}

function DealCardById({ dealId, ...handlers }: Omit<DealCardProps, 'deal'> & { dealId: number | string }) {
  const { lang } = useDealgrow();
  const { state, retry } = useDeal(dealId);
  const root = useRef<HTMLElement>(null);
  useAdoptedStyles(root, dealCardCss);
  if (state.status === 'ready') return <DealCardView deal={state.deal} {...handlers} />;
  const say = (key: DealMessageKey) => translate(DEAL_MESSAGES, lang, key);
  return (
    <article ref={root} className="dg-deal-card" part="card" data-state={state.status} aria-busy={state.status === 'loading'}>
      <div className="dg-deal-body">
        <p className="dg-status" part="status" role={state.status === 'error' ? 'alert' : 'status'}>
          {say(state.status === 'loading' ? 'deal.loading' : state.status === 'error' ? 'deal.error' : 'deal.notFound')}
        </p>
        {state.status === 'error' && (
          <button type="button" className="dg-retry" part="retry" onClick={retry}>
            {say('deal.retry')}
          </button>
        )}
      </div>
    </article>
  );
}

/** The amount of a reward, or undefined when the deal has none (prices are kept only above zero). */
function rewardOf(deal: Deal, action: DealAction): { amount: number; currency: string } | undefined {
  const amount = deal[`${action}_price`];
  const currency = deal[`${action}_currency`] ?? deal.currency;
  return amount && amount > 0 && currency ? { amount, currency } : undefined;
}

function DealCardView({ deal, onAction, onDealClick }: Omit<DealCardProps, 'deal'> & { deal: Deal }) {
  const { client, lang, appUrl } = useDealgrow();
  const root = useRef<HTMLElement>(null);
  useAdoptedStyles(root, dealCardCss);
  const say = (key: DealMessageKey, values?: Record<string, string>) => translate(DEAL_MESSAGES, lang, key, values);
  const money = (amount: number, currency: string | null) => formatAmount(amount, currency, lang);
  const price = formatPrice(deal.price, deal.currency, lang);

  const cover = deal.files.find((file) => file.is_cover_file);
  const rewards = DEAL_ACTIONS.flatMap((action) => {
    const reward = rewardOf(deal, action);
    return reward ? [{ action, text: say(`deal.reward.${action}`, { amount: money(reward.amount, reward.currency) }) }] : [];
  });

  const openDeal = (event: MouseEvent<HTMLAnchorElement>) => {
    const detail: DealClickDetail = { dealId: deal.id };
    onDealClick?.(detail);
    if (!announce(event.currentTarget, DEAL_CLICK_EVENT, detail)) event.preventDefault();
  };
  const startLead = (action: DealAction) => (event: MouseEvent<HTMLAnchorElement>) => {
    const detail: DealActionDetail = { dealId: deal.id, action };
    // The page hears first: a cancelled event keeps the visitor here, and so does a React owner's onAction.
    if (!announce(event.currentTarget, DEAL_ACTION_EVENT, detail)) event.preventDefault();
    else if (onAction) {
      event.preventDefault();
      onAction(detail);
    }
  };

  return (
    <article ref={root} className="dg-deal-card" part="card" data-state="ready" data-type={deal.type}>
      {cover && (
        <img
          className="dg-cover"
          part="cover"
          src={client.files.downloadUrl(cover.path, { inline: true })}
          alt={say('deal.coverAlt', { title: deal.title })}
          loading="lazy"
        />
      )}
      <div className="dg-deal-body">
        <div className="dg-deal-head">
          <span className="dg-badge" part="badge" data-type={deal.type}>
            {say(`deal.type.${deal.type}`)}
          </span>
          {price && (
            <span className="dg-price" part="price">
              {price}
            </span>
          )}
        </div>
        <a
          className="dg-title"
          part="title link"
          href={dealUrl(appUrl, lang, deal.id)}
          target="_blank"
          rel="noopener"
          title={say('deal.view')}
          onClick={openDeal}
        >
          {deal.title}
        </a>
        {deal.company && (
          <p className="dg-meta" part="company">
            {deal.company.name}
          </p>
        )}
        {deal.location && (
          <p className="dg-meta" part="location">
            {deal.location}
          </p>
        )}
        {rewards.length > 0 && (
          <ul className="dg-rewards" part="rewards" aria-label={say('deal.rewards')}>
            {rewards.map(({ action, text }) => (
              <li key={action} part={`reward reward-${action}`}>
                {text}
              </li>
            ))}
          </ul>
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> groups form controls; these are links, grouped and named once per card without a landmark. */}
        <div className="dg-actions" part="actions" role="group" aria-label={say('deal.actions')}>
          {DEAL_ACTIONS.map((action) => (
            <a
              key={action}
              className="dg-action"
              part={`action action-${action}`}
              data-action={action}
              href={dealLeadUrl(appUrl, lang, deal.id, action)}
              onClick={startLead(action)}
            >
              {say(`deal.action.${action}`)}
            </a>
          ))}
        </div>
      </div>
    </article>
  );
}

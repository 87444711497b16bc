import type { DealDetail } from '@dealgrow/sdk';
import { formatPrice } from '@dealgrow/sdk/format';
import { buttonClassName, cardClassName, DealCard } from '@dealgrow/widgets';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { NotFoundScreen } from '../common/not-found.tsx';
import { itemName, useSelectLists } from '../common/select-lists.ts';
import { useListingId } from '../common/use-deal-id.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { FactsSection, faqsOf, ListingLoad, ListingPage, ListingSections, reviewsOf } from '../listings/index.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { REWARD_KINDS } from './deal-form.ts';
import { useInAppDealLinks } from './in-app-deal-links.ts';
import { moneyText } from './money.ts';
import './deals.css';

/** How many related deals the page shows. */
const RELATED_DEALS_SHOWN = 6;

export function DealDetailScreen() {
  const id = useListingId();
  return id === null ? <NotFoundScreen /> : <DealPage id={id} />;
}

function DealPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { state, reload } = useLoaded(`deal-${id}`, (signal) => client.deals.get(id, { signal }));
  return (
    <ListingLoad state={state} reload={reload} notFound={t('deals.notFound')} loadError={t('deals.loadError')}>
      {(deal) => <DealView deal={deal} />}
    </ListingLoad>
  );
}

function DealView({ deal }: { deal: DealDetail }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { lang, localize } = useLocalize();
  const lists = useSelectLists(client);
  const category = lists.state.status === 'ready' ? lists.state.data.categories.find((item) => item.id === deal.category_id) : undefined;
  const name = (member: { firstName: string; lastName: string; username: string }) =>
    `${member.firstName} ${member.lastName}`.trim() || member.username;

  const facts: Array<[string, string]> = [];
  const price = formatPrice(deal.price, deal.currency, lang);
  if (price) facts.push([t('deals.detail.price'), price]);
  if (deal.stock !== null) facts.push([t('deals.detail.stock'), new Intl.NumberFormat(lang).format(deal.stock)]);
  if (deal.location) facts.push([t('deals.detail.location'), deal.location]);
  if (deal.industry) facts.push([t('deals.detail.industry'), deal.industry]);
  if (deal.isAllIndustry) facts.push([t('deals.detail.industry'), t('deals.detail.allIndustries')]);
  if (category) facts.push([t('deals.detail.category'), itemName(category, lang)]);
  if (deal.sub_type) facts.push([t('deals.detail.subType'), deal.sub_type]);
  if (deal.company) facts.push([t('deals.detail.company'), deal.company.name]);
  facts.push([t('deals.detail.author'), name(deal.author)]);
  if (deal.managers.length) facts.push([t('deals.detail.managers'), deal.managers.map(name).join(', ')]);
  facts.push([
    t('deals.detail.rating'),
    deal.rating === null
      ? t('deals.detail.noRating')
      : t('deals.detail.ratingValue', { rating: deal.rating.toFixed(1), count: deal.reviews_count }),
  ]);

  return (
    <ListingPage
      kind="deal"
      id={deal.id}
      title={deal.title}
      badge={
        <span className="deal-badge" data-type={deal.type}>
          {t(`deals.type.${deal.type}`)}
        </span>
      }
      price={price}
      editPath={deal.can_edit ? localize(`/deals/${deal.id}/edit`) : null}
      main={
        <ListingSections
          listingKey={`deal-${deal.id}`}
          description={deal.description}
          files={deal.files}
          canEdit={deal.can_edit}
          faqs={faqsOf(client.deals, deal.id)}
          reviews={reviewsOf(client.deals, deal.id)}
        />
      }
      side={
        <>
          <section className={cardClassName('deal-section')} aria-labelledby="rewards-title" data-section="rewards">
            <h2 id="rewards-title">{t('deals.detail.rewards')}</h2>
            <ul className="reward-list">
              {REWARD_KINDS.map((kind) => {
                const amount = deal[`${kind}_price`];
                return (
                  <li key={kind}>
                    <Link to={localize(`/deals/${deal.id}/lead?type=${kind}`)} className={buttonClassName('primary')} data-lead={kind}>
                      {t(`deals.detail.reward.${kind}`)}
                    </Link>
                    <span className="reward-list__amount">
                      {amount !== undefined
                        ? t('deals.detail.rewardAmount', { amount: moneyText(amount, deal[`${kind}_currency`] ?? deal.currency, lang) })
                        : t('deals.detail.noReward')}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
          <FactsSection facts={facts} />
        </>
      }
    >
      <RelatedDeals id={deal.id} />
    </ListingPage>
  );
}

/** Deals sharing the industry or the category, as the DealCard widget shows them. */
function RelatedDeals({ id }: { id: number }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const holder = useRef<HTMLDivElement>(null);
  useInAppDealLinks(holder);
  const { state, reload } = useLoaded(`related-${id}`, (signal) => client.deals.related(id, { limit: RELATED_DEALS_SHOWN }, { signal }));
  return (
    <section className="deal-related" aria-labelledby="related-title" data-section="related">
      <h2 id="related-title">{t('deals.related.title')}</h2>
      <div ref={holder}>
        {state.status === 'loading' && <Loading shape="cards" />}
        {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
        {state.status === 'ready' &&
          (state.data.items.length === 0 ? (
            <p className="empty-state">{t('deals.related.empty')}</p>
          ) : (
            <ul className="card-grid">
              {state.data.items.map((related) => (
                <li key={related.id}>
                  <DealCard deal={related} />
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}

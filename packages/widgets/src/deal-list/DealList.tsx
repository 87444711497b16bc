import type { DealListType } from '@dealgrow/sdk';
import { type ReactNode, useRef } from 'react';
import { type DealActionDetail, DealCard, type DealClickDetail } from '../deal-card/DealCard.tsx';
import { translate } from '../i18n/translate.ts';
import { useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { dealListCss } from './deal-list.css.ts';
import { DEAL_LIST_MESSAGES, type DealListMessageKey } from './messages.ts';
import { isDealListType, useDealList } from './use-deal-list.ts';

export interface DealListProps {
  /** `all`: popular deals (one page of 100); `offer`: offers; `demand`: perks (24 a page). Anything else shows popular deals. */
  type?: DealListType;
  /** Deals a page instead of SPEC §9's (1 to 100); the list then pages on its own. */
  pageSize?: number;
  /** Takes over the Buy / Sell / Refer actions of every card (see DealCard). */
  onAction?: (detail: DealActionDetail) => void;
  /** Called with the same detail as the `dg-deal-click` DOM event. */
  onDealClick?: (detail: DealClickDetail) => void;
  /** Shown instead of the "Loading deals…" line while the first page is on its way (the app's skeleton cards). */
  placeholder?: ReactNode;
}

/** Where a list is: first page on its way, failed with nothing to show, loaded and empty, or showing deals. */
type ListStatus = 'loading' | 'error' | 'empty' | 'ready';

/** Popular deals, offers or perks as cards, with a "Load more" button while pages remain. */
export function DealList({ type, pageSize, onAction, onDealClick, placeholder }: DealListProps) {
  const { lang } = useDealgrow();
  const kind = isDealListType(type) ? type : 'all';
  const { list, hasMore, loadMore } = useDealList(kind, pageSize);
  const root = useRef<HTMLElement>(null);
  useAdoptedStyles(root, dealListCss);
  const say = (key: DealListMessageKey, values?: Record<string, string>) => translate(DEAL_LIST_MESSAGES, lang, key, values);

  const empty = list.items.length === 0;
  // SPEC §8: a failed list shows as empty, here with the reason and a retry.
  const status: ListStatus = !empty ? 'ready' : list.error ? 'error' : list.loading || list.page === 0 ? 'loading' : 'empty';

  return (
    <section
      ref={root}
      className="dg-deal-list"
      part="list"
      data-state={status}
      aria-label={say(`dealList.label.${kind}`)}
      aria-busy={list.loading}
    >
      {!empty && (
        <ul className="dg-deal-items" part="items">
          {list.items.map((deal) => (
            <li key={deal.id} part="item">
              <DealCard deal={deal} onAction={onAction} onDealClick={onDealClick} />
            </li>
          ))}
        </ul>
      )}
      {status === 'loading' && placeholder
        ? placeholder
        : status !== 'ready' && (
            <p className="dg-list-status" part="status" role="status">
              {say(status === 'loading' ? 'dealList.loading' : 'dealList.empty')}
            </p>
          )}
      {list.error && (
        <div part="error">
          <p className="dg-list-status" role="alert">
            {say('dealList.error')}
          </p>
          <button type="button" className="dg-retry" part="retry" onClick={loadMore} disabled={list.loading}>
            {say('dealList.retry')}
          </button>
        </div>
      )}
      {!empty && (
        <div className="dg-list-footer" part="footer">
          <span part="count">{say('dealList.count', { shown: String(list.items.length), total: String(list.total) })}</span>
          {hasMore && !list.error && (
            <button type="button" className="dg-more" part="more" onClick={loadMore} disabled={list.loading}>
              {say(list.loading ? 'dealList.loading' : 'dealList.more')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

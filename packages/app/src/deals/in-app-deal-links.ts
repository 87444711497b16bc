import { DEAL_ACTION_EVENT, DEAL_CLICK_EVENT, type DealActionDetail, type DealClickDetail } from '@dealgrow/widgets';
import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';

/** The deal widgets open the flagship site in a new tab, right for partner pages; inside the app the router takes their links. */
export function useInAppDealLinks(holder: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  const { localize } = useLocalize();
  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    const openDeal = (event: Event) => {
      event.preventDefault();
      const { dealId } = (event as CustomEvent<DealClickDetail>).detail;
      navigate(localize(`/deals/${dealId}`));
    };
    const startLead = (event: Event) => {
      event.preventDefault();
      const { dealId, action } = (event as CustomEvent<DealActionDetail>).detail;
      navigate(localize(`/deals/${dealId}/lead?type=${action}`));
    };
    node.addEventListener(DEAL_CLICK_EVENT, openDeal);
    node.addEventListener(DEAL_ACTION_EVENT, startLead);
    return () => {
      node.removeEventListener(DEAL_CLICK_EVENT, openDeal);
      node.removeEventListener(DEAL_ACTION_EVENT, startLead);
    };
  }, [holder, navigate, localize]);
}

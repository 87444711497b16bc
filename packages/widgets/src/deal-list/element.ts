import { asElement } from '../elements/as-element.tsx';
import { DealList } from './DealList.tsx';

/** `<dg-deal-list type="offer|demand|all" page-size="24">`, not registered; see define.ts. */
export const DealListElement = asElement(DealList, { type: 'string', pageSize: 'number' });

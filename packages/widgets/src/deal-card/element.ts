import { asElement } from '../elements/as-element.tsx';
import { DealCard } from './DealCard.tsx';

/** `<dg-deal-card deal="ID">`, not registered; see define.ts. */
export const DealCardElement = asElement(DealCard, { deal: 'string' });

import { asElement } from '../elements/as-element.tsx';
import { CompanyCard } from './CompanyCard.tsx';

/** `<dg-company-card company="ID-or-slug" deals="3">`, not registered; see define.ts. */
export const CompanyCardElement = asElement(CompanyCard, { company: 'string', deals: 'number' });

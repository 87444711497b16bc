import { asElement } from '../elements/as-element.tsx';
import { Search } from './Search.tsx';

/** `<dg-search types="members,deals" limit="3" company="acme" placeholder="…">`, not registered; see define.ts. */
export const SearchElement = asElement(Search, { types: 'string', limit: 'number', company: 'string', placeholder: 'string' });

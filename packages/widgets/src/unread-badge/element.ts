import { asElement } from '../elements/as-element.tsx';
import { UnreadBadge } from './UnreadBadge.tsx';

/** `<dg-unread-badge interval="60">`, not registered; see define.ts. */
export const UnreadBadgeElement = asElement(UnreadBadge, { interval: 'number' });

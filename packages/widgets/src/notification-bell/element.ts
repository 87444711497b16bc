import { asElement } from '../elements/as-element.tsx';
import { NotificationBell } from './NotificationBell.tsx';

/** `<dg-notification-bell interval="60">`, not registered; see define.ts. */
export const NotificationBellElement = asElement(NotificationBell, { interval: 'number' });

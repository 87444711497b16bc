import { asElement } from '../elements/as-element.tsx';
import { ConnectButton } from './ConnectButton.tsx';

/** `<dg-connect-button user="ID-or-username">`, not registered; see define.ts. */
export const ConnectButtonElement = asElement(ConnectButton, { user: 'string' });

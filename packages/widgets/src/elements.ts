import { ConnectButtonElement } from './connect-button/element.ts';
import { DealCardElement } from './deal-card/element.ts';
import { DealListElement } from './deal-list/element.ts';
import { PostElement } from './post-card/element.ts';
import { ProfileCardElement } from './profile-card/element.ts';

export type { ElementsOptions } from './elements/element-context.ts';
export { configureElements, DEFAULT_APP_URL } from './elements/element-context.ts';
export { ConnectButtonElement, DealCardElement, DealListElement, PostElement, ProfileCardElement };

/** Every custom element of the library by its tag name, for `define`. */
export const ELEMENTS: Readonly<Record<string, CustomElementConstructor>> = {
  'dg-profile-card': ProfileCardElement,
  'dg-deal-card': DealCardElement,
  'dg-deal-list': DealListElement,
  'dg-connect-button': ConnectButtonElement,
  'dg-post': PostElement,
};

import { ProfileCardElement } from './profile-card/element.ts';

export type { ElementsOptions } from './elements/element-context.ts';
export { configureElements, DEFAULT_APP_URL } from './elements/element-context.ts';
export { ProfileCardElement };

/** Every custom element of the library by its tag name, for `define`. */
export const ELEMENTS: Readonly<Record<string, CustomElementConstructor>> = {
  'dg-profile-card': ProfileCardElement,
};

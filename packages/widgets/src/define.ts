import { defineElement } from './elements/define-element.ts';
import { ELEMENTS } from './elements.ts';

export { defineElement } from './elements/define-element.ts';

/** Registers every Dealgrow element; importing this module does it for the page's registry. */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, element] of Object.entries(ELEMENTS)) defineElement(tag, element, registry);
}

if (typeof customElements !== 'undefined') defineElements();

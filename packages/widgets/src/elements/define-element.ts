/** Registers one element unless the page already has that tag (two copies of a script must not throw). */
export function defineElement(tag: string, element: CustomElementConstructor, registry: CustomElementRegistry = customElements): void {
  if (!registry.get(tag)) registry.define(tag, element);
}

import { type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { DealgrowProvider } from '../provider.tsx';
import { elementContext } from './context-store.ts';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** `pageSize` ↔ `page-size`. */
const attributeName = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** An attribute's text as the prop's value; a removed attribute, or JSON that does not parse, gives no value. */
function parse(type: AttributeType, text: string | null): unknown {
  if (text === null) return undefined;
  if (type === 'number') return Number.parseFloat(text);
  if (type === 'boolean') return text !== 'false' && text !== '0';
  if (type === 'json') {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return text;
}

/** A prop set on the element as its attribute's text (undefined and null remove the attribute). */
function stringify(type: AttributeType, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return type === 'json' ? JSON.stringify(value) : String(value);
}

/**
 * Turns a widget into a custom element class (not registered): it renders in an open shadow root, inside a
 * provider holding the configured client, with the listed attributes as props (`page-size` → `pageSize`, parsed
 * by type). Each prop is also a property of the element, reflected to its attribute. The element renders while
 * it is in the document, and unmounts its widget when it leaves.
 */
export function asElement<Props extends object>(
  Widget: ComponentType<Props>,
  attributes: Partial<Record<Extract<keyof Props, string>, AttributeType>>,
): CustomElementConstructor {
  function ElementRoot(props: Props) {
    return (
      <DealgrowProvider {...elementContext()}>
        <Widget {...props} />
      </DealgrowProvider>
    );
  }
  ElementRoot.displayName = `Element(${Widget.displayName ?? Widget.name})`;

  const types = attributes as Record<string, AttributeType>;
  const propOf = new Map(Object.keys(types).map((prop) => [attributeName(prop), prop]));

  class WidgetElement extends HTMLElement {
    static readonly observedAttributes = [...propOf.keys()];
    /** The widget's props, from the attributes. */
    widgetProps: Record<string, unknown> = {};
    private root: ReturnType<typeof createRoot> | undefined;

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
    }

    connectedCallback() {
      this.render();
    }

    disconnectedCallback() {
      this.root?.unmount();
      this.root = undefined;
    }

    attributeChangedCallback(attribute: string, _before: string | null, text: string | null) {
      const prop = propOf.get(attribute);
      if (prop === undefined) return;
      this.widgetProps = { ...this.widgetProps, [prop]: parse(types[prop] ?? 'string', text) };
      this.render();
    }

    private render() {
      if (!this.isConnected || !this.shadowRoot) return;
      this.root ??= createRoot(this.shadowRoot);
      this.root.render(createElement(ElementRoot, this.widgetProps as Props));
    }
  }

  for (const [attribute, prop] of propOf) {
    Object.defineProperty(WidgetElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return this.widgetProps[prop];
      },
      set(this: WidgetElement, value: unknown) {
        const text = stringify(types[prop] ?? 'string', value);
        if (text === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text);
      },
    });
  }
  return WidgetElement;
}

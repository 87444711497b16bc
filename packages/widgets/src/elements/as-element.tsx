import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { DealgrowProvider } from '../provider.tsx';
import { elementContext } from './context-store.ts';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/**
 * Turns a widget into a custom element class (not registered): it renders in an open shadow root,
 * inside a provider holding the configured client, and maps the listed attributes to props.
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
  return r2wc(ElementRoot, { shadow: 'open', props: attributes as Record<string, AttributeType> });
}

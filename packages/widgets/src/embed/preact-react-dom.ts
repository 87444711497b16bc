/** `react-dom/client`'s createRoot for the embed's custom elements (each custom element mounts its widget with it, elements/as-element.tsx), on Preact's `render`. */
import { type ComponentChild, render } from 'preact';

export function createRoot(container: Element) {
  return {
    render(children: ComponentChild) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}

/** `react-dom/client`'s createRoot for the embed's custom elements (r2wc mounts each element's widget with it), on Preact's `render`. */
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

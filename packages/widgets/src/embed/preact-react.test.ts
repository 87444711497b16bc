import { createElement, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import React, { useSyncExternalStore } from './preact-react.ts';
import { createRoot } from './preact-react-dom.ts';

const host = document.createElement('div');
document.body.append(host);
afterEach(() => render(null, host));

const store = createStore(() => ({ count: 0, other: 'a' }));
let renders = 0;
function Counter() {
  renders += 1;
  const count = useSyncExternalStore(store.subscribe, () => store.getState().count);
  return createElement('output', null, `count ${count}`);
}

describe("the embed's React on Preact", () => {
  it('re-renders a component reading an external store when, and only when, its snapshot changes', async () => {
    await act(() => render(createElement(Counter, null), host));
    expect(host.textContent).toBe('count 0');
    await act(() => store.setState({ count: 2 }));
    expect(host.textContent).toBe('count 2');
    const before = renders;
    await act(() => store.setState({ other: 'b' }));
    expect(renders).toBe(before);
  });

  it('mounts, updates and unmounts through createRoot as the custom elements do, with React.createElement', async () => {
    const root = createRoot(host);
    await act(() => root.render(React.createElement('p', { className: 'card' }, 'first')));
    expect(host.innerHTML).toBe('<p class="card">first</p>');
    await act(() => root.render(React.createElement('p', { className: 'card' }, 'second')));
    expect(host.textContent).toBe('second');
    await act(() => root.unmount());
    expect(host.innerHTML).toBe('');
  });
});

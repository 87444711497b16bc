import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, tabPanelProps } from './Tabs.tsx';

afterEach(cleanup);

const NAMES = ['connections', 'received', 'sent'] as const;
type Name = (typeof NAMES)[number];
const TITLES: Record<Name, string> = { connections: 'Connections', received: 'Received', sent: 'Sent' };

function Network() {
  const [selected, setSelected] = useState<Name>('connections');
  return (
    <>
      <Tabs label="Your network" id="net" names={NAMES} selected={selected} title={(name) => TITLES[name]} onSelect={setSelected} />
      <div {...tabPanelProps('net', selected)}>{TITLES[selected]} shown</div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('a named tab list whose selected tab is the one Tab stop and names the panel it controls', () => {
    render(<Network />);
    expect(screen.getByRole('tablist', { name: 'Your network' }).getAttribute('part')).toBe('tabs');
    expect(NAMES.map((name) => tab(TITLES[name]).getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tab('Connections').getAttribute('aria-selected')).toBe('true');
    expect(tab('Sent').getAttribute('aria-selected')).toBe('false');
    expect(tab('Connections').getAttribute('aria-controls')).toBe('net-panel');
    expect(screen.getByRole('tabpanel', { name: 'Connections' }).textContent).toBe('Connections shown');
  });

  it('arrows select the next and previous tab going round, Home and End the first and last; the focus follows', () => {
    render(<Network />);
    const steps: [string, string][] = [
      ['ArrowRight', 'Received'],
      ['ArrowRight', 'Sent'],
      ['ArrowRight', 'Connections'],
      ['ArrowLeft', 'Sent'],
      ['Home', 'Connections'],
      ['End', 'Sent'],
    ];
    tab('Connections').focus();
    for (const [key, name] of steps) {
      fireEvent.keyDown(document.activeElement as HTMLElement, { key });
      expect(document.activeElement, key).toBe(tab(name));
      expect(tab(name).getAttribute('aria-selected')).toBe('true');
      expect(tab(name).getAttribute('tabindex')).toBe('0');
      expect(screen.getByRole('tabpanel', { name }).textContent).toBe(`${name} shown`);
    }
    // Another key does nothing.
    fireEvent.keyDown(tab('Sent'), { key: 'ArrowDown' });
    expect(tab('Sent').getAttribute('aria-selected')).toBe('true');
  });

  it('a click selects a tab', () => {
    render(<Network />);
    fireEvent.click(tab('Received'));
    expect(tab('Received').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('net-tab-received');
  });
});

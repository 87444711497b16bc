import { type KeyboardEvent, useRef } from 'react';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { tabsCss } from './tabs.css.ts';

export interface TabsProps<Name extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** Id prefix of the tabs and their panel: `${id}-tab-${name}`, `${id}-panel`. */
  id: string;
  names: readonly Name[];
  selected: Name;
  /** A tab's words. */
  title: (name: Name) => string;
  onSelect: (name: Name) => void;
  /** The `part` of a web component's shadow root (`tabs` by default). */
  part?: string;
  className?: string;
}

/**
 * A WAI-ARIA tab list (automatic activation): one Tab stop, the selected tab (a roving tabindex); the arrow keys move
 * to the next or previous tab and select it, going round, Home and End to the first and last. The panel is the
 * caller's, with `tabPanelProps(id, selected)`. Right to left, the arrows follow the reading direction.
 */
export function Tabs<Name extends string>({ label, id, names, selected, title, onSelect, part = 'tabs', className }: TabsProps<Name>) {
  const list = useRef<HTMLDivElement>(null);
  useAdoptedStyles(list, tabsCss);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = names.indexOf(selected);
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (at + 1) % names.length
        : event.key === back
          ? (at - 1 + names.length) % names.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? names.length - 1
              : null;
    const name = next === null ? undefined : names[next];
    if (name === undefined) return;
    event.preventDefault();
    onSelect(name);
    list.current?.querySelector<HTMLElement>(`[id="${id}-tab-${name}"]`)?.focus();
  }

  return (
    <div
      ref={list}
      className={className ? `dg-tabs ${className}` : 'dg-tabs'}
      part={part}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {names.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${id}-tab-${name}`}
          className="dg-tab"
          aria-selected={name === selected}
          aria-controls={`${id}-panel`}
          tabIndex={name === selected ? 0 : -1}
          onClick={() => onSelect(name)}
        >
          {title(name)}
        </button>
      ))}
    </div>
  );
}

/** The attributes of the panel a `Tabs` list controls (no Tab stop of its own: its lists hold links and buttons). */
export function tabPanelProps(id: string, selected: string) {
  return { id: `${id}-panel`, role: 'tabpanel', 'aria-labelledby': `${id}-tab-${selected}` } as const;
}

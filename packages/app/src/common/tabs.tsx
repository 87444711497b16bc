import { type KeyboardEvent, useRef } from 'react';

export interface TabsProps<Name extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** Id prefix of the tabs and their panel: `${id}-tab-${name}`, `${id}-panel`. */
  id: string;
  names: readonly Name[];
  selected: Name;
  title: (name: Name) => string;
  onSelect: (name: Name) => void;
}

/**
 * A WAI-ARIA tab list: one Tab stop (the selected tab), arrow keys move between tabs and select them,
 * Home and End go to the first and last. The panel is the caller's, `id={`${id}-panel`}` with `tabPanelProps`.
 */
export function Tabs<Name extends string>({ label, id, names, selected, title, onSelect }: TabsProps<Name>) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = names.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % names.length
        : event.key === 'ArrowLeft'
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
    list.current?.querySelector<HTMLElement>(`#${id}-tab-${name}`)?.focus();
  }

  return (
    <div ref={list} className="network-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {names.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${id}-tab-${name}`}
          aria-selected={name === selected}
          aria-controls={`${id}-panel`}
          tabIndex={name === selected ? 0 : -1}
          className={name === selected ? 'network-tab network-tab--active' : 'network-tab'}
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

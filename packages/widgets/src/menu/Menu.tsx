import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../button/Button.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { menuCss } from './menu.css.ts';

export interface MenuItem<Id extends string = string> {
  id: Id;
  /** Its words. */
  label: string;
  /** Drawn in the danger colour (Delete, Leave). */
  danger?: boolean;
  /** Shown, reachable with the arrows, but does nothing (`aria-disabled`). */
  disabled?: boolean;
}

export interface MenuProps<Id extends string = string> {
  /** The button's words, its accessible name ("More actions"). */
  label: ReactNode;
  items: readonly MenuItem<Id>[];
  /** An item was chosen (by click, Enter or Space): the menu closes and the focus goes back to its button. */
  onSelect: (id: Id) => void;
  /** The button's look (`tertiary` by default). */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Where the menu lines up with its button: its start edge (the default) or its end edge (a button at the right). */
  align?: 'start' | 'end';
  /** Open at first (a story). */
  defaultOpen?: boolean;
  /** The `part` of a web component's shadow root (`menu` by default). */
  part?: string;
  className?: string;
}

/** The menu's items, in their order. */
function itemsIn(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space, a click or Arrow Down open the menu on its first item,
 * Arrow Up on its last; in the menu the arrows move round, Home and End go to the first and last, a letter to the next
 * item it starts; Escape closes it and gives the focus back to the button, and so does choosing an item; Tab or a
 * click elsewhere closes it.
 */
export function Menu<Id extends string = string>({
  label,
  items,
  onSelect,
  variant = 'tertiary',
  size,
  align = 'start',
  defaultOpen = false,
  part = 'menu',
  className,
}: MenuProps<Id>) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  /** The item to focus once the menu shows (a user opened it); null when it opened by itself (`defaultOpen`). */
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const id = useId();
  useAdoptedStyles(root, menuCss);

  useEffect(() => {
    if (!open || focusAt === null) return;
    itemsIn(list.current)[focusAt]?.focus();
  }, [open, focusAt]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const show = (at: number) => {
    setOpen(true);
    setFocusAt(at);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    setFocusAt(null);
    if (refocus) button.current?.focus();
  };
  const choose = (item: MenuItem<Id>) => {
    if (item.disabled) return;
    close(true);
    onSelect(item.id);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const stops = itemsIn(list.current);
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => {
      event.preventDefault();
      stops[(index + stops.length) % stops.length]?.focus();
    };
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(stops.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      // Only this menu closes, not a dialog around it.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
    else if (event.key.length === 1 && /\S/u.test(event.key)) {
      const letter = event.key.toLocaleLowerCase();
      const order = [...items.slice(at + 1), ...items.slice(0, at + 1)];
      const next = order.find((item) => item.label.trim().toLocaleLowerCase().startsWith(letter));
      if (next) focus(items.indexOf(next));
    }
  };

  return (
    <div ref={root} className={['dg-menu', align === 'end' && 'dg-menu--end', className].filter(Boolean).join(' ')} part={part}>
      <Button
        ref={button}
        id={`${id}-button`}
        variant={variant}
        size={size}
        part="menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="dg-menu__chevron" aria-hidden="true">
          ▾
        </span>
      </Button>
      <div
        ref={list}
        id={`${id}-menu`}
        className="dg-menu__list"
        role="menu"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={item.danger ? 'dg-menu__item dg-menu__item--danger' : 'dg-menu__item'}
            aria-disabled={item.disabled ? true : undefined}
            onClick={() => choose(item)}
          >
            {item.label}
          </button>
        ))}
      </div>
    </div>
  );
}

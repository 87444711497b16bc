import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, type MenuItem } from './Menu.tsx';

afterEach(cleanup);

const ITEMS: MenuItem[] = [
  { id: 'edit', label: 'Edit' },
  { id: 'share', label: 'Share' },
  { id: 'report', label: 'Report', disabled: true },
  { id: 'delete', label: 'Delete', danger: true },
];

function renderMenu() {
  const chosen = vi.fn();
  render(
    <>
      <Menu label="More actions" items={ITEMS} onSelect={chosen} />
      <button type="button">Elsewhere</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'More actions' });
  return { chosen, button, menu: () => screen.queryByRole('menu') };
}

const item = (name: string) => screen.getByRole('menuitem', { name });
const press = (key: string) => fireEvent.keyDown(document.activeElement as HTMLElement, { key });

describe('Menu', () => {
  it('a menu button: closed at first, it opens on its first item and says so; the menu is named by the button', () => {
    const { button, menu } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu()?.id);
    expect(screen.getByRole('menu', { name: 'More actions' })).toBe(menu());
    expect(screen.getAllByRole('menuitem').map((entry) => entry.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1', '-1']);
    expect(document.activeElement).toBe(item('Edit'));
    expect(item('Delete').className).toContain('dg-menu__item--danger');
  });

  it('arrows move round, Home and End, a letter; Escape closes it and gives the focus back to the button', () => {
    const { button, menu } = renderMenu();
    button.focus();
    press('ArrowUp');
    expect(document.activeElement).toBe(item('Delete'));
    press('ArrowDown');
    expect(document.activeElement).toBe(item('Edit'));
    press('ArrowUp');
    expect(document.activeElement).toBe(item('Delete'));
    press('Home');
    expect(document.activeElement).toBe(item('Edit'));
    press('End');
    expect(document.activeElement).toBe(item('Delete'));
    press('s');
    expect(document.activeElement).toBe(item('Share'));
    press('ArrowDown');
    // A disabled item is reached, not skipped (it says why it is there).
    expect(document.activeElement).toBe(item('Report'));
    expect(item('Report').getAttribute('aria-disabled')).toBe('true');
    press('Escape');
    expect(menu()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    press('ArrowDown');
    expect(document.activeElement).toBe(item('Edit'));
  });

  it('choosing an item (click or Enter on it) calls it, closes and refocuses the button; a disabled one does nothing', () => {
    const { button, chosen, menu } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(item('Report'));
    expect(chosen).not.toHaveBeenCalled();
    expect(menu()).not.toBeNull();
    fireEvent.click(item('Delete'));
    expect(chosen).toHaveBeenCalledWith('delete');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('Tab or a click elsewhere closes it', () => {
    const { button, menu } = renderMenu();
    fireEvent.click(button);
    press('Tab');
    expect(menu()).toBeNull();
    fireEvent.click(button);
    expect(menu()).not.toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menu()).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { applyColorScheme, storedColorScheme } from './color-scheme.ts';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the theme switch (settings, kept on this device)', () => {
  it('follows the device until the member chooses, then keeps the choice for the next visit', () => {
    expect(storedColorScheme()).toBe('system');
    applyColorScheme('dark', true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(storedColorScheme()).toBe('dark');
    applyColorScheme('light', true);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(storedColorScheme()).toBe('light');
  });

  it('back to the device: no data-theme (prefers-color-scheme decides) and nothing stored', () => {
    applyColorScheme('dark', true);
    applyColorScheme('system', true);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem('dg-theme')).toBeNull();
  });

  it('reads anything else stored as the device’s theme', () => {
    localStorage.setItem('dg-theme', 'purple');
    expect(storedColorScheme()).toBe('system');
  });
});

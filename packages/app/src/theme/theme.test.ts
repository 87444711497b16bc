import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints.ts';

// Read from disk: Vite's CSS handling is off in unit tests.
const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const themeCss = read('./theme.css');
const appCss = read('./app.css');

describe('theme (SPEC §9)', () => {
  it('defines the brand colours, primary blue-violet', () => {
    for (const name of ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark']) {
      expect(themeCss).toMatch(new RegExp(`--dg-${name}:\\s*#[0-9a-f]{6}`, 'i'));
    }
    expect(themeCss).toMatch(/--dg-primary:\s*#8a2be2/i);
  });

  it('sets Inter for headings, Poppins for body and Manrope for hero text', () => {
    expect(themeCss).toMatch(/--dg-font-heading:\s*["']Inter["']/);
    expect(themeCss).toMatch(/--dg-font-body:\s*["']Poppins["']/);
    expect(themeCss).toMatch(/--dg-font-hero:\s*["']Manrope["']/);
  });

  it('lays out at exactly the 4 breakpoints', () => {
    const widths = [...appCss.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => Number(match[1]));
    expect([...new Set(widths)].sort((a, b) => a - b)).toEqual(Object.values(BREAKPOINTS));
  });
});

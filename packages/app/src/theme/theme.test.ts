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

  it('gives every colour that carries text WCAG 2.2 AA contrast (4.5:1) with white and with the light background', () => {
    // Text colours on white or the light page, and fills white text sits on (badges, buttons).
    const TEXT_COLOURS = [
      'primary',
      'primary-strong',
      'secondary',
      'success',
      'danger',
      'warning-text',
      'info',
      'orange',
      'blue-grey',
      'dark',
      'text-muted',
    ];
    const below = TEXT_COLOURS.flatMap((name) => {
      const colour = themeColour(name);
      return [
        ['white', '#ffffff'],
        ['light', themeColour('light')],
      ]
        .map(([against, other]) => ({ pair: `${name} / ${against}`, ratio: contrast(colour, other ?? '#ffffff') }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}:1`);
    });
    expect(below).toEqual([]);
    // The check itself: Bootstrap's success green under white text is only 3.13:1.
    expect(contrast('#28a745', '#ffffff')).toBeCloseTo(3.13, 1);
  });
});

/** A `--dg-<name>: #rrggbb` colour of theme.css. */
function themeColour(name: string): string {
  const match = themeCss.match(new RegExp(`--dg-${name}:\\s*(#[0-9a-f]{6})`, 'i'));
  if (!match?.[1]) throw new Error(`theme.css has no --dg-${name} colour`);
  return match[1];
}

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints.ts';

// Read from disk: Vite's CSS handling is off in unit tests.
const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
// The values: the design tokens the widgets share (one source); theme.css gives them the app's names.
const tokensCss = read('../../../widgets/src/theme/tokens.css');
const themeCss = read('./theme.css');
const appCss = read('./app.css');
/** The light tokens (the first `:root` block) and the dark ones (`:root[data-theme="dark"]`). */
const lightCss = tokensCss.slice(0, tokensCss.indexOf(':root[data-theme="dark"]'));
const darkCss = tokensCss.slice(tokensCss.indexOf(':root[data-theme="dark"]'), tokensCss.indexOf('@media'));

describe('theme (SPEC §9)', () => {
  it('defines the brand colours, primary blue-violet', () => {
    for (const name of ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark']) {
      expect(lightCss).toMatch(new RegExp(`--dg-color-${name}:\\s*#[0-9a-f]{6}`, 'i'));
      expect(themeCss).toMatch(new RegExp(`--dg-${name}:\\s*var\\(--dg-color-${name}\\)`));
    }
    expect(lightCss).toMatch(/--dg-color-primary:\s*#8a2be2/i);
  });

  it('sets Inter for headings, Poppins for body and Manrope for hero text', () => {
    expect(lightCss).toMatch(/--dg-heading-font-family:\s*["']Inter["']/);
    expect(lightCss).toMatch(/--dg-font-family:\s*["']Poppins["']/);
    expect(lightCss).toMatch(/--dg-hero-font-family:\s*["']Manrope["']/);
    expect(themeCss).toMatch(/--dg-font-heading:\s*var\(--dg-heading-font-family\)/);
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
      'muted',
    ];
    const below = TEXT_COLOURS.flatMap((name) => {
      const colour = themeColour(lightCss, name);
      return [
        ['white', '#ffffff'],
        ['light', themeColour(lightCss, 'light')],
      ]
        .map(([against, other]) => ({ pair: `${name} / ${against}`, ratio: contrast(colour, other ?? '#ffffff') }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}:1`);
    });
    expect(below).toEqual([]);
    // The check itself: Bootstrap's success green under white text is only 3.13:1.
    expect(contrast('#28a745', '#ffffff')).toBeCloseTo(3.13, 1);
  });

  it('dark theme: every text colour is AA on the dark surface and background, and primary buttons read their label', () => {
    const TEXT_COLOURS = ['primary', 'primary-strong', 'secondary', 'success', 'danger', 'warning-text', 'info', 'text', 'muted'];
    const below = TEXT_COLOURS.flatMap((name) =>
      ['surface', 'background']
        .map((against) => ({
          pair: `${name} / ${against}`,
          ratio: contrast(themeColour(darkCss, name), themeColour(darkCss, against)),
        }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}:1`),
    );
    expect(below).toEqual([]);
    expect(contrast(themeColour(darkCss, 'on-primary'), themeColour(darkCss, 'primary'))).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the fills that carry on-primary text (buttons, badges, a demand badge) AA contrast in both themes', () => {
    for (const css of [lightCss, darkCss]) {
      for (const fill of ['primary', 'demand']) {
        expect(contrast(themeColour(css, 'on-primary'), themeColour(css, fill)), fill).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('writes the same dark values for the system’s choice as for the switch, every one of them', () => {
    // The dark values are written twice (docs/design-tokens.md "Dark theme" says why): the two blocks must not drift.
    const system = tokensCss.slice(
      tokensCss.indexOf('@media (prefers-color-scheme: dark)'),
      tokensCss.indexOf('@media (prefers-reduced-motion'),
    );
    const declarations = (css: string) => [...css.matchAll(/(--dg-[\w-]+):\s*([^;]+);/g)].map((match) => `${match[1]}: ${match[2]}`);
    expect(declarations(system)).toEqual(declarations(darkCss));
    expect(declarations(darkCss).length).toBeGreaterThan(15);
  });

  it('stops motion for members who ask for less', () => {
    expect(tokensCss).toMatch(/@media \(prefers-reduced-motion: reduce\)[^@]*transition-duration: 0\.01ms/);
  });
});

/** A `--dg-color-<name>: #rrggbb` colour of the tokens' block `css`. */
function themeColour(css: string, name: string): string {
  const match = css.match(new RegExp(`--dg-color-${name}:\\s*(#[0-9a-f]{6})`, 'i'));
  if (!match?.[1]) throw new Error(`tokens.css has no --dg-color-${name} colour`);
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

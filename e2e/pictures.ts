import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

/** The committed baselines: one PNG a screen, width, theme and language. */
export const BASELINE_DIR = join(import.meta.dirname, 'screenshots');
/** Where a run leaves the picture it took and the difference, for each one that does not match (ignored by git). */
export const FAILED_DIR = join(import.meta.dirname, 'screenshots-failed');
/** `UPDATE_SCREENSHOTS=1` writes the pictures taken as the new baselines: a change of look is accepted on purpose. */
export const UPDATING = process.env.UPDATE_SCREENSHOTS === '1';

/**
 * The tolerance. Each pixel is compared in YIQ space with pixelmatch's default threshold (0.1) and its anti-aliasing
 * detection (the edge pixels a renderer may smooth differently are not counted); a picture still matches with at most
 * this many pixels differing. One changed word differs in hundreds of pixels, a moved border in thousands.
 */
export const MAX_DIFFERING_PIXELS = 40;

/**
 * Fonts pinned to one family Debian's fonts-dejavu-core installs (.ci/run makes sure of it): the app's own stack
 * (Poppins, Inter, then system-ui) resolves to whatever fonts a machine has, and a picture must not depend on them.
 */
const PINNED_FONT_CSS = '*, *::before, *::after { font-family: "DejaVu Sans", sans-serif !important; }';

export interface PictureResult {
  name: string;
  /** Why it does not match, or null when it does (or was written as the new baseline). */
  mismatch: string | null;
}

/** Makes the page's pictures independent of the machine: the fonts pinned, and every date and time shown as the same text. */
export async function prepareForPicture(page: Page): Promise<void> {
  await page.evaluate((css) => {
    if (!document.getElementById('dg-picture-fonts')) {
      const style = document.createElement('style');
      style.id = 'dg-picture-fonts';
      style.textContent = css;
      document.head.append(style);
    }
    // Times are relative to the moment the run seeded its data ("3 h"), dates to the day it ran: the same text for all.
    for (const time of document.querySelectorAll('time')) time.textContent = '01:00';
  }, PINNED_FONT_CSS);
}

/**
 * The texts on the page that look like a date or a time outside a `<time>` element: each would change the picture from
 * one day to the next. The app shows every date in a `<time>` (which the pictures pin), so this list stays empty.
 */
export async function datesOutsideTime(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Dates the app formats (a day and a year: "Dec 15, 2026", "15 déc. 2026", "04.12.2026") and relative times. A
    // month and a year alone (a profile's "May 2014 – December 2018") or a day in a member's text are the data's own.
    const months =
      'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|févr|mars|avr|mai|juin|juil|août|sept|déc|oca|şub|nis|haz|tem|ağu|eyl|eki|kas|ara';
    const patterns = [
      new RegExp(`\\b\\d{1,2}\\.?\\s(${months})[a-zçğıöşüéû.]*\\s20\\d\\d\\b`, 'iu'),
      new RegExp(`\\b(${months})[a-z.]*\\s\\d{1,2},?\\s20\\d\\d\\b`, 'i'),
      /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/,
      /\b\d{1,2}:\d{2}\b/,
      /©\s?20\d\d/,
      /\b(ago|yesterday|il y a|hier|önce|dün)\b/i,
      // The feed's short relative times (@dealgrow/sdk/format relativeTime: "Just now", "17m", "3h", "2mos", "5j", "4g").
      /^(just now|à l’instant|az önce|\d+\s?(m|h|d|w|mo|mos|y|j|s|mois|a|g|ay))$/i,
    ];
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('time, script, style, [hidden], .visually-hidden')) continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (patterns.some((pattern) => pattern.test(text))) found.push(text.slice(0, 80));
    }
    return found;
  });
}

/** Compares a picture with its baseline (or writes it as the baseline when updating); a mismatch leaves both pictures and their difference in FAILED_DIR. */
export function checkPicture(name: string, taken: Buffer): PictureResult {
  const baselinePath = join(BASELINE_DIR, `${name}.png`);
  if (UPDATING) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baselinePath, taken);
    return { name, mismatch: null };
  }
  const failed = (mismatch: string, difference?: PNG): PictureResult => {
    mkdirSync(FAILED_DIR, { recursive: true });
    writeFileSync(join(FAILED_DIR, `${name}.actual.png`), taken);
    if (difference) writeFileSync(join(FAILED_DIR, `${name}.diff.png`), PNG.sync.write(difference));
    return { name, mismatch };
  };
  if (!existsSync(baselinePath)) return failed(`no baseline ${baselinePath} (run with UPDATE_SCREENSHOTS=1 to write it)`);
  const baseline = readFileSync(baselinePath);
  // The same bytes are the same pixels: over half the pictures, each of whose decoding and comparison took 0.1 s.
  const differing = baseline.equals(taken) ? { count: 0, picture: undefined } : differingPixels(baseline, taken);
  if (typeof differing === 'string') return failed(differing);
  if (differing.count > MAX_DIFFERING_PIXELS) {
    return failed(`${differing.count} pixels differ from ${baselinePath} (at most ${MAX_DIFFERING_PIXELS})`, differing.picture);
  }
  rmSync(join(FAILED_DIR, `${name}.actual.png`), { force: true });
  rmSync(join(FAILED_DIR, `${name}.diff.png`), { force: true });
  return { name, mismatch: null };
}

/** The pixels two PNGs differ in (and a picture of where), or why they cannot be compared. */
export function differingPixels(baseline: Buffer, taken: Buffer): { count: number; picture: PNG } | string {
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(taken);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return `size ${actual.width}×${actual.height} differs from the baseline's ${expected.width}×${expected.height}`;
  }
  const picture = new PNG({ width: actual.width, height: actual.height });
  const count = pixelmatch(expected.data, actual.data, picture.data, actual.width, actual.height, { threshold: 0.1 });
  return { count, picture };
}

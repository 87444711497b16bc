import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** What axe-core holds to: WCAG 2.0–2.2 A and AA, and its best practices (landmarks, headings), plus the label-in-name rule. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The axe rules whose answer a page's words or language can change: accessible names, labels and titles (a translation
 * missing or empty, a visible label its name does not contain), empty headings, landmarks told apart by name, and the
 * language attributes. A French or Turkish screen runs these; its structure, roles, target sizes and colours are the
 * English screen's (the same markup and CSS), which the English sweep checks whole, in light and dark.
 */
export const LANGUAGE_RULES = [
  'area-alt',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'button-name',
  'document-title',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'label-content-name-mismatch',
  'landmark-unique',
  'link-name',
  'object-alt',
  'role-img-alt',
  'select-name',
  'svg-img-alt',
  'summary-name',
  'valid-lang',
];

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  /** `any`: the checks that failed, whose message says what was measured (a contrast's colours and ratio). */
  nodes: Array<{ target: unknown[]; any?: Array<{ message?: string }> }>;
}

/**
 * The page's serious and critical axe-core violations, each as `rule (impact): help — targets`.
 * The script is evaluated through the browser's protocol, so a strict page CSP does not block it.
 * `within` (a selector) narrows the check to one part of the page, e.g. a Storybook story's root; `rules`, to those
 * rules of axe (ids) instead of every rule of the tags.
 */
export async function seriousViolations(page: Page, within?: string, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, within, rules }) => {
      const axe = (
        window as unknown as { axe: { run(context: Document | string, options: object): Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      const result = await axe.run(within ?? document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        // Experimental in axe, so off by default: a visible label the accessible name does not contain (WCAG 2.5.3).
        rules: rules ? {} : { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      });
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, any }) => ({ target, any: (any ?? []).map(({ message }) => ({ message })) })),
      }));
    },
    { tags: AXE_TAGS, within, rules },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => {
            // A contrast's measured colours say whether the page or the moment was wrong.
            const measured = violation.id === 'color-contrast' ? node.any?.[0]?.message : undefined;
            return `${JSON.stringify(node.target)}${measured ? ` (${measured})` : ''}`;
          })
          .join(', ')}`,
    );
}

/** How many sheets adopted into the page's document carry the design system's button rules (`adoptStyles`). */
export function adoptedButtonSheets(page: Page): Promise<number> {
  return page.evaluate(
    () => document.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.dg-button'))).length,
  );
}

/** The widths the controls are measured at: a desktop's and a phone's. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 360, height: 780 };

/**
 * The overflowing buttons and tabs of the page at a desktop and a phone width, as `where at width: control`; the page is
 * left at the desktop's. A page shown at the desktop's width already is measured as it is, with no resize.
 */
export async function overflowAtBothWidths(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    const shown = page.viewportSize();
    if (shown?.width !== viewport.width || shown.height !== viewport.height) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    for (const overflow of await overflowingControls(page)) found.push(`${where} at ${viewport.width}px: ${overflow}`);
  }
  await page.setViewportSize(DESKTOP);
  return found;
}

/**
 * Every button, button-styled link, menu link and tab on the page (inside open shadow roots too) whose text
 * does not fit: wider content than its box, or a box that runs past its card or the viewport.
 */
export async function overflowingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS = 'button, [role="tab"], a.dg-button, nav a, [part~="action"], [part~="retry"], [part~="more"]';
    const CARDS = 'article, [part~="card"], .card, .lead-row, li';
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll<HTMLElement>(CONTROLS)) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const name = `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`;
        if (element.scrollWidth > element.clientWidth + 1)
          found.push(`${name}: text ${element.scrollWidth}px in a ${element.clientWidth}px box`);
        const card = element.parentElement?.closest<HTMLElement>(CARDS);
        const frame = card?.getBoundingClientRect();
        if (frame && (box.left < frame.left - 1 || box.right > frame.right + 1)) found.push(`${name}: runs past its card`);
        if (box.right > document.documentElement.clientWidth + 1) found.push(`${name}: runs past the viewport`);
      }
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
    };
    visit(document);
    return found;
  });
}

/**
 * What stops a phone user at this width: the page wider than the viewport (the elements that run past its edges,
 * outside a scroller of their own), and primary controls — the header bar's, the bottom tab bar's, full-size primary
 * and submit buttons — smaller than 44×44 px (a thumb's target). The other targets (a small button, 36 px tall, in a
 * row) are held to WCAG 2.2's 2.5.8: 24×24 px or enough space around, axe's `target-size`, run with the sweep's axe.
 */
export async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const PRIMARY =
      '.shell-header a, .shell-header button, .tab-bar a, main .dg-button--primary:not(.dg-button--small), main button[type="submit"]:not(.dg-button--small)';
    const MINIMUM = 44;
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${width}px viewport`);
    // Scrolls sideways on its own (a strip of tabs) or clips what runs past it: what is inside does not widen the page.
    const contains = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX !== 'visible' && element !== document.body && element !== document.documentElement;
    };
    const walk = (element: Element, contained: boolean) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') return;
      // Visually hidden text (1px, clipped) is where it is on purpose.
      const hidden = box.width <= 1 || box.height <= 1 || style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0');
      if (!contained && !hidden && box.width > 0 && (box.right > width + 1 || box.left < -1) && style.position !== 'fixed') {
        found.push(`${name(element)} runs past the viewport (${Math.round(box.left)}px to ${Math.round(box.right)}px of ${width}px)`);
        return;
      }
      const inside = contained || contains(element);
      for (const child of [...element.children, ...(element.shadowRoot?.children ?? [])]) walk(child, inside);
    };
    walk(document.body, false);
    for (const control of document.querySelectorAll<HTMLElement>(PRIMARY)) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || control.closest('.visually-hidden, .skip-link')) continue;
      if (box.width < MINIMUM - 0.5 || box.height < MINIMUM - 0.5)
        found.push(`${name(control)} is ${Math.round(box.width)}×${Math.round(box.height)}px, under ${MINIMUM}×${MINIMUM}px`);
    }
    return found;
  });
}

/** One stop of the Tab key: what has focus, whether it is an action, and whether its focus shows. */
export interface KeyboardStop {
  /** A `data-keyboard-stop` number written on the element, to match it with the page's actions. */
  id: number;
  element: string;
  action: boolean;
  visibleFocus: boolean;
}

/** Tab presses sent at once between two looks at the page (the last ones past the end are ignored). */
const TABS_AT_ONCE = 12;

interface KeyboardRecorder {
  stops: KeyboardStop[];
  done: boolean;
}

/**
 * Presses Tab from the top of the page until focus leaves the page or comes back round, and
 * describes each focused element (inside open shadow roots too): an action is a link, button, form
 * field, summary or an element with an interactive role; its focus is visible when its outline or
 * box-shadow differs from its unfocused look.
 *
 * The page describes each stop itself, on the Tab's keyup (after the keydown moved focus), so the presses go to the
 * browser a dozen at a time through its protocol instead of a press and a look per stop; presses past the end are
 * ignored. The stops, and where the sweep ends, are those of pressing and looking one at a time.
 */
export async function keyboardStops(page: Page, limit = 400): Promise<KeyboardStop[]> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-keyboard-stop]')) element.removeAttribute('data-keyboard-stop');
    // Focus a mark at the very start of the page, so the first Tab goes to its first action (the last sweep's mark goes).
    for (const mark of document.querySelectorAll('[data-keyboard-start]')) mark.remove();
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.setAttribute('data-keyboard-start', '');
    document.body.prepend(start);
    start.focus();
    const recorder: KeyboardRecorder = { stops: [], done: false };
    const holder = window as unknown as { __keyboardStops?: KeyboardRecorder & { off(): void } };
    holder.__keyboardStops?.off();
    const describe = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || recorder.done) return;
      const id = recorder.stops.length;
      let element = document.activeElement as HTMLElement | null;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement as HTMLElement;
      if (!element || element === document.body || element.hasAttribute('data-keyboard-stop')) {
        recorder.done = true;
        return;
      }
      element.setAttribute('data-keyboard-stop', String(id));
      const look = () => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow} | ${style.borderColor} | ${style.backgroundColor}`;
      };
      const focused = look();
      const matchesFocusVisible = element.matches(':focus-visible');
      element.blur();
      const unfocused = look();
      element.focus();
      const tag = element.tagName.toLowerCase();
      const role = element.getAttribute('role') ?? '';
      const action =
        (tag === 'a' && element.hasAttribute('href')) ||
        ['button', 'input', 'select', 'textarea', 'summary'].includes(tag) ||
        ['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option', 'combobox', 'textbox'].includes(role) ||
        // A named region that scrolls (a long table's box): the keys scroll it once it has focus (axe's scrollable-region-focusable).
        (element.hasAttribute('aria-label') &&
          (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1));
      recorder.stops.push({
        id,
        element: `${tag}${element.id ? `#${element.id}` : ''}${role ? `[role=${role}]` : ''} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
        action,
        visibleFocus: matchesFocusVisible && focused !== unfocused,
      });
    };
    window.addEventListener('keyup', describe, true);
    holder.__keyboardStops = Object.assign(recorder, { off: () => window.removeEventListener('keyup', describe, true) });
  });
  const session = await page.context().newCDPSession(page);
  const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  let pressed = 0;
  let seen = -1;
  try {
    for (;;) {
      const count = Math.min(TABS_AT_ONCE, limit - pressed);
      if (count <= 0) break;
      // Sent together; the browser handles one page's input events in order, each after the last.
      await Promise.all(
        Array.from({ length: count }, () => [
          session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }),
          session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }),
        ]).flat(),
      );
      pressed += count;
      const progress = await page.evaluate(() => {
        const recorder = (window as unknown as { __keyboardStops: KeyboardRecorder }).__keyboardStops;
        return { done: recorder.done, stops: recorder.stops.length };
      });
      // Done, or focus left the page (its Tabs reach no handler of the page): as looking after each press would stop.
      if (progress.done || progress.stops === seen) break;
      seen = progress.stops;
    }
  } finally {
    await session.detach();
  }
  const stops = await page.evaluate(() => {
    const recorder = (window as unknown as { __keyboardStops: KeyboardRecorder & { off(): void } }).__keyboardStops;
    recorder.off();
    return recorder.stops;
  });
  return stops.slice(0, limit);
}

/**
 * Everything on the page a pointer can act on that Tab never reached: visible links, buttons and
 * fields not among `reached` (the ids keyboardStops wrote), and pointer-cursor elements that are
 * no action at all (a click-only div or span).
 */
export async function notKeyboardReachable(page: Page, reached: number[]): Promise<string[]> {
  return page.evaluate((reached) => {
    const POINTABLE = 'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"]';
    const ACTIONS = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]';
    const found: string[] = [];
    const name = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const shown = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
        if (shown && element.matches(ACTIONS)) {
          const disabled = element.matches(':disabled') || element.tabIndex < 0 || element.closest('[inert]');
          const grouped = element instanceof HTMLInputElement && element.type === 'radio' && !element.checked;
          const stop = Number(element.getAttribute('data-keyboard-stop') ?? -1);
          if (!disabled && !grouped && !reached.includes(stop)) found.push(`${name(element)}: not reached by Tab`);
        } else if (shown && style.cursor === 'pointer' && !element.closest(POINTABLE)) {
          found.push(`${name(element)}: clickable but no link, button or field`);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  }, reached);
}

import type { SearchHit, SearchMark } from '@dealgrow/sdk';
import type { Language } from '@dealgrow/sdk/state';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { announce, useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { SEARCH_MESSAGES, type SearchMessageKey, type SearchStrings } from './messages.ts';
import { searchCss } from './search.css.ts';
import { type SearchWidgetOptions, useSearch } from './use-search.ts';

/** The detail of `dg-search-select`: the hit a visitor opened, and where its link goes. */
export interface SearchSelectDetail {
  hit: SearchHit;
  url: string;
}

/** Fired on the box when a visitor opens a hit (click or Enter). Cancel it to keep the visitor on the page. */
export const SEARCH_SELECT_EVENT = 'dg-search-select';

export interface SearchProps extends SearchWidgetOptions {
  /** The field's placeholder instead of "Search people, companies, deals…". */
  placeholder?: string | undefined;
  /** Called with the same detail as the `dg-search-select` DOM event. */
  onSelect?: (detail: SearchSelectDetail) => void;
}

/** A page of the flagship site in a language (SPEC §1: non-English pages carry the language prefix). */
export function appPageUrl(appUrl: string, lang: Language, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${lang === 'en' ? '' : `/${lang}`}${path}`;
}

/** A run of a hit's field, marked when it is one of the words the search matched. */
export interface MarkedPart {
  text: string;
  marked: boolean;
}

/**
 * A field's text cut at the server's `marks` for that field (UTF-16 offsets, end exclusive): marks out of the text,
 * empty or overlapping an earlier one are clipped, so the parts always join back into the text.
 */
export function markedParts(text: string, marks: readonly SearchMark[], field: SearchMark['field']): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let at = 0;
  for (const { start, end } of marks.filter((mark) => mark.field === field).sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, at);
    const to = Math.min(end, text.length);
    if (from >= to) continue;
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    parts.push({ text: text.slice(from, to), marked: true });
    at = to;
  }
  if (at < text.length || !parts.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** A field of a hit with its matched words in `<mark>`: text nodes and elements, never parsed HTML. */
function Marked({ hit, field }: { hit: SearchHit; field: SearchMark['field'] }) {
  const text = hit[field];
  if (!text) return null;
  return (
    <span className={`dg-search-${field}`} part={field}>
      {markedParts(text, hit.marks, field).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered.
        part.marked ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </span>
  );
}

/** Boxes on the page so far: each box's ids are its own. */
let boxes = 0;

/**
 * One box to search members, companies, posts, deals, products and clubs as the visitor types (docs/widgets.md
 * "<dg-search>"): a combobox whose listbox groups the hits by kind, each a link to the flagship site with the matched
 * words marked. Arrow keys move through the hits, Enter opens one (or searches at once), Escape closes the list.
 */
export function Search(props: SearchProps) {
  const { lang } = useDealgrow();
  return <SearchBox {...props} strings={SEARCH_MESSAGES[lang] ?? SEARCH_MESSAGES.en} />;
}

export interface SearchBoxProps extends SearchProps {
  /** The box's strings in the page's language (`SEARCH_MESSAGES[lang]`; the embed's search chunk carries one language). */
  strings: SearchStrings;
}

/** `Search` with its strings given: the embed's search chunk renders it with its page's language only. */
export function SearchBox({ types, limit, company, placeholder, onSelect, strings }: SearchBoxProps) {
  const { lang, appUrl } = useDealgrow();
  const { state, type, now, clear } = useSearch({ types, limit, company });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [id] = useState(() => `dg-search-${++boxes}`);
  const root = useRef<HTMLDivElement>(null);
  useAdoptedStyles(root, searchCss);
  const say = (key: SearchMessageKey, values: Record<string, string> = {}) =>
    strings[key].replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);

  const { q, status, results } = state;
  const words = q.trim();
  const groups = results?.groups.filter((group) => group.items.length > 0) ?? [];
  const hits = groups.flatMap((group) => group.items);
  // The hits, then "See all results": what the arrows move through.
  const options = hits.length ? hits.length + 1 : 0;
  const shown = open && words !== '';
  const listed = shown && options > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const allUrl = `${appPageUrl(appUrl, lang, '/search')}?${new URLSearchParams({ q: company ? `${words} in:${company}` : words })}`;

  // New answers start with no hit chosen: reset while rendering them (React's "adjusting state when a prop changes"),
  // not in an effect, which could run after an arrow key pressed as they arrived and undo it.
  const [answered, setAnswered] = useState(results);
  if (answered !== results) {
    setAnswered(results);
    setActive(-1);
  }
  useEffect(() => {
    if (active >= 0) root.current?.querySelector(`#${optionId(active)}`)?.scrollIntoView?.({ block: 'nearest' });
  });

  const select = (hit: SearchHit, url: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const detail: SearchSelectDetail = { hit, url };
    onSelect?.(detail);
    // Composed, so it leaves the shadow root and reaches listeners on the partner page.
    if (!announce(event.currentTarget, SEARCH_SELECT_EVENT, detail)) event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step) {
      event.preventDefault();
      setOpen(true);
      // Down from the last hit comes back to the first, up from the first (or from the box) goes to the last.
      if (listed) setActive((current) => (step > 0 ? (current + 1 < options ? current + 1 : 0) : current > 0 ? current - 1 : options - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // The field's own value: a key pressed right after typing may come before the render of what was typed.
      const typed = event.currentTarget.value;
      if (listed && active >= 0) root.current?.querySelector<HTMLAnchorElement>(`#${optionId(active)}`)?.click();
      else if (typed.trim()) {
        setOpen(true);
        now(typed);
      }
    } else if (event.key === 'Escape') {
      // APG combobox: Escape closes the list, and a second one empties the box.
      if (listed || shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (q) {
        event.preventDefault();
        clear();
      }
    }
  };

  const count = hits.length ? groups.reduce((sum, group) => sum + group.total, 0) : 0;
  // "100+ results" when a kind holds more than its total counts (SearchGroup.more).
  const countKey = groups.some((group) => group.more)
    ? 'search.count.more'
    : new Intl.PluralRules(lang).select(count) === 'one'
      ? 'search.count.one'
      : 'search.count.other';
  const statusText = !shown
    ? ''
    : status === 'loading'
      ? say('search.loading')
      : status === 'ready'
        ? count
          ? say(countKey, { count: String(count) })
          : say('search.empty', { q: words })
        : '';
  let index = -1;

  return (
    <div ref={root} className="dg-search" part="search" data-state={status} data-open={shown || undefined}>
      <label className="dg-search-label" part="label" htmlFor={`${id}-input`}>
        {say('search.label')}
      </label>
      <input
        id={`${id}-input`}
        className="dg-search-input"
        part="input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={`${id}-list`}
        aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder ?? say('search.placeholder')}
        value={q}
        onInput={(event) => {
          setOpen(true);
          type(event.currentTarget.value);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(event) => {
          if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="dg-search-panel" part="panel" hidden={!shown} aria-busy={status === 'loading'}>
        <p className="dg-search-status" part="status" role="status">
          {statusText}
        </p>
        {shown && status === 'error' && (
          <div part="error">
            <p className="dg-search-error" role="alert">
              {say('search.error')}
            </p>
            <button type="button" className="dg-search-retry" part="retry" onClick={() => now(q)}>
              {say('search.retry')}
            </button>
          </div>
        )}
        {/* Clicks on a hit keep the focus in the box (no blur closing the list under the pointer). */}
        <div
          id={`${id}-list`}
          className="dg-search-list"
          part="list"
          role="listbox"
          aria-label={say('search.results')}
          hidden={!listed}
          onMouseDown={(event) => event.preventDefault()}
        >
          {listed &&
            groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (APG "grouped options"), not a <fieldset> of form controls.
              <div key={group.type} className="dg-search-group" part="group" role="group" aria-labelledby={`${id}-${group.type}`}>
                <div id={`${id}-${group.type}`} className="dg-search-heading" part="heading" role="presentation">
                  {say(`search.kind.${group.type}`)}
                </div>
                {group.items.map((hit) => {
                  index += 1;
                  const url = appPageUrl(appUrl, lang, hit.path);
                  return (
                    <a
                      key={`${hit.type}-${hit.id}`}
                      id={optionId(index)}
                      className="dg-search-hit"
                      part="hit"
                      role="option"
                      aria-selected={index === active}
                      tabIndex={-1}
                      href={url}
                      target="_blank"
                      rel="noopener"
                      onClick={select(hit, url)}
                    >
                      <Marked hit={hit} field="title" />
                      <Marked hit={hit} field="subtitle" />
                      <Marked hit={hit} field="text" />
                    </a>
                  );
                })}
              </div>
            ))}
          {listed && (
            <a
              id={optionId(hits.length)}
              className="dg-search-all"
              part="all"
              role="option"
              aria-selected={active === hits.length}
              tabIndex={-1}
              href={allUrl}
              target="_blank"
              rel="noopener"
            >
              {say('search.all', { q: words })}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

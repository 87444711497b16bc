import './search-box.css';
import type { SearchHit, SearchResults } from '@dealgrow/sdk';
import { type SearchState, searchSlice } from '@dealgrow/sdk/state';
import { buttonClassName } from '@dealgrow/widgets';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';
import { hitPrice } from './hit-row.tsx';
import { MarkedText } from './marked-text.tsx';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from './recent-searches.ts';
import { searchPath } from './search-path.ts';
import { searchStrings } from './strings.ts';
import { totalText } from './totals.ts';

/** The header field's id, the plain one's (shell/header-search.tsx) and this box's. */
export const SEARCH_INPUT_ID = 'header-search-input';
/** Hits of each kind the as-you-type list shows. */
export const SEARCH_BOX_LIMIT = 3;
const LIST_ID = 'header-search-list';

/** What the list offers: a hit, the results page, or a recent search. */
type Choice = { id: string; kind: 'hit'; hit: SearchHit } | { id: string; kind: 'all' } | { id: string; kind: 'recent'; q: string };

const selectQ = (state: SearchState) => state.q;
const selectStatus = (state: SearchState) => state.status;
const selectResults = (state: SearchState) => state.results;

export interface SearchBoxProps {
  /** What the plain field held when this box replaced it. */
  initial: string;
  /** Whether the plain field had the focus (this one takes it). */
  focused: boolean;
}

/**
 * The header's search as you type (issue 42), loaded after the page in the plain field's place
 * (shell/header-search.tsx): a combobox whose list shows the top hits of each kind (words that matched in bold) and "See
 * all results", or the member's recent searches while the field is empty. `/` focuses it, arrows move through the list,
 * Enter opens the active choice (the results page when none is), Escape closes the list. On a phone the open box fills
 * the screen.
 */
export function SearchBox({ initial, focused }: SearchBoxProps) {
  // The list's strings load on the box's first focus: a page where nobody searches never reads them.
  const [wanted, setWanted] = useState(focused);
  const [ready, setReady] = useState(false);
  const { t } = useTranslation('search');
  const { t: tMain } = useTranslation();
  const { client, state } = useSession();
  // The header box's slice, made on its first use (its code loads with this chunk).
  const slice = searchSlice(state);
  const { user, signedIn } = useMember();
  const memberId = signedIn ? user.id : null;
  const { localize } = useLocalize();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const q = useSliceState(slice, selectQ);
  const status = useSliceState(slice, selectStatus);
  const results = useSliceState(slice, selectResults);
  const [open, setOpen] = useState(focused);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);

  const search = (words: string) => {
    slice.getState().query(words, client.search, { limit: SEARCH_BOX_LIMIT });
    setActive(-1);
  };

  // The plain field's words and focus carry over; an earlier page's words stay in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this box replaces the plain field.
  useEffect(() => {
    if (initial && initial !== slice.getState().q) search(initial);
    if (focused) input.current?.focus();
  }, []);
  useEffect(() => setRecent(readRecentSearches(memberId)), [memberId]);
  // `/` anywhere but in a field (or with a modifier) focuses the box.
  useEffect(() => {
    const slash = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? '');
      if (event.key !== '/' || typing || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', slash);
    return () => document.removeEventListener('keydown', slash);
  }, []);
  // A new page closes the list (a hit or the results page opened).
  const page = useRef(pathname);
  useEffect(() => {
    if (page.current === pathname) return;
    page.current = pathname;
    setOpen(false);
  }, [pathname]);

  const words = q.trim();
  const choices: Choice[] = !words
    ? recent.map((old, index) => ({ id: `header-search-recent-${index}`, kind: 'recent', q: old }))
    : [
        ...foundHits(results).map((hit): Choice => ({ id: `header-search-${hit.type}-${hit.id}`, kind: 'hit', hit })),
        { id: 'header-search-all', kind: 'all' },
      ];
  const shown = open && ready && choices.length > 0;
  const activeChoice = shown ? choices[active] : undefined;

  function toResults(searched: string) {
    const trimmed = searched.trim();
    if (!trimmed) return;
    setRecent(addRecentSearch(memberId, trimmed));
    setOpen(false);
    navigate(localize(searchPath(trimmed)));
  }

  function choose(choice: Choice) {
    if (choice.kind === 'hit') {
      setRecent(addRecentSearch(memberId, words));
      setOpen(false);
      navigate(localize(choice.hit.path));
    } else if (choice.kind === 'recent') {
      search(choice.q);
      toResults(choice.q);
    } else toResults(words);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (!open) return;
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (choices.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no choice, down is the first and up the last; past either end, back to none (the field's own words).
      setActive((at) =>
        at === -1 ? (step === 1 ? 0 : choices.length - 1) : at + step >= choices.length || at + step < 0 ? -1 : at + step,
      );
    } else if (event.key === 'Enter' && activeChoice) {
      event.preventDefault();
      choose(activeChoice);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toResults(words);
  }

  function close() {
    setOpen(false);
    input.current?.blur();
  }

  let at = 0;
  const option = (choice: Choice, content: ReactNode) => {
    const index = at++;
    return (
      // biome-ignore lint/a11y/useFocusableInteractive: a combobox's options are reached by the arrows, the field keeping the focus (aria-activedescendant).
      // biome-ignore lint/a11y/useKeyWithClickEvents: the field's own keys (arrows, Enter) choose an option.
      <div
        key={choice.id}
        id={choice.id}
        role="option"
        aria-selected={index === active}
        className={index === active ? 'search-box__option search-box__option--active' : 'search-box__option'}
        // The field keeps the focus while a choice is clicked.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => index !== active && setActive(index)}
        onClick={() => choose(choice)}
      >
        {content}
      </div>
    );
  };

  return (
    <search
      className={open ? 'header-search search-box search-box--open' : 'header-search search-box'}
      aria-label={tMain('network.header.searchLabel')}
    >
      {/* Focus leaving the box (not into its own list or buttons) closes the list. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it only watches the focus leave the field and its buttons. */}
      <div
        ref={box}
        className="search-box__frame"
        onBlur={(event) => {
          if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <form className="header-search__form" onSubmit={submit}>
          <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
            {tMain('network.header.searchLabel')}
          </label>
          <input
            ref={input}
            id={SEARCH_INPUT_ID}
            type="search"
            name="q"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={LIST_ID}
            aria-activedescendant={activeChoice?.id}
            value={q}
            placeholder={tMain('network.header.searchPlaceholder')}
            onFocus={() => {
              setOpen(true);
              setWanted(true);
            }}
            onChange={(event) => {
              setOpen(true);
              search(event.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={buttonClassName('secondary', 'small')}>
            {tMain('network.header.search')}
          </button>
          {ready && (
            <button type="button" className="search-box__close" onClick={close}>
              <span className="visually-hidden">{t('close')}</span>
            </button>
          )}
        </form>
        <div className="search-box__popup" hidden={!shown}>
          {!words && recent.length > 0 && (
            <p className="search-box__heading" id="header-search-recent">
              {t('recent')}
            </p>
          )}
          <div id={LIST_ID} role="listbox" aria-label={words ? t('results') : t('recent')}>
            {!words
              ? choices.map((choice) => choice.kind === 'recent' && option(choice, <span className="search-box__recent">{choice.q}</span>))
              : groupsOf(results).map((group) => (
                  // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options, as ARIA's combobox pattern has them; a <fieldset> groups form controls.
                  <div key={group.type} role="group" aria-labelledby={`header-search-group-${group.type}`} className="search-box__group">
                    <div role="presentation" id={`header-search-group-${group.type}`} className="search-box__heading">
                      {t(`kinds.${group.type}`)}
                    </div>
                    {group.items.map((hit) =>
                      option({ id: `header-search-${hit.type}-${hit.id}`, kind: 'hit', hit }, <HitChoice hit={hit} />),
                    )}
                  </div>
                ))}
            {words &&
              option({ id: 'header-search-all', kind: 'all' }, <span className="search-box__all">{t('seeAllFor', { q: words })}</span>)}
          </div>
          {!words && recent.length > 0 && (
            <button
              type="button"
              className={buttonClassName('quiet', 'small')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                clearRecentSearches(memberId);
                setRecent([]);
              }}
            >
              {t('clearRecent')}
            </button>
          )}
        </div>
        {wanted && <SearchStrings onReady={setReady} />}
        {ready && (
          <p className="visually-hidden" role="status">
            {open && words && status === 'ready' && results ? totalText(t, results.groups) : ''}
          </p>
        )}
      </div>
    </search>
  );
}

/** Loads the `search` namespace in the page's language and says whether it is in (again when the language changes). */
function SearchStrings({ onReady }: { onReady: (ready: boolean) => void }) {
  const ready = useAreaStrings('search', searchStrings);
  useEffect(() => onReady(ready), [ready, onReady]);
  return null;
}

/** The kinds with hits, in the answer's order (best match first). */
function groupsOf(results: SearchResults | null) {
  return (results?.groups ?? []).filter((group) => group.items.length > 0);
}

/** Every hit of the answer, in the list's order. */
function foundHits(results: SearchResults | null): SearchHit[] {
  return groupsOf(results).flatMap((group) => group.items);
}

/** A hit in the list: its image, title and subtitle (the words that matched in bold), and a price. */
function HitChoice({ hit }: { hit: SearchHit }) {
  const { lang } = useLocalize();
  const price = hitPrice(hit, lang);
  return (
    <>
      {hit.imageUrl ? (
        <img className="search-box__image" src={hit.imageUrl} alt="" width={32} height={32} loading="lazy" />
      ) : (
        <span className="search-box__image search-box__image--none" aria-hidden="true" />
      )}
      <span className="search-box__text">
        <span className="search-box__title">
          <MarkedText hit={hit} field="title" />
        </span>
        {hit.subtitle && (
          <span className="search-box__subtitle">
            <MarkedText hit={hit} field="subtitle" />
          </span>
        )}
      </span>
      {price && <span className="search-box__price">{price}</span>}
    </>
  );
}

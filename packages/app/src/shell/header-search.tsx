import './header-search.css';
import { buttonClassName } from '@dealgrow/widgets';
import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { useLocalize } from '../routing/use-localize.ts';

/** The as-you-type box (search/search-box.tsx), its own chunk: it loads after the page, never in its first load. */
const SearchBox = lazyScreen(() => import('../search/search-box.tsx'), 'SearchBox');

/**
 * The header's search, on every page. The first load draws a plain field (Enter opens the results page, `/search?q=`);
 * the as-you-type box takes its place once its code is in, with the words typed so far and the focus.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = keyword.trim();
    if (!words) return;
    navigate(`${localize('/search')}?${new URLSearchParams({ q: words })}`);
    setKeyword('');
  }

  const plain = (
    <search className="header-search" aria-label={t('network.header.searchLabel')}>
      <form className="header-search__form" onSubmit={submit}>
        <label htmlFor="header-search-input" className="visually-hidden">
          {t('network.header.searchLabel')}
        </label>
        <input
          id="header-search-input"
          type="search"
          name="q"
          value={keyword}
          placeholder={t('network.header.searchPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
        />
        {/* A button of the design system by its classes: the Button component would add its code to every first load. */}
        <button type="submit" className={buttonClassName('secondary', 'small')}>
          {t('network.header.search')}
        </button>
      </form>
    </search>
  );
  return (
    <Suspense fallback={plain}>
      <SearchBox initial={keyword} focused={document.activeElement?.id === 'header-search-input'} />
    </Suspense>
  );
}

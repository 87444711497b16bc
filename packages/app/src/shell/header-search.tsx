import './header-search.css';
import { buttonClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';

/** The header's member search: sends the words to the search page (`/search?q=`), in the page's language. */
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

  return (
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
}

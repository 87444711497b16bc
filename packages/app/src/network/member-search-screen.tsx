import '../deals/deals.css';
import '../common/network.css';
import '../posts/search.css';
import { totalPages } from '@dealgrow/sdk';
import { Button, ConnectButton, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListState } from '../common/list-state.tsx';
import { Pager, wholeNumber } from '../common/pager.tsx';
import { usePagedList } from '../common/use-paged-list.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { MemberRow } from './member-row.tsx';
import type { MemberCard } from './types.ts';

/** Member search results a page holds. */
export const SEARCH_PAGE_SIZE = 25;

/** Member search (`/search?q=…&page=…`), reached from the header's search box: people with their connect button. */
export function MemberSearchScreen() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('q') ?? '').trim();
  const page = wholeNumber(params.get('page'), 1);
  const [draft, setDraft] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  // The box follows the URL when the header's search (or history) changes the query.
  if (shown !== keyword) {
    setShown(keyword);
    setDraft(keyword);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.trim()) setParams({ q: draft.trim() });
  }

  return (
    <div className="container page network-page">
      <header className="page-header">
        <h1>{t('network.search.title')}</h1>
        <p className="lead">{t('network.search.lead')}</p>
      </header>
      <search>
        <form className="member-search-form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="member-search-page">{t('network.search.label')}</label>
            <input id="member-search-page" type="search" name="q" value={draft} onChange={(event) => setDraft(event.target.value)} />
          </div>
          <Button type="submit" variant="primary" disabled={!draft.trim()}>
            {t('network.search.submit')}
          </Button>
        </form>
      </search>
      {keyword && (
        <p className="post-search__other">
          <Link to={`${localize('/search/posts')}?${new URLSearchParams({ q: keyword })}`}>
            {t('posts.search.matching', { q: keyword })}
          </Link>
        </p>
      )}
      <section className={cardClassName('network-panel')} aria-label={t('network.search.results')}>
        {keyword ? (
          <SearchResults keyword={keyword} page={page} onPage={(next) => setParams({ q: keyword, page: String(next) })} />
        ) : (
          <p className="empty-state">{t('network.search.prompt')}</p>
        )}
      </section>
    </div>
  );
}

function SearchResults({ keyword, page, onPage }: { keyword: string; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { user } = useMember();
  const list = usePagedList<MemberCard>(`search-${keyword}`, page, SEARCH_PAGE_SIZE, (query, signal) =>
    client.users.searchAllUsers({ keyword, ...query }, { signal }),
  );
  return (
    <ListState
      list={list}
      empty={t('network.search.empty', { keyword })}
      label={t('network.search.results')}
      rows={list.items.map((member) => (
        <MemberRow key={member.id} member={member}>
          {member.id !== user.id && <ConnectButton user={String(member.id)} />}
        </MemberRow>
      ))}
      footer={
        <>
          {list.total > 0 && <p className="network-total">{t('network.search.total', { count: list.total })}</p>}
          <Pager page={list.page} pages={totalPages(list)} onPage={onPage} />
        </>
      }
    />
  );
}

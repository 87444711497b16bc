import type { DealListType } from '@dealgrow/sdk';
import { createDealgrowState, type DealgrowState, type Language } from '@dealgrow/sdk/state';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEAL_ACTION_EVENT } from '../deal-card/DealCard.tsx';
import { DealgrowProvider } from '../provider.tsx';
import { type DealListAnswer, fakeClient, listAnswers } from '../testing/fake-client.ts';
import { DealList, type DealListProps } from './DealList.tsx';

afterEach(cleanup);

function renderList(
  props: DealListProps,
  answer: DealListAnswer = listAnswers.fromFakes,
  lang: Language = 'en',
  state: DealgrowState = createDealgrowState(),
) {
  const dealList = vi.fn<DealListAnswer>(answer);
  const view = render(
    <DealgrowProvider client={fakeClient({ dealList })} state={state} lang={lang} appUrl="https://app.example">
      <DealList {...props} />
    </DealgrowProvider>,
  );
  const list = () => view.container.querySelector('[part="list"]') as HTMLElement;
  const titles = () => [...view.container.querySelectorAll('[part~="title"]')].map((title) => title.textContent);
  return { ...view, dealList, list, titles, state };
}

describe('DealList', () => {
  it('shows the loading state until the first page answers', () => {
    const { list } = renderList({ type: 'offer' }, listAnswers.pending);
    expect(screen.getByRole('status').textContent).toBe('Loading deals…');
    expect(list().dataset.state).toBe('loading');
    expect(list().getAttribute('aria-busy')).toBe('true');
  });

  it("shows a placeholder it is given (the app's skeleton) instead of the loading line, and the deals once they come", async () => {
    const placeholder = <p role="status">Skeleton cards</p>;
    const { list } = renderList({ type: 'offer', placeholder }, listAnswers.pending);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Skeleton cards']);
    expect(list().getAttribute('aria-busy')).toBe('true');
    cleanup();
    const { titles } = renderList({ type: 'offer', placeholder });
    await waitFor(() => expect(titles()).toHaveLength(24));
    expect(screen.queryByText('Skeleton cards')).toBeNull();
  });

  it('pages offers 24 at a time with "Load more", into the shared deal slice, until the last page', async () => {
    const { dealList, list, titles, state } = renderList({ type: 'offer' });
    await waitFor(() => expect(titles()).toHaveLength(24));
    expect(list().dataset.state).toBe('ready');
    expect(dealList).toHaveBeenLastCalledWith({ type: 'offer', limit: 24, page: 1 });
    expect(screen.getByText('24 of 29 deals')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(29));
    expect(dealList).toHaveBeenLastCalledWith({ type: 'offer', limit: 24, page: 2 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(state.deal.getState().lists.offers.items).toHaveLength(29);
  });

  it('shows popular deals (type all) as one page of 100, with no further pages', async () => {
    const many: DealListAnswer = async (query) => {
      const page = await listAnswers.fromFakes(query);
      return page.success ? { ...page, data: { ...page.data, total: 250 } } : page;
    };
    const { dealList, titles } = renderList({}, many);
    await waitFor(() => expect(titles()).toHaveLength(30));
    expect(dealList).toHaveBeenCalledWith({ type: 'all', limit: 100, page: 1 });
    expect(screen.getByText('30 of 250 deals')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows perks (type demand), and popular deals for a type it does not know', async () => {
    const perks = renderList({ type: 'demand' });
    await waitFor(() => expect(perks.titles()).toEqual(['Looking for 2,000 recycled cotton tote bags']));
    expect(perks.list().getAttribute('aria-label')).toBe('Perks');
    cleanup();
    const unknown = renderList({ type: 'everything' as DealListType });
    await waitFor(() => expect(unknown.titles()).toHaveLength(30));
    expect(unknown.dealList).toHaveBeenCalledWith({ type: 'all', limit: 100, page: 1 });
  });

  it('pages at a page size of its own without touching the shared list', async () => {
    const { dealList, titles, state } = renderList({ type: 'offer', pageSize: 10 });
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(dealList).toHaveBeenLastCalledWith({ type: 'offer', limit: 10, page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(29));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(state.deal.getState().lists.offers.page).toBe(0);
  });

  it('shows the empty state when the list has no deals', async () => {
    const { list } = renderList({ type: 'demand' }, listAnswers.empty);
    await waitFor(() => expect(list().dataset.state).toBe('empty'));
    expect(screen.getByRole('status').textContent).toBe('No deals to show yet.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a failed list as empty with the reason and a retry (SPEC §8), and loads on retry', async () => {
    let fail = true;
    const answer: DealListAnswer = (query) => (fail ? listAnswers.unreachable(query) : listAnswers.fromFakes(query));
    const { list, titles, dealList } = renderList({ type: 'offer' }, answer, 'fr');
    await waitFor(() => expect(list().dataset.state).toBe('error'));
    expect(screen.getByRole('status').textContent).toBe('Aucune affaire pour le moment.');
    expect(screen.getByRole('alert').textContent).toBe("Les affaires n'ont pas pu être chargées.");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(titles()).toHaveLength(24));
    expect(dealList).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Afficher plus' })).toBeInstanceOf(HTMLElement);
  });

  it('keeps the loaded deals when a later page fails, and retries that page', async () => {
    let fail = false;
    const answer: DealListAnswer = (query) => (fail ? listAnswers.unreachable(query) : listAnswers.fromFakes(query));
    const { titles, dealList } = renderList({ type: 'offer' }, answer, 'tr');
    await waitFor(() => expect(titles()).toHaveLength(24));
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fırsatlar yüklenemedi.');
    expect(titles()).toHaveLength(24);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(titles()).toHaveLength(29));
    expect(dealList).toHaveBeenLastCalledWith({ type: 'offer', limit: 24, page: 2 });
  });

  it("passes its cards' actions to onAction, after the page heard dg-deal-action", async () => {
    const onAction = vi.fn();
    const heard = vi.fn();
    document.addEventListener(DEAL_ACTION_EVENT, heard);
    try {
      renderList({ type: 'demand', onAction });
      fireEvent.click(await screen.findByRole('link', { name: 'Buy' }));
      expect(onAction).toHaveBeenCalledWith({ dealId: 102, action: 'buy' });
      expect((heard.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({ dealId: 102, action: 'buy' });
    } finally {
      document.removeEventListener(DEAL_ACTION_EVENT, heard);
    }
  });
});

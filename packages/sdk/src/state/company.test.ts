import { describe, expect, it, vi } from 'vitest';
import type { Company, CompanyFollowState } from '../resources/companies.ts';
import type { Post } from '../resources/posts.ts';
import type { Page } from '../transport/paging.ts';
import type { ApiError, ApiResult } from '../transport/result.ts';
import { COMPANY_ERROR_MESSAGE, createCompanySlice } from './company.ts';
import { createDealgrowState } from './root.ts';

const AT = '2025-03-01T09:00:00.000Z';
const AUTHOR = { id: 1, username: 'ada', firstName: 'Ada', lastName: 'Laurent', profilePhotoUrl: '', jobTitle: null, companyName: null };
const post = (id: number, body = `post ${id}`): Post => ({
  ...{ id, kind: 'body', authorType: 'company', shareType: 'company', authorId: 1, author: AUTHOR, company: null, club: null, body },
  ...{ visible: 'public', listId: null, clubId: null, userIds: [], commentPermission: 'anyone', location: null, title: null },
  ...{ description: null, industry_id: null, category_id: null, start_date: null, end_date: null, price: null, currency: null },
  ...{ stock: null, type: null, marketplace: null, faqs: [], survey: null, files: [], thumbnail: null, hashtags: [], mentions: [] },
  ...{ linkPreview: null, link_preview_html: null, sharedPostId: null, sharedPost: null, likes: 0, didLike: false, comments: 0 },
  ...{ shares: 0, views: 0, canEdit: false, hiddenByPage: false, created_at: AT, updated_at: AT, deletedAt: null },
});
/** A company as the server answers it, with its id, follow state and follower count. */
const company = (id: number, isFollower = false, followers = 10): Company => ({
  ...{ id, name: `Company ${id}`, slug: `company-${id}`, logo: null, cover_image: null, type: null, about: null, website: null },
  ...{ location: null, industry: null, founded_year: null, size: null, profile_picture_visibility: 'public', followers, isFollower },
  ...{ isManager: false, isOwner: false, userMembership: null, pinnedPostId: null, created_at: AT },
});
const page = <T>(items: T[], number = 1, total = 100, limit = 10): Page<T> => ({ items, page: number, total, limit });
const ok = <T>(data: T): ApiResult<T> => ({ data, success: true, status: 200, statusText: 'OK' });
const failed = <T>(error: Partial<ApiError> & { status: number }): ApiResult<T> => ({
  data: undefined,
  success: false,
  status: error.status,
  statusText: '',
  error: { code: 'company_not_found', message: '', retryable: false, ...error },
});
const network = <T>() => failed<T>({ status: 0, code: 'network_error', message: 'Could not reach' });
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

/** Follow and unfollow calls the test answers when it wants. */
function pendingToggle() {
  let answer: (result: ApiResult<CompanyFollowState>) => void = () => {};
  const call = () => new Promise<ApiResult<CompanyFollowState>>((resolve) => (answer = resolve));
  const toggleFollow = { follow: vi.fn(call), unfollow: vi.fn(call) };
  return { toggleFollow, answer: (result: ApiResult<CompanyFollowState>) => answer(result) };
}

/** The same answer to follow and to unfollow. */
const both = (call: () => Promise<ApiResult<CompanyFollowState>>) => ({ follow: call, unfollow: call });

describe('company slice: the company on screen (SPEC §3, §8)', () => {
  it('starts empty', () => {
    expect(createCompanySlice().getState()).toMatchObject({
      company: null,
      loading: false,
      error: null,
      followed: [],
      follows: {},
      timeline: { posts: [], page: 1, hasMore: true, loading: false, error: false, errorMessage: null, paginationError: null },
    });
  });

  it('loads a company by id or slug, with a loading flag, and keeps its follow state', async () => {
    const slice = createCompanySlice();
    const get = vi.fn(async (idOrSlug: number | string) => ok(company(idOrSlug === 'acme' ? 3 : 4, true, 7)));
    const loading = slice.getState().load('acme', { get });
    expect(slice.getState().loading).toBe(true);
    await loading;
    expect(get).toHaveBeenCalledWith('acme');
    expect(slice.getState()).toMatchObject({ company: { id: 3, slug: 'company-3' }, loading: false, error: null });
    expect(slice.getState().follows[3]).toEqual({ isFollower: true, followers: 7 });
  });

  it('a failed detail shows the server\'s message, else "Something went wrong"', async () => {
    const slice = createCompanySlice();
    await slice.getState().load(9, { get: async () => failed<Company>({ status: 404, message: 'Company not found.' }) });
    expect(slice.getState()).toMatchObject({ company: null, loading: false, error: 'Company not found.' });
    for (const get of [
      async () => network<Company>(),
      async () => failed<Company>({ status: 502, code: 'http_502', message: 'Bad Gateway' }),
      () => Promise.reject(new Error('boom')),
    ]) {
      await slice.getState().load(9, { get });
      expect(slice.getState().error).toBe('Something went wrong');
    }
    expect(COMPANY_ERROR_MESSAGE).toBe('Something went wrong');
    // A success clears the error.
    await slice.getState().load(9, { get: async () => ok(company(9)) });
    expect(slice.getState()).toMatchObject({ company: { id: 9 }, error: null });
  });

  it('drops the answer of a load a newer load or setCompany replaced', async () => {
    const slice = createCompanySlice();
    let answer: (result: ApiResult<Company>) => void = () => {};
    const old = slice.getState().load(1, { get: () => new Promise((resolve) => (answer = resolve)) });
    await slice.getState().load(2, { get: async () => ok(company(2)) });
    answer(ok(company(1)));
    await old;
    expect(slice.getState().company?.id).toBe(2);
    const older = slice.getState().load(1, { get: () => new Promise((resolve) => (answer = resolve)) });
    slice.getState().setCompany(company(5));
    answer(ok(company(1)));
    await older;
    expect(slice.getState()).toMatchObject({ company: { id: 5 }, loading: false });
  });
});

describe('company slice: follow (SPEC §4)', () => {
  it('following flips isFollower, adds one follower and puts the company first in the followed list at once', async () => {
    const slice = createCompanySlice();
    slice.getState().setCompany(company(1, false, 10));
    slice.setState({ followed: [company(2, true)] });
    const { toggleFollow, answer } = pendingToggle();
    const toggling = slice.getState().toggleFollow(company(1, false, 10), toggleFollow);
    expect(slice.getState().company).toMatchObject({ isFollower: true, followers: 11 });
    expect(slice.getState().follows[1]).toEqual({ isFollower: true, followers: 11 });
    expect(ids(slice.getState().followed)).toEqual([1, 2]);
    expect(slice.getState().followed[0]).toMatchObject({ isFollower: true, followers: 11 });
    // The server's count wins (someone else followed meanwhile).
    answer(ok({ isFollower: true, followers: 12 }));
    const result = await toggling;
    expect(result).toMatchObject({ success: true, data: { isFollower: true, followers: 12 } });
    expect(toggleFollow.follow).toHaveBeenCalledWith(1);
    expect(toggleFollow.unfollow).not.toHaveBeenCalled();
    expect(slice.getState().company).toMatchObject({ isFollower: true, followers: 12 });
    expect(slice.getState().followed[0]).toMatchObject({ id: 1, followers: 12 });
  });

  it('unfollowing takes one follower off and the company out of the followed list', async () => {
    const slice = createCompanySlice();
    slice.getState().setCompany(company(2, true, 5));
    slice.setState({ followed: [company(1, true), company(2, true, 5), company(3, true)] });
    const { toggleFollow, answer } = pendingToggle();
    const toggling = slice.getState().toggleFollow(company(2, true, 5), toggleFollow);
    expect(slice.getState().company).toMatchObject({ isFollower: false, followers: 4 });
    expect(ids(slice.getState().followed)).toEqual([1, 3]);
    answer(ok({ isFollower: false, followers: 4 }));
    await toggling;
    expect(ids(slice.getState().followed)).toEqual([1, 3]);
    expect(slice.getState().follows[2]).toEqual({ isFollower: false, followers: 4 });
    // A member who follows is unfollowed (idempotent DELETE), never toggled.
    expect(toggleFollow.unfollow).toHaveBeenCalledWith(2);
    expect(toggleFollow.follow).not.toHaveBeenCalled();
  });

  it('a failed unfollow puts everything back, the company at its place in the list', async () => {
    const slice = createCompanySlice();
    slice.getState().setCompany(company(2, true, 5));
    slice.setState({ followed: [company(1, true), company(2, true, 5), company(3, true)] });
    const result = await slice.getState().toggleFollow(
      company(2, true, 5),
      both(async () => failed({ status: 500, message: 'Database down.' })),
    );
    expect(result).toMatchObject({ success: false, error: { message: 'Database down.' } });
    expect(slice.getState().company).toMatchObject({ isFollower: true, followers: 5 });
    expect(slice.getState().follows[2]).toEqual({ isFollower: true, followers: 5 });
    expect(ids(slice.getState().followed)).toEqual([1, 2, 3]);
  });

  it('a failed or thrown follow is rolled back too', async () => {
    const slice = createCompanySlice();
    slice.getState().setCompany(company(1, false, 0));
    await slice.getState().toggleFollow(
      company(1, false, 0),
      both(async () => network()),
    );
    expect(slice.getState()).toMatchObject({ company: { isFollower: false, followers: 0 }, followed: [] });
    const thrown = await slice.getState().toggleFollow(
      company(1, false, 0),
      both(() => Promise.reject(new Error('boom'))),
    );
    expect(thrown).toMatchObject({ success: false, error: { message: 'Something went wrong' } });
    expect(slice.getState()).toMatchObject({
      company: { isFollower: false, followers: 0 },
      followed: [],
      follows: { 1: { isFollower: false } },
    });
  });

  it('a second toggle while one is on its way makes no second call', async () => {
    const slice = createCompanySlice();
    const { toggleFollow, answer } = pendingToggle();
    const first = slice.getState().toggleFollow(company(1), toggleFollow);
    const second = slice.getState().toggleFollow(company(1), toggleFollow);
    expect(second).toBe(first);
    expect(toggleFollow.follow).toHaveBeenCalledTimes(1);
    answer(ok({ isFollower: true, followers: 11 }));
    await first;
    // Once answered, the next toggle starts from the new state.
    const { toggleFollow: again, answer: answerAgain } = pendingToggle();
    const third = slice.getState().toggleFollow(company(1), again);
    expect(slice.getState().follows[1]).toEqual({ isFollower: false, followers: 10 });
    answerAgain(ok({ isFollower: false, followers: 10 }));
    await third;
    expect(slice.getState().followed).toEqual([]);
  });

  it('follows a company other than the one on screen: only its follow state and the list change', async () => {
    const slice = createCompanySlice();
    slice.getState().setCompany(company(1, false, 3));
    await slice.getState().toggleFollow(
      company(8, false, 0),
      both(async () => ok({ isFollower: true, followers: 1 })),
    );
    expect(slice.getState().company).toMatchObject({ id: 1, isFollower: false, followers: 3 });
    expect(slice.getState().follows[8]).toEqual({ isFollower: true, followers: 1 });
    expect(slice.getState().followed).toMatchObject([{ id: 8, isFollower: true, followers: 1 }]);
  });

  it('receiveFollow keeps a state the server answered everywhere the company shows', () => {
    const slice = createCompanySlice();
    slice.getState().setCompany(company(4, true, 2));
    slice.setState({ followed: [company(4, true, 2)] });
    slice.getState().receiveFollow(4, { isFollower: true, followers: 9 });
    expect(slice.getState().company?.followers).toBe(9);
    expect(slice.getState().followed[0]?.followers).toBe(9);
    expect(slice.getState().follows[4]).toEqual({ isFollower: true, followers: 9 });
  });

  it('loads the followed companies: page 1 replaces, later pages append without repeating one, a failure keeps the list', async () => {
    const slice = createCompanySlice();
    const pages = [
      [company(1, true), company(2, true)],
      [company(2, true), company(3, true)],
    ];
    const followed = vi.fn(async (query?: { page?: number }) => ok(page(pages[(query?.page ?? 1) - 1] ?? [], query?.page)));
    await slice.getState().loadFollowed({ followed });
    await slice.getState().loadFollowed({ followed }, 2);
    expect(ids(slice.getState().followed)).toEqual([1, 2, 3]);
    expect(slice.getState().follows[3]).toEqual({ isFollower: true, followers: 10 });
    await slice.getState().loadFollowed({ followed: async () => network() });
    expect(ids(slice.getState().followed)).toEqual([1, 2, 3]);
    await slice.getState().loadFollowed({ followed });
    expect(ids(slice.getState().followed)).toEqual([1, 2]);
  });
});

describe('company slice: timeline (SPEC §4, §8)', () => {
  /** A fetcher answering page n with pages[n - 1] (then empty pages), recording the pages asked. */
  function pagesOf(pages: Post[][], total = 1000) {
    const asked: number[] = [];
    const fetchPage = vi.fn(async (number: number) => {
      asked.push(number);
      return ok(page(pages[number - 1] ?? [], number, total, 10));
    });
    return { fetchPage, asked };
  }

  it('a first load makes page 2 next; each success moves one page on and appends', async () => {
    const slice = createCompanySlice();
    const { fetchPage, asked } = pagesOf([[post(1), post(2)], [post(3)], [post(4)]]);
    const loading = slice.getState().loadTimeline(fetchPage);
    expect(slice.getState().timeline.loading).toBe(true);
    await loading;
    expect(slice.getState().timeline).toMatchObject({ page: 2, hasMore: true, loading: false });
    await slice.getState().loadTimeline(fetchPage);
    await slice.getState().loadTimeline(fetchPage);
    expect(asked).toEqual([1, 2, 3]);
    expect(slice.getState().timeline.page).toBe(4);
    expect(ids(slice.getState().timeline.posts)).toEqual([1, 2, 3, 4]);
  });

  it('a first load resets the timeline so that page 2 is next', async () => {
    const slice = createCompanySlice();
    const { fetchPage, asked } = pagesOf([[post(1)], [post(2)], [post(3)]]);
    await slice.getState().loadTimeline(fetchPage);
    await slice.getState().loadTimeline(fetchPage);
    const reload = slice.getState().loadTimeline(fetchPage, { first: true });
    expect(slice.getState().timeline).toMatchObject({ posts: [], page: 1, loading: true });
    await reload;
    expect(slice.getState().timeline).toMatchObject({ page: 2, hasMore: true });
    expect(ids(slice.getState().timeline.posts)).toEqual([1]);
    await slice.getState().loadTimeline(fetchPage);
    expect(asked).toEqual([1, 2, 1, 2]);
    expect(ids(slice.getState().timeline.posts)).toEqual([1, 2]);
  });

  it('turns has-more false on an empty page or after the last page the total counts, then loads no more', async () => {
    const slice = createCompanySlice();
    const { fetchPage, asked } = pagesOf([[post(1)]]);
    await slice.getState().loadTimeline(fetchPage);
    await slice.getState().loadTimeline(fetchPage);
    expect(slice.getState().timeline).toMatchObject({ page: 3, hasMore: false });
    await slice.getState().loadTimeline(fetchPage);
    expect(asked).toEqual([1, 2]);
    await slice.getState().loadTimeline(async () => ok(page([post(1), post(2)], 1, 2, 10)), { first: true });
    expect(slice.getState().timeline.hasMore).toBe(false);
  });

  it('ignores a second load while one is on its way, and drops the answer of a first load a newer one replaced', async () => {
    const slice = createCompanySlice();
    let answer: (result: ApiResult<Page<Post>>) => void = () => {};
    const slow = vi.fn(() => new Promise<ApiResult<Page<Post>>>((resolve) => (answer = resolve)));
    const old = slice.getState().loadTimeline(slow);
    await slice.getState().loadTimeline(slow);
    expect(slow).toHaveBeenCalledTimes(1);
    await slice.getState().loadTimeline(async () => ok(page([post(7)])), { first: true });
    answer(ok(page([post(99)])));
    await old;
    expect(ids(slice.getState().timeline.posts)).toEqual([7]);
  });

  it('an error on a first load sets the error flag (with its message) and empties the timeline', async () => {
    const slice = createCompanySlice();
    await slice.getState().loadTimeline(async () => failed({ status: 500, code: 'internal_error', message: 'Le serveur a échoué.' }));
    expect(slice.getState().timeline).toMatchObject({
      posts: [],
      page: 1,
      loading: false,
      error: true,
      errorMessage: 'Le serveur a échoué.',
      paginationError: null,
    });
    // Loading again retries page 1; a success clears the flag.
    await slice.getState().loadTimeline(async (number) => ok(page([post(1)], number)));
    expect(slice.getState().timeline).toMatchObject({ page: 2, error: false, errorMessage: null });
  });

  it('an error on a later load sets the pagination error message, keeps the posts and retries that page', async () => {
    const slice = createCompanySlice();
    await slice.getState().loadTimeline(async () => ok(page([post(1)])));
    await slice.getState().loadTimeline(async () => failed({ status: 503, code: 'unavailable', message: 'Try later.' }));
    expect(slice.getState().timeline).toMatchObject({ page: 2, loading: false, error: false, paginationError: 'Try later.' });
    expect(ids(slice.getState().timeline.posts)).toEqual([1]);
    const asked: number[] = [];
    await slice.getState().loadTimeline(async (number) => {
      asked.push(number);
      return ok(page([post(2)], number));
    });
    expect(asked).toEqual([2]);
    expect(slice.getState().timeline).toMatchObject({ page: 3, paginationError: null });
  });

  it("uses SPEC §8's message of each timeline when the server gives none", async () => {
    const slice = createCompanySlice();
    const cases = [
      [undefined, 'Failed to fetch company timeline'],
      ['companyTimeline', 'Failed to fetch company timeline'],
      ['companyActivities', 'Failed to fetch company activities'],
      ['clubTimeline', 'Failed to fetch club timeline'],
    ] as const;
    for (const [source, message] of cases) {
      await slice.getState().loadTimeline(async () => network(), { first: true, ...(source ? { source } : {}) });
      expect(slice.getState().timeline.errorMessage).toBe(message);
      await slice.getState().loadTimeline(async () => ok(page([post(1)])), { first: true });
      await slice.getState().loadTimeline(async () => failed({ status: 502, code: 'http_502', message: 'Bad Gateway' }), {
        ...(source ? { source } : {}),
      });
      expect(slice.getState().timeline.paginationError).toBe(message);
    }
    await slice.getState().loadTimeline(() => Promise.reject(new Error('boom')), { first: true, source: 'clubTimeline' });
    expect(slice.getState().timeline).toMatchObject({ error: true, errorMessage: 'Failed to fetch club timeline' });
  });

  it('a cancelled load leaves no error', async () => {
    const slice = createCompanySlice();
    await slice.getState().loadTimeline(async () => failed({ status: 0, code: 'aborted', message: 'The request was cancelled.' }));
    expect(slice.getState().timeline).toMatchObject({ loading: false, error: false, paginationError: null, page: 1 });
  });

  it('resetTimeline forgets the posts and drops an answer on its way; updatePost shows a new version', async () => {
    const slice = createCompanySlice();
    await slice.getState().loadTimeline(async () => ok(page([post(1), post(2)])));
    slice.getState().updatePost({ ...post(2), body: 'edited', likes: 3 });
    expect(slice.getState().timeline.posts[1]).toMatchObject({ id: 2, body: 'edited', likes: 3 });
    let answer: (result: ApiResult<Page<Post>>) => void = () => {};
    const loading = slice.getState().loadTimeline(() => new Promise((resolve) => (answer = resolve)));
    slice.getState().resetTimeline();
    answer(ok(page([post(3)], 2)));
    await loading;
    expect(slice.getState().timeline).toMatchObject({ posts: [], page: 1, loading: false });
  });
});

describe('company slice in the root state', () => {
  it('logout clears it, and an answer on its way lands nowhere', async () => {
    const state = createDealgrowState();
    state.company.getState().setCompany(company(1, false, 1));
    await state.company.getState().loadTimeline(async () => ok(page([post(1)])));
    const { toggleFollow, answer } = pendingToggle();
    const toggling = state.company.getState().toggleFollow(company(1, false, 1), toggleFollow);
    state.logout();
    answer(ok({ isFollower: true, followers: 2 }));
    await toggling;
    expect(state.company.getState()).toMatchObject({ company: null, followed: [], follows: {}, timeline: { posts: [], page: 1 } });
    // Its actions still work after logout.
    state.company.getState().setCompany(company(2));
    expect(state.company.getState().company?.id).toBe(2);
  });
});

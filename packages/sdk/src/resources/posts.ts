import type { OperationId, QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type {
  Post,
  PostActivity,
  PostComment,
  PostCommentThread,
  PostLiker,
  PostLikeState,
  LinkPreview as PostLinkPreview,
  Survey as PostSurvey,
  QuotedPost,
} from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import { type Page, paginate } from '../transport/paging.ts';
import type { ApiResult } from '../transport/result.ts';
import { callsOf } from './calls.ts';
import type { FollowsAndLikes } from './follows-and-likes.ts';
import { type FormInput, toFormData } from './form.ts';

export type { Post, PostActivity, PostComment, PostCommentThread, PostLiker, PostLikeState, PostLinkPreview, PostSurvey, QuotedPost };

/** A post's kind: body, media, video, document, article, event, product or survey. */
export type PostKind = Post['kind'];
/** The post a share quotes (`Post.sharedPost`), without a further quote. */
export type PostPage = ResponseData<'homeFeed'>;
export type PostActivityPage = ResponseData<'userActivities'>;
export type PostCommentPage = ResponseData<'postComments'>;
export type PostLikerPage = ResponseData<'postLikes'>;
/** A profile timeline: posts (every kind), articles, events, videos, or activities (the posts, by when the member acted). */
export type PostTimelineKind = 'posts' | 'articles' | 'events' | 'videos' | 'activities';
export type PostListQuery = QueryOf<'homeFeed'>;
/** `GET /post/search`'s paging (`q` is the method's first argument). */
export type PostSearchQuery = Omit<QueryOf<'searchPosts'>, 'q'>;
export type EditPostInput = RequestBody<'editPost'>;
export type SharePostInput = RequestBody<'sharePost'>;
export type PostCommentInput = RequestBody<'addPostComment'>;

/** POST /post/body-post: only `body` is needed; `visible` defaults to public, `commentPermission` to anyone. */
export type BodyPostInput = FormInput<'createBodyPost'>;
export type MediaPostInput = FormInput<'createMediaPost'>;
/** A video with an optional thumbnail image. */
export type VideoPostInput = Omit<FormInput<'createVideoPost'>, 'thumbnail'> & { thumbnail?: Blob };
export type DocumentPostInput = FormInput<'createDocumentPost'>;
export type ArticlePostInput = FormInput<'createArticlePost'>;
export type EventPostInput = FormInput<'createEventPost'>;
/** `faqs` is JSON text: `[{ "question", "answer" }]`. */
export type ProductPostInput = FormInput<'createProductPost'>;
/** `options` repeat; `expire` is SPEC §5's "a day", "a week" or "a month" (anything else ends the survey now). */
export type SurveyPostInput = FormInput<'createSurveyPost'>;

const post = (id: number, suffix = '') => `${`/post/${id}`}${suffix}`;

/**
 * The post reads a post card makes: one post. Its own factory so that the widgets embed carries none of the rest
 * of `postsResource`.
 */
export function postReadsResource(transport: Transport) {
  return {
    /** One post; 404 when it does not exist, was deleted, or the viewer may not see it. */
    getPost: (id: number, options?: CallOptions) => transport.request<Post>({ method: 'GET', path: post(id), ...options }),
  };
}

/**
 * Posts and feeds (SPEC §7 /post, docs/posts.md): the eight create routes, feeds and timelines, likes, shares,
 * views, comments, survey votes, editing, deleting and restoring; every paged list also as an async iterator
 * (`each…`). Method names are the routes' operationIds, but for `search` (searchPosts) and `mentions` (mentionedPosts).
 */
export function postsResource(transport: Transport) {
  const { get, send } = callsOf(transport);
  const create =
    <Input extends object>(kind: string) =>
    (input: Input, options?: CallOptions) =>
      send<Post>('POST', `/post/${kind}-post`, toFormData(input), options);
  const paged =
    <T>(path: (id: number) => string) =>
    (id: number, query?: PostListQuery, options?: CallOptions): Promise<ApiResult<Page<T>>> =>
      get(path(id), options, query);
  const walk = <T>(fetch: (query: PostListQuery) => Promise<ApiResult<Page<T>>>, query?: PostListQuery) =>
    paginate<T>((page) => fetch({ ...query, page }), query?.page);
  const feed = (path: string) => (query?: PostListQuery, options?: CallOptions) => get<PostPage>(path, options, query);
  const search = (q: string, query?: PostSearchQuery, options?: CallOptions) => get<PostPage>('/post/search', options, { ...query, q });
  const mentions = feed('/post/mentions');

  const homeFeed = feed('/post');
  const allPosts = feed('/post/all-posts');
  const hashtagFeed = (tag: string, query?: PostListQuery, options?: CallOptions) =>
    get<PostPage>(`/post/hashtag/${encodeURIComponent(tag)}`, options, query);
  const postTimeline = paged<Post>((id) => `/post/timeline/${id}`);
  const userTimeline = (memberId: number, kind: PostTimelineKind, query?: PostListQuery, options?: CallOptions) =>
    get<PostPage>(`/users/timeline/${memberId}/${kind}`, options, query);
  const userActivities = paged<PostActivity>((id) => `/users/${id}/activities`);
  const postLikes = paged<PostLiker>((id) => `/post/likes/${id}`);
  const myQuotedPosts = paged<Post>((id) => `/post/my-quoted-post/${id}`);
  const postComments = paged<PostCommentThread>((id) => post(id, '/comments'));
  const byId =
    <K extends OperationId>(path: (id: number) => string) =>
    (id: number, options?: CallOptions) =>
      get<ResponseData<K>>(path(id), options);

  return {
    ...postReadsResource(transport),
    createBodyPost: create<BodyPostInput>('body'),
    createMediaPost: create<MediaPostInput>('media'),
    createVideoPost: create<VideoPostInput>('video'),
    createDocumentPost: create<DocumentPostInput>('document'),
    createArticlePost: create<ArticlePostInput>('article'),
    createEventPost: create<EventPostInput>('event'),
    createProductPost: create<ProductPostInput>('product'),
    createSurveyPost: create<SurveyPostInput>('survey'),
    /** What the author may change after posting. */
    editPost: (id: number, input: EditPostInput, options?: CallOptions) => send<Post>('PATCH', `/users/post/${id}`, input, options),
    /** Soft delete (SPEC §4's 3-second undo: `restorePost` brings it back). */
    deletePost: (id: number, options?: CallOptions) => send<undefined>('DELETE', post(id), undefined, options),
    restorePost: (id: number, options?: CallOptions) => send<Post>('POST', post(id, '/restore'), undefined, options),

    /** Own posts, connections', followed companies' and joined clubs', newest first (signed in). */
    homeFeed,
    /** Every post the viewer may see, 5 a page (SPEC §9). */
    allPosts,
    /** Posts with `#tag` (without the #; any case). */
    hashtagFeed,
    /**
     * `searchPosts`: posts whose text, title or description holds every word of `q` (1–200 characters; words match as
     * prefixes, any case), newest first, only those the viewer may see.
     */
    search,
    /** `mentionedPosts`: posts by others that mention me, newest first (signed in). */
    mentions,
    /** A member's posts as themselves, newest first. */
    postTimeline,
    /** A member's posts, articles, events, videos or activities, as posts. */
    userTimeline,
    /** What a member posted, liked and commented, newest first. */
    userActivities,
    userLastPost: byId<'userLastPost'>((id) => `/users/${id}/last-post`),
    /** The posts among `ids` the viewer may see (notifications, messages, links). */
    findPostsByRelationId: (input: RequestBody<'findPostsByRelationId'>, options?: CallOptions) =>
      send<ResponseData<'findPostsByRelationId'>>('POST', '/post/find-by-relation-id', input, options),

    postLikeState: byId<'postLikeState'>((id) => `/post/like-control/${id}`),
    postLikes,
    /** Shares the post with an optional quote (`body`). */
    sharePost: (id: number, input: SharePostInput = {}, options?: CallOptions) =>
      send<Post>('POST', `/post/share-post/${id}`, input, options),
    /** The viewer's shares of post `id`. */
    myQuotedPosts,
    postShareCount: byId<'postShareCount'>((id) => `/post/share-count/${id}`),
    /** Counts one view by the signed-in member (once each). */
    trackPostView: byId<'trackPostView'>((id) => `/post/post-track/${id}`),

    /** Top-level comments with their first replies, as the post's comment permission and visibility allow. */
    postComments,
    /** A comment, or a reply with `parentId` (a reply to a reply joins its thread). */
    addPostComment: (id: number, input: PostCommentInput, options?: CallOptions) =>
      send<PostComment>('POST', post(id, '/comments'), input, options),
    editPostComment: (id: number, commentId: number, input: RequestBody<'editPostComment'>, options?: CallOptions) =>
      send<PostComment>('PATCH', post(id, `/comments/${commentId}`), input, options),
    deletePostComment: (id: number, commentId: number, options?: CallOptions) =>
      send<undefined>('DELETE', post(id, `/comments/${commentId}`), undefined, options),
    /** One vote a member; answers the post with the results. */
    voteInSurvey: (id: number, input: RequestBody<'voteInSurvey'>, options?: CallOptions) =>
      send<Post>('POST', post(id, '/vote'), input, options),

    eachHomeFeed: (query?: PostListQuery) => walk(homeFeed, query),
    eachAllPosts: (query?: PostListQuery) => walk(allPosts, query),
    eachHashtagFeed: (tag: string, query?: PostListQuery) => walk((q) => hashtagFeed(tag, q), query),
    eachSearch: (q: string, query?: PostSearchQuery) => walk((paging) => search(q, paging), query),
    eachMention: (query?: PostListQuery) => walk(mentions, query),
    eachPostTimeline: (memberId: number, query?: PostListQuery) => walk((q) => postTimeline(memberId, q), query),
    eachUserTimeline: (memberId: number, kind: PostTimelineKind, query?: PostListQuery) =>
      walk((q) => userTimeline(memberId, kind, q), query),
    eachUserActivities: (memberId: number, query?: PostListQuery) => walk((q) => userActivities(memberId, q), query),
    eachPostLikes: (id: number, query?: PostListQuery) => walk((q) => postLikes(id, q), query),
    eachMyQuotedPosts: (id: number, query?: PostListQuery) => walk((q) => myQuotedPosts(id, q), query),
    eachPostComments: (id: number, query?: PostListQuery) => walk((q) => postComments(id, q), query),
  };
}

export type PostReadsResource = ReturnType<typeof postReadsResource>;
/** `client.posts`: with likes (follows-and-likes.ts, loaded on first call). */
export type PostsResource = ReturnType<typeof postsResource> & FollowsAndLikes['posts'];

import type { ResponseData } from '@dealgrow/sdk';

/** A post as the server answers it (docs/posts.md): every kind's fields, counts, and what the viewer may do. */
export type Post = ResponseData<'getPost'>;
/** A comment thread: a top-level comment with its first replies (one level deep). */
export type CommentThread = ResponseData<'postComments'>['items'][number];
export type PostComment = ResponseData<'addPostComment'>;
export type Liker = ResponseData<'postLikes'>['items'][number];
export type PostActivity = ResponseData<'userActivities'>['items'][number];
export type MemberCard = Post['author'];

/** SPEC §3 post kinds, in the composer's order. */
export const POST_KINDS = ['body', 'media', 'video', 'document', 'article', 'event', 'product', 'survey'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** SPEC §5 post visibility values (`hide` is "only me"). */
export const VISIBILITIES = ['public', 'connections', 'list', 'specific', 'club', 'hide'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const COMMENT_PERMISSIONS = ['anyone', 'connections', 'no-one'] as const;
export type CommentPermission = (typeof COMMENT_PERMISSIONS)[number];

/** The profile timelines (SPEC §2): four kinds of posts and the member's activity. */
export const TIMELINES = ['posts', 'articles', 'events', 'videos', 'activities'] as const;
export type TimelineName = (typeof TIMELINES)[number];

/** SPEC §5 survey durations, as the server reads `expire`. */
export const SURVEY_DURATIONS = ['a day', 'a week', 'a month'] as const;
export type SurveyDuration = (typeof SURVEY_DURATIONS)[number];

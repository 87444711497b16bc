import { type Static, Type } from 'typebox';
import { UploadedFile } from '../files/files.ts';
import { Id, Nullable, Text } from '../http/schema.ts';
import { MemberCard } from '../members/member-card.ts';

const Money = Type.Number({ minimum: 0, maximum: 999_999_999_999, description: 'An amount in the currency beside it.' });
const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code from GET /currencies.' });

/** SPEC §3 "Post" kinds. */
export const POST_KINDS = ['body', 'media', 'video', 'document', 'article', 'event', 'product', 'survey'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const PostKindSchema = Type.Union(
  [
    Type.Literal('body'),
    Type.Literal('media'),
    Type.Literal('video'),
    Type.Literal('document'),
    Type.Literal('article'),
    Type.Literal('event'),
    Type.Literal('product'),
    Type.Literal('survey'),
  ],
  { description: 'body, media, video, document, article, event, product or survey.' },
);

/** SPEC §5 post visibility values. */
export const VISIBILITIES = ['public', 'connections', 'list', 'specific', 'club', 'hide'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const VisibilitySchema = Type.Union(
  [
    Type.Literal('public'),
    Type.Literal('connections'),
    Type.Literal('list'),
    Type.Literal('specific'),
    Type.Literal('club'),
    Type.Literal('hide'),
  ],
  {
    description:
      'public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author.',
  },
);

/** SPEC §5 comment permission values. */
export const COMMENT_PERMISSIONS = ['anyone', 'connections', 'no-one'] as const;
export type CommentPermission = (typeof COMMENT_PERMISSIONS)[number];
export const CommentPermissionSchema = Type.Union([Type.Literal('anyone'), Type.Literal('connections'), Type.Literal('no-one')], {
  description: 'anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off.',
});

export const AuthorType = Type.Union([Type.Literal('user'), Type.Literal('company'), Type.Literal('club')], {
  description: 'Who the post is posted as: the member, a company they manage, or a club they belong to.',
});
export type AuthorType = Static<typeof AuthorType>;

/** A company or club a post is posted as. */
export const PostingEntity = Type.Object(
  { id: Type.Integer(), name: Type.String(), slug: Type.String(), logo: Nullable(Type.String()) },
  { title: 'PostingEntity', additionalProperties: false },
);

export const LinkPreview = Type.Object(
  {
    url: Type.String(),
    title: Nullable(Type.String()),
    description: Nullable(Type.String()),
    image: Nullable(Type.String({ description: 'An http(s) address of the page’s Open Graph image.' })),
  },
  { title: 'LinkPreview', additionalProperties: false },
);
export type LinkPreview = Static<typeof LinkPreview>;

export const Faq = Type.Object({ question: Type.String(), answer: Type.String() }, { title: 'PostFaq', additionalProperties: false });

export const SurveyOption = Type.Object(
  {
    id: Type.Integer(),
    label: Type.String(),
    votes: Nullable(Type.Integer({ minimum: 0, description: 'Null until the viewer has voted or the survey has ended.' })),
  },
  { title: 'SurveyOption', additionalProperties: false },
);

export const Survey = Type.Object(
  {
    options: Type.Array(SurveyOption),
    expiresAt: Type.String({ format: 'date-time' }),
    closed: Type.Boolean({ description: 'The survey has ended: no more votes, results shown to all.' }),
    myVote: Nullable(Type.Integer({ description: 'The option id the viewer voted for.' })),
    totalVotes: Nullable(Type.Integer({ minimum: 0, description: 'Null while the results are hidden from the viewer.' })),
  },
  { title: 'Survey', additionalProperties: false },
);

const postFields = {
  id: Type.Integer(),
  kind: PostKindSchema,
  authorType: AuthorType,
  shareType: AuthorType,
  authorId: Type.Integer({ description: 'The member who wrote it (also for company and club posts).' }),
  author: MemberCard,
  company: Nullable(PostingEntity),
  club: Nullable(PostingEntity),
  body: Type.String(),
  visible: VisibilitySchema,
  listId: Nullable(Type.Integer()),
  clubId: Nullable(Type.Integer()),
  userIds: Type.Array(Type.Integer(), { description: 'For specific: the members chosen; shown to the author only (others get []).' }),
  commentPermission: CommentPermissionSchema,
  location: Nullable(Type.String()),
  title: Nullable(Type.String()),
  description: Nullable(Type.String()),
  industry_id: Nullable(Type.Integer()),
  category_id: Nullable(Type.Integer()),
  start_date: Nullable(Type.String({ format: 'date-time' })),
  end_date: Nullable(Type.String({ format: 'date-time' })),
  price: Nullable(Type.Number()),
  currency: Nullable(Type.String()),
  stock: Nullable(Type.Integer()),
  type: Nullable(Type.String({ description: 'Product posts: the product type.' })),
  marketplace: Nullable(Type.Boolean()),
  faqs: Type.Array(Faq),
  survey: Nullable(Survey),
  files: Type.Array(UploadedFile),
  thumbnail: Nullable(UploadedFile),
  hashtags: Type.Array(Type.String(), { description: 'Lower-case, without #.' }),
  mentions: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String() }, { additionalProperties: false })),
  linkPreview: Nullable(LinkPreview),
  link_preview_html: Nullable(Type.String({ description: 'Older clients’ preview markup, sanitized.' })),
  sharedPostId: Nullable(Type.Integer()),
  likes: Type.Integer({ minimum: 0 }),
  didLike: Type.Boolean(),
  comments: Type.Integer({ minimum: 0 }),
  shares: Type.Integer({ minimum: 0 }),
  views: Type.Integer({ minimum: 0 }),
  canEdit: Type.Boolean({ description: 'The viewer wrote it: may edit and delete it.' }),
  hiddenByPage: Type.Boolean({
    description: 'Hidden by the moderators of its company or club: only its author and those moderators see it (docs/moderation.md).',
  }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  deletedAt: Nullable(Type.String({ format: 'date-time' })),
};

/** A post as a share embeds it (no further embedding). */
export const QuotedPost = Type.Object(postFields, { title: 'QuotedPost', additionalProperties: false });
export type QuotedPost = Static<typeof QuotedPost>;

export const Post = Type.Object(
  {
    ...postFields,
    sharedPost: Nullable({ ...QuotedPost, description: 'The post this one shares; null when none or when the viewer may not see it.' }),
  },
  { title: 'Post', additionalProperties: false },
);
export type Post = Static<typeof Post>;

export const PostActivity = Type.Object(
  {
    type: Type.Union([Type.Literal('posted'), Type.Literal('liked'), Type.Literal('commented')]),
    at: Type.String({ format: 'date-time' }),
    post: Post,
  },
  { title: 'PostActivity', additionalProperties: false },
);
export type PostActivity = Static<typeof PostActivity>;

export const Comment = Type.Object(
  {
    id: Type.Integer(),
    postId: Type.Integer(),
    parentId: Nullable(Type.Integer()),
    body: Type.String(),
    author: MemberCard,
    canEdit: Type.Boolean({ description: 'The viewer wrote it.' }),
    canDelete: Type.Boolean({ description: 'The viewer wrote it or wrote the post.' }),
    hiddenByPage: Type.Boolean({
      description: 'Hidden by the moderators of the page its post is on: only its author and those moderators see it (docs/moderation.md).',
    }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'PostComment', additionalProperties: false },
);
export type Comment = Static<typeof Comment>;

export const CommentThread = Type.Object(
  {
    ...Comment.properties,
    replies: Type.Array(Comment, { description: 'The first 50 replies, oldest first.' }),
    repliesTotal: Type.Integer({ minimum: 0 }),
  },
  { title: 'PostCommentThread', additionalProperties: false },
);
export type CommentThread = Static<typeof CommentThread>;

export const LikeState = Type.Object(
  { liked: Type.Boolean({ description: 'The viewer likes it.' }), likes: Type.Integer({ minimum: 0 }) },
  { title: 'PostLikeState', additionalProperties: false },
);

export const Liker = Type.Object(
  { member: MemberCard, liked_at: Type.String({ format: 'date-time' }) },
  { title: 'PostLiker', additionalProperties: false },
);

// ---- input ----

export const PostIdParams = Type.Object({ id: Id() }, { additionalProperties: false });
export const CommentParams = Type.Object({ id: Id(), commentId: Id() }, { additionalProperties: false });
export const HashtagParams = Type.Object({ tag: Text({ minLength: 1, maxLength: 100, blank: false }) }, { additionalProperties: false });
export const TIMELINE_KINDS = ['posts', 'articles', 'events', 'videos', 'activities'] as const;
export const TimelineParams = Type.Object(
  {
    id: Id(),
    kind: Type.Union([
      Type.Literal('posts'),
      Type.Literal('articles'),
      Type.Literal('events'),
      Type.Literal('videos'),
      Type.Literal('activities'),
    ]),
  },
  { additionalProperties: false },
);

export const BODY_MAX = 3000;
const Body = Text({
  maxLength: BODY_MAX,
  description: 'The text: `#hashtags` and `@[Name](username)` mentions are read from it (docs/posts.md).',
});
const FileParts = Type.Optional(Type.Array(Type.String({ format: 'binary' }), { description: 'Files to attach (repeat the field).' }));

/** SPEC §3 common creation fields. */
export const commonFormFields = {
  body: Type.Optional(Body),
  shareType: Type.Optional(AuthorType),
  authorId: Type.Optional(Id({ description: 'shareType company: the company (one you manage).' })),
  clubId: Type.Optional(Id({ description: 'shareType club: the club posted as; visible club: the club whose members see it.' })),
  location: Type.Optional(Text({ maxLength: 200 })),
  visible: Type.Optional(VisibilitySchema),
  listId: Type.Optional(Id({ description: 'visible list: one of your friend lists.' })),
  userIds: Type.Optional(Type.Array(Id(), { maxItems: 100, description: 'visible specific: the members who see it.' })),
  commentPermission: Type.Optional(CommentPermissionSchema),
  link_preview_html: Type.Optional(Text({ maxLength: 20_000, description: 'Older clients’ preview markup: stored sanitized.' })),
};

const Title = Text({ minLength: 1, maxLength: 200, blank: false });
const Description = Text({ maxLength: 20_000 });
const DateTime = Type.String({ format: 'date-time' });

export const BodyPostForm = Type.Object(
  { ...commonFormFields, body: Text({ minLength: 1, maxLength: BODY_MAX, blank: false }) },
  { additionalProperties: false },
);
export const MediaPostForm = Type.Object({ ...commonFormFields, files: FileParts }, { additionalProperties: false });
export const DocumentPostForm = Type.Object(
  { ...commonFormFields, title: Type.Optional(Title), files: FileParts },
  { additionalProperties: false },
);
export const VideoPostForm = Type.Object(
  {
    ...commonFormFields,
    title: Type.Optional(Title),
    description: Type.Optional(Description),
    category: Type.Optional(Id({ description: 'A category id (GET /categories).' })),
    industry: Type.Optional(Id({ description: 'An industry id (GET /industries).' })),
    files: FileParts,
    thumbnail: Type.Optional(Type.String({ format: 'binary', description: 'An image shown before the video plays.' })),
  },
  { additionalProperties: false },
);
export const ArticlePostForm = Type.Object(
  {
    ...commonFormFields,
    title: Title,
    description: Description,
    industry: Type.Optional(Id({ description: 'An industry id.' })),
    category: Type.Optional(Id({ description: 'A category id.' })),
    files: FileParts,
  },
  { additionalProperties: false },
);
export const EventPostForm = Type.Object(
  {
    ...commonFormFields,
    title: Title,
    description: Type.Optional(Description),
    industry_id: Type.Optional(Id()),
    category_id: Type.Optional(Id()),
    start_date: DateTime,
    end_date: Type.Optional(DateTime),
    files: FileParts,
  },
  { additionalProperties: false },
);
export const ProductPostForm = Type.Object(
  {
    ...commonFormFields,
    title: Title,
    price: Type.Optional(Money),
    currency: Type.Optional(CurrencyCode),
    stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
    industry_id: Type.Optional(Id()),
    type: Type.Optional(Text({ maxLength: 60 })),
    description: Type.Optional(Description),
    marketplace: Type.Optional(Type.Boolean()),
    faqs: Type.Optional(Text({ maxLength: 20_000, description: 'JSON: [{ "question", "answer" }], at most 20.' })),
    files: FileParts,
  },
  { additionalProperties: false },
);
export const SurveyPostForm = Type.Object(
  {
    ...commonFormFields,
    title: Title,
    description: Type.Optional(Description),
    options: Type.Array(Text({ minLength: 1, maxLength: 140, blank: false }), {
      minItems: 2,
      maxItems: 10,
      description: 'The choices (repeat the field).',
    }),
    expire: Type.Optional(
      Text({
        maxLength: 40,
        description: 'SPEC §5: "a day" = now + 1 day, "a week" + 7 days, "a month" + 1 month; anything else ends it now.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const FaqList = Type.Array(
  Type.Object(
    { question: Text({ minLength: 1, maxLength: 500, blank: false }), answer: Text({ minLength: 1, maxLength: 5000, blank: false }) },
    { additionalProperties: false },
  ),
  { maxItems: 20 },
);

/** PATCH /users/post/{id}: what an author may change after posting. */
export const EditPostBody = Type.Object(
  {
    body: Type.Optional(Body),
    title: Type.Optional(Title),
    description: Type.Optional(Description),
    location: Type.Optional(Nullable(Text({ maxLength: 200 }))),
    visible: Type.Optional(VisibilitySchema),
    listId: Type.Optional(Id()),
    clubId: Type.Optional(Id()),
    userIds: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
    commentPermission: Type.Optional(CommentPermissionSchema),
  },
  { additionalProperties: false },
);
export type EditPostBody = Static<typeof EditPostBody>;

export const ShareBody = Type.Object(
  {
    body: Type.Optional(Body),
    visible: Type.Optional(VisibilitySchema),
    listId: Type.Optional(Id()),
    clubId: Type.Optional(Id()),
    userIds: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
    commentPermission: Type.Optional(CommentPermissionSchema),
  },
  { additionalProperties: false },
);

export const CommentBody = Type.Object(
  {
    body: Text({ minLength: 1, maxLength: 1250, blank: false }),
    parentId: Type.Optional(Id({ description: 'Reply to this comment (a reply to a reply joins its thread).' })),
  },
  { additionalProperties: false },
);
export const EditCommentBody = Type.Object(
  { body: Text({ minLength: 1, maxLength: 1250, blank: false }) },
  { additionalProperties: false },
);

export const VoteBody = Type.Object(
  { option: Id({ description: 'The id of one of the survey’s options.' }) },
  { additionalProperties: false },
);

export const FindByRelationBody = Type.Object(
  { ids: Type.Array(Id(), { minItems: 1, maxItems: 50, description: 'Post ids a notification, message or link refers to.' }) },
  { additionalProperties: false },
);

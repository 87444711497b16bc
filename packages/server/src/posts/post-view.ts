import { publicAddress } from '../files/addresses.ts';
import type { FileRow } from '../files/files.ts';
import { signedFileView } from '../files/signed-addresses.ts';
import { type MemberCardColumns, memberCard } from '../members/member-card.ts';
import type { AuthorType, CommentPermission, LinkPreview, Post, PostKind, QuotedPost, Visibility } from './schemas.ts';

/** A post as postJson (post-sql.ts) builds it: the posts row plus its children. */
export interface PostColumns {
  id: number;
  kind: PostKind;
  author_type: AuthorType;
  owner_id: number;
  author_id: number;
  body: string;
  visible: Visibility;
  list_id: number | null;
  club_id: number | null;
  comment_permission: CommentPermission;
  location: string | null;
  title: string | null;
  description: string | null;
  industry_id: number | null;
  category_id: number | null;
  start_date: string | null;
  end_date: string | null;
  price: number | string | null;
  currency: string | null;
  stock: number | null;
  product_type: string | null;
  marketplace: boolean | null;
  faqs: { question: string; answer: string }[];
  link_preview: LinkPreview | null;
  link_preview_html: string | null;
  shared_post_id: number | null;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  views_count: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Set while the page's moderators hide it (to_jsonb of the posts row carries it). */
  page_hidden_at: string | null;
  author: MemberCardColumns;
  company: { id: number; name: string; slug: string; logo: string | null } | null;
  club: { id: number; name: string; slug: string; logo: string | null } | null;
  files: FileRow[];
  thumbnail: FileRow | null;
  hashtags: string[];
  mentions: { id: number; username: string }[];
  user_ids: number[];
  did_like: boolean;
  can_edit: boolean;
  /** The member the row was read for (null: signed out): the viewer its file addresses are signed for. */
  viewer_id: number | null;
  survey: {
    expires_at: string;
    my_vote: number | null;
    show: boolean;
    options: { id: number; label: string; votes: number | null }[];
  } | null;
  shared_post?: PostColumns | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

export function quotedPostView(row: PostColumns, baseUrl: string): QuotedPost {
  const survey = row.survey;
  // Files of a post that is not public are read by its audience only, and an <img> sends no token: their addresses
  // are signed for the viewer who was just shown the post (docs/posts.md "Files"). Public posts' stay plain (cacheable).
  const file = (stored: FileRow) => signedFileView(stored, row.viewer_id ?? null, row.visible !== 'public');
  return {
    id: row.id,
    kind: row.kind,
    authorType: row.author_type,
    shareType: row.author_type,
    authorId: row.author_id,
    author: memberCard(row.author, baseUrl),
    company: row.company && { ...row.company, logo: publicAddress(row.company.logo, baseUrl) },
    club: row.club && { ...row.club, logo: publicAddress(row.club.logo, baseUrl) },
    body: row.body,
    visible: row.visible,
    listId: row.list_id,
    clubId: row.club_id,
    userIds: row.user_ids,
    commentPermission: row.comment_permission,
    location: row.location,
    title: row.title,
    description: row.description,
    industry_id: row.industry_id,
    category_id: row.category_id,
    start_date: isoOrNull(row.start_date),
    end_date: isoOrNull(row.end_date),
    price: row.price === null ? null : Number(row.price),
    currency: row.currency,
    stock: row.stock,
    type: row.product_type,
    marketplace: row.marketplace,
    faqs: row.faqs,
    survey: survey && {
      options: survey.options,
      expiresAt: iso(survey.expires_at),
      closed: new Date(survey.expires_at).getTime() <= Date.now(),
      myVote: survey.my_vote,
      totalVotes: survey.show ? survey.options.reduce((sum, option) => sum + (option.votes ?? 0), 0) : null,
    },
    files: row.files.map(file),
    thumbnail: row.thumbnail && file(row.thumbnail),
    hashtags: row.hashtags,
    mentions: row.mentions,
    linkPreview: row.link_preview,
    link_preview_html: row.link_preview_html,
    sharedPostId: row.shared_post_id,
    likes: row.likes_count,
    didLike: row.did_like,
    comments: row.comments_count,
    shares: row.shares_count,
    views: row.views_count,
    canEdit: row.can_edit,
    hiddenByPage: Boolean(row.page_hidden_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deletedAt: isoOrNull(row.deleted_at),
  };
}

export function postView(row: PostColumns, baseUrl: string): Post {
  return { ...quotedPostView(row, baseUrl), sharedPost: row.shared_post ? quotedPostView(row.shared_post, baseUrl) : null };
}

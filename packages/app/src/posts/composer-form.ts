import type { CommentPermission, PostKind, SurveyDuration, Visibility } from './types.ts';

/** Who a post is posted as: the member, a company they manage, or a club they belong to. */
export type PostingAs = { type: 'user' } | { type: 'company'; id: number } | { type: 'club'; id: number };

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The composer's fields, all kinds together (SPEC §3); each kind sends the fields it has. */
export interface ComposerValues {
  kind: PostKind;
  body: string;
  as: PostingAs;
  visible: Visibility;
  listId: string;
  /** visible specific: the members chosen. */
  userIds: number[];
  /** visible club: the club whose members see it. */
  clubId: string;
  commentPermission: CommentPermission;
  location: string;
  title: string;
  description: string;
  industry: string;
  category: string;
  /** `datetime-local` values. */
  startDate: string;
  endDate: string;
  price: string;
  currency: string;
  stock: string;
  productType: string;
  marketplace: boolean;
  faqs: FaqEntry[];
  options: string[];
  expire: SurveyDuration;
}

export const EMPTY_COMPOSER: ComposerValues = {
  kind: 'body',
  body: '',
  as: { type: 'user' },
  visible: 'public',
  listId: '',
  userIds: [],
  clubId: '',
  commentPermission: 'anyone',
  location: '',
  title: '',
  description: '',
  industry: '',
  category: '',
  startDate: '',
  endDate: '',
  price: '',
  currency: '',
  stock: '',
  productType: '',
  marketplace: false,
  faqs: [],
  options: ['', ''],
  expire: 'a week',
};

/** SPEC §3: the kinds that carry a title, and those that need one. */
export const TITLED: readonly PostKind[] = ['video', 'document', 'article', 'event', 'product', 'survey'];
export const TITLE_REQUIRED: readonly PostKind[] = ['article', 'event', 'product', 'survey'];
/** The kinds with a description, and the one that needs it. */
export const DESCRIBED: readonly PostKind[] = ['video', 'article', 'event', 'product', 'survey'];
/** The kinds with files (a video's one MP4, a media post's images, a document post's documents, covers and photos). */
export const WITH_FILES: readonly PostKind[] = ['media', 'video', 'document', 'article', 'event', 'product'];
export const SURVEY_OPTIONS_MAX = 10;
export const SURVEY_OPTIONS_MIN = 2;

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
const whole = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) ? undefined : Number(value));
/** A `datetime-local` value as the server's date-time (ISO, UTC). */
export const isoDateTime = (value: string) => {
  if (value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/** The fields every kind shares (SPEC §3 "common creation fields"): who posts, who sees it, who may comment. */
export function commonFields(values: ComposerValues) {
  return {
    ...(text(values.body) === undefined ? {} : { body: values.body.trim() }),
    shareType: values.as.type,
    ...(values.as.type === 'company' ? { authorId: values.as.id } : {}),
    ...(values.as.type === 'club' ? { clubId: values.as.id } : {}),
    ...(values.visible === 'club' && values.as.type !== 'club' && whole(values.clubId) !== undefined
      ? { clubId: whole(values.clubId) }
      : {}),
    visible: values.visible,
    ...(values.visible === 'list' && whole(values.listId) !== undefined ? { listId: whole(values.listId) } : {}),
    ...(values.visible === 'specific' ? { userIds: values.userIds } : {}),
    commentPermission: values.commentPermission,
    ...(text(values.location) === undefined ? {} : { location: values.location.trim() }),
  };
}

/**
 * The kind's own fields (SPEC §3), empty ones left out: the video's and article's `industry` / `category`, the
 * event's and product's `industry_id` / `category_id`, a product's price and stock as numbers, FAQs as JSON, a
 * survey's non-empty options and its duration.
 */
export function kindFields(values: ComposerValues) {
  const title = text(values.title);
  const description = text(values.description);
  switch (values.kind) {
    case 'body':
    case 'media':
      return {};
    case 'document':
      return { ...(title ? { title } : {}) };
    case 'video':
    case 'article':
      return {
        ...(title ? { title } : {}),
        ...(description ? { description } : {}),
        ...(whole(values.industry) === undefined ? {} : { industry: whole(values.industry) }),
        ...(whole(values.category) === undefined ? {} : { category: whole(values.category) }),
      };
    case 'event':
      return {
        ...(title ? { title } : {}),
        ...(description ? { description } : {}),
        ...(whole(values.industry) === undefined ? {} : { industry_id: whole(values.industry) }),
        ...(whole(values.category) === undefined ? {} : { category_id: whole(values.category) }),
        ...(isoDateTime(values.startDate) ? { start_date: isoDateTime(values.startDate) } : {}),
        ...(isoDateTime(values.endDate) ? { end_date: isoDateTime(values.endDate) } : {}),
      };
    case 'product': {
      const faqs = values.faqs.filter((faq) => faq.question.trim() !== '' && faq.answer.trim() !== '');
      return {
        ...(title ? { title } : {}),
        ...(description ? { description } : {}),
        ...(whole(values.price) === undefined ? {} : { price: whole(values.price) }),
        ...(whole(values.price) !== undefined && values.currency ? { currency: values.currency } : {}),
        ...(whole(values.stock) === undefined ? {} : { stock: whole(values.stock) }),
        ...(whole(values.industry) === undefined ? {} : { industry_id: whole(values.industry) }),
        ...(text(values.productType) ? { type: values.productType.trim() } : {}),
        marketplace: values.marketplace,
        ...(faqs.length > 0
          ? { faqs: JSON.stringify(faqs.map((faq) => ({ question: faq.question.trim(), answer: faq.answer.trim() }))) }
          : {}),
      };
    }
    case 'survey':
      return {
        ...(title ? { title } : {}),
        ...(description ? { description } : {}),
        options: values.options.map((option) => option.trim()).filter((option) => option !== ''),
        expire: values.expire,
      };
  }
}

/** Whether the composer holds enough for its kind: what the server would otherwise refuse. */
export function composerReady(values: ComposerValues, files: number): boolean {
  const has = (value: string) => value.trim() !== '';
  if (values.visible === 'list' && !has(values.listId)) return false;
  if (values.visible === 'specific' && values.userIds.length === 0) return false;
  if (values.visible === 'club' && values.as.type !== 'club' && !has(values.clubId)) return false;
  if (TITLE_REQUIRED.includes(values.kind) && !has(values.title)) return false;
  switch (values.kind) {
    case 'body':
      return has(values.body);
    case 'media':
    case 'video':
    case 'document':
      return files > 0;
    case 'article':
      return has(values.description);
    case 'event':
      return isoDateTime(values.startDate) !== undefined;
    case 'survey':
      return values.options.filter(has).length >= SURVEY_OPTIONS_MIN;
    default:
      return true;
  }
}

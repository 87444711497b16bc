import type { Post, PostComment } from '@dealgrow/sdk';
import type { MenuItem } from '@dealgrow/widgets';
import { createContext, type ReactNode } from 'react';

/**
 * What a page's moderator may do to one post, comment or member (docs/moderation.md "App"): the menu's entries, what
 * choosing one does, and what to show under it (hidden by the moderators, what an action did, the server's refusal).
 */
export interface ModerationEntry {
  /** The menu's entries; their ids start with `moderation-`, never an author's `edit` or `delete`. */
  items: MenuItem[];
  /** The menu button's words, when the entries have a menu of their own (a comment's, a member's). */
  label: ReactNode;
  select: (id: string) => void;
  note: ReactNode;
}

/**
 * A company's or club's moderation of its own content, for its moderators only: null elsewhere (and for anyone else),
 * so a post, a comment or a member row shows no entry. Given by the page (its timeline, its members) and by a page's
 * post; its code and strings are the moderation chunk's, loaded once the page knows the member moderates it
 * (moderation/page-moderation.tsx). Each answers null for what is not the page's, nor a moderator's own.
 */
export interface PageModeration {
  post(post: Post, onRemoved: () => void): ModerationEntry | null;
  comment(post: Post, comment: PostComment, onRemoved: () => void): ModerationEntry | null;
  member(member: Post['author'], role: string, onBanned: () => void): ModerationEntry | null;
}

export const PageModerationContext = createContext<PageModeration | null>(null);

import { createElement } from 'react';
import { asElement } from '../elements/as-element.tsx';
import { useDealgrow } from '../provider.tsx';
import { EmbeddedPostCard } from './EmbeddedPostCard.tsx';
import { POST_MESSAGES } from './messages.ts';

/** `<dg-post>`'s card in the configured language: attributes give a post, so it reads only (the embed's card, `EmbeddedPostCard`). */
function PostInLanguage({ post }: { post: string }) {
  const { lang } = useDealgrow();
  return createElement(EmbeddedPostCard, { post, strings: POST_MESSAGES[lang] ?? POST_MESSAGES.en });
}

/** `<dg-post post="ID">`, not registered; see define.ts. The embed defines its own, with one language's strings (src/embed/post-shared.tsx). */
export const PostElement = asElement(PostInLanguage, { post: 'string' });

import { postReadsResource } from '@dealgrow/sdk';
import { asElement } from '../elements/as-element.tsx';
import { defineElement } from '../elements/define-element.ts';
import { EmbeddedPostCard, type EmbeddedPostCardProps } from '../post-card/EmbeddedPostCard.tsx';
import type { PostStrings } from '../post-card/messages-en.ts';
import type { EmbedConfig } from './embed-config.ts';
import { configureEmbed } from './runtime.ts';

/** The strings of the page's language, given by the language chunk that loaded (one a page). */
const page: { strings?: PostStrings } = {};

/** The card with the page's strings: `<dg-post>`'s widget in the embed. */
function Post(props: Omit<EmbeddedPostCardProps, 'strings'>) {
  return page.strings ? <EmbeddedPostCard {...props} strings={page.strings} /> : null;
}

/**
 * What `<dg-post>` adds to the embed's core, in the chunk the three language chunks share (widgets/post-{en,fr,tr}.js):
 * the post read (`postReadsResource`, not the whole `posts` resource) on the shared transport, and the element, whose
 * card speaks with the strings its language chunk gives. A page loads its language's chunk only (the loader picks it
 * from `data-lang`), so it carries one language of the card's strings, not three (docs/widgets.md "Sizes").
 */
export function registerPost(strings: PostStrings): (config: EmbedConfig) => void {
  return (config) => {
    const { transport, client } = configureEmbed(config);
    client.posts ??= postReadsResource(transport);
    page.strings ??= strings;
    defineElement('dg-post', asElement(Post, { post: 'string' }));
  };
}

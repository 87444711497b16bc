import { tokenizePost } from '@dealgrow/sdk/format';
import type { Language } from '@dealgrow/sdk/state';
import { Fragment, type ReactNode } from 'react';
import { flagshipPath } from './post-links.ts';

export interface PostTextProps {
  /** A post body (or any text): `#tags`, `@[Name](username)` mentions and web addresses become links. */
  text: string;
  lang: Language;
  /** The flagship site the tag and mention links open. */
  appUrl: string;
  className?: string;
  /** Renders the tag and mention links (the app: its router's links); by default links to the flagship site in a new tab. */
  renderLink?: ((link: PostLinkProps) => ReactNode) | undefined;
}

/** A link of the card to a page of the site (a member, a tag, the post): what `renderLink` is given. */
export interface PostLinkProps {
  /** The page's path without the language prefix: `/{username}`, `/tag/{tag}`, `/post/{id}`. */
  path: string;
  /** Which link it is, its `part`: `name link`, `time link`, `video`, `option`, `hashtag` or `mention`. */
  part: string;
  className?: string | undefined;
  children: ReactNode;
  'data-hashtag'?: string;
  'data-mention'?: string;
}

/** The page on the flagship site, in a new tab: a card's links when no `renderLink` is given. */
export const siteLink = (appUrl: string, lang: Language, { path, ...link }: PostLinkProps) => (
  <a href={flagshipPath(appUrl, lang, path)} target="_blank" rel="noopener" {...link} />
);

/**
 * A body as SPEC §5 renders it, token by token (`tokenizePost` of `@dealgrow/sdk/format`)
 * into text nodes and elements: never as HTML, so whatever the text holds shows as text. Web addresses open in a new tab (`rel="noopener noreferrer"`); tag and
 * mention links carry `data-hashtag` and `data-mention`, so a copy reads back through `toPlainText`.
 */
export function PostText({ text, lang, appUrl, className = 'dg-text', renderLink }: PostTextProps) {
  const link = renderLink ?? ((props: PostLinkProps) => siteLink(appUrl, lang, props));
  return (
    <p className={className} part="text">
      {tokenizePost(text).map((token, index) => {
        switch (token.type) {
          case 'text':
            return token.text;
          case 'newline':
            // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place.
            return <br key={index} />;
          case 'link':
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place.
              <a key={index} href={token.href} target={token.target} rel={token.rel} part="link">
                {token.text}
              </a>
            );
          default:
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place.
              <Fragment key={index}>
                {link(
                  token.type === 'hashtag'
                    ? {
                        path: `/tag/${encodeURIComponent(token.tag)}`,
                        part: 'hashtag',
                        'data-hashtag': token.tag,
                        children: `#${token.tag}`,
                      }
                    : {
                        path: `/${encodeURIComponent(token.username)}`,
                        part: 'mention',
                        'data-mention': token.username,
                        children: token.name,
                      },
                )}
              </Fragment>
            );
        }
      })}
    </p>
  );
}

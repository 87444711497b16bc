import { tokenizePost } from '@dealgrow/sdk/format';
import type { Language } from '@dealgrow/sdk/state';
import { flagshipPath } from './post-links.ts';

export interface PostTextProps {
  /** A post body (or any text): `#tags`, `@[Name](username)` mentions and web addresses become links. */
  text: string;
  lang: Language;
  /** The flagship site the tag and mention links open. */
  appUrl: string;
  className?: string;
}

/**
 * A body as SPEC §5 renders it, token by token (`tokenizePost`) into text nodes and elements: never as HTML, so
 * whatever the text holds shows as text. Web addresses open in a new tab (`rel="noopener noreferrer"`); tag and
 * mention links carry `data-hashtag` and `data-mention`, so a copy reads back through `toPlainText`.
 */
export function PostText({ text, lang, appUrl, className = 'dg-text' }: PostTextProps) {
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
          case 'hashtag':
            return (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place.
                key={index}
                href={flagshipPath(appUrl, lang, `/tag/${encodeURIComponent(token.tag)}`)}
                target="_blank"
                rel="noopener"
                part="hashtag"
                data-hashtag={token.tag}
              >
                #{token.tag}
              </a>
            );
          default:
            return (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place.
                key={index}
                href={flagshipPath(appUrl, lang, `/${encodeURIComponent(token.username)}`)}
                target="_blank"
                rel="noopener"
                part="mention"
                data-mention={token.username}
              >
                {token.name}
              </a>
            );
        }
      })}
    </p>
  );
}

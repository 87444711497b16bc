import { tokenizePost } from '@dealgrow/sdk/format';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';

/**
 * A post or comment body as elements (SPEC §5 text rendering through the SDK's tokens): links open in a new tab,
 * hashtags go to `/tag/{tag}` and mentions to the member's profile, in the page's language. Never raw HTML: every
 * piece is a text node or an element React builds. Mention and tag links carry `data-mention` / `data-hashtag`, so
 * a copied body reads back through `toPlainText`.
 */
export function PostText({ body, className }: { body: string; className?: string }) {
  const { localize } = useLocalize();
  const tokens = tokenizePost(body);
  return (
    <p className={className ?? 'post-text'}>
      {tokens.map((token, index) => {
        const key = `${index}-${token.type}`;
        switch (token.type) {
          case 'text':
            return <Fragment key={key}>{token.text}</Fragment>;
          case 'newline':
            return <br key={key} />;
          case 'link':
            return (
              <a key={key} href={safeHttpUrl(token.href) ?? undefined} target={token.target} rel={token.rel}>
                {token.text}
              </a>
            );
          case 'hashtag':
            return (
              <Link key={key} to={localize(`/tag/${encodeURIComponent(token.tag)}`)} data-hashtag={token.tag}>
                #{token.tag}
              </Link>
            );
          case 'mention':
            return (
              <Link key={key} to={localize(`/${encodeURIComponent(token.username)}`)} data-mention={token.username}>
                @{token.name}
              </Link>
            );
        }
        return null;
      })}
    </p>
  );
}

/** The address when it is an absolute http(s) one (a link preview's or a file's), else null: never `javascript:` or `data:`. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

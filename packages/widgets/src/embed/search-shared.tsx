import type { SearchCall, SearchResults } from '@dealgrow/sdk';
import { asElement } from '../elements/as-element.tsx';
import { defineElement } from '../elements/define-element.ts';
import type { SearchStrings } from '../search/messages-en.ts';
import { SearchBox, type SearchProps } from '../search/Search.tsx';
import type { EmbedConfig } from './embed-config.ts';
import { configureEmbed } from './runtime.ts';

/**
 * What `<dg-search>` adds to the embed's core, in the search chunk of the page's language (widgets/search-{lang}.js): the
 * box with that language's strings and its own search slice, and `GET /search` on the shared transport (the SDK's
 * `client.search` without the cursor walk, which the box never makes). The chunk has its own copy of every module beyond
 * the core (scripts/build.mjs `ownCopies`): zustand and the slice helper are the deal chunks' too, and shared they
 * would be a chunk every deal page fetched.
 */
export function registerSearch(strings: SearchStrings): (config: EmbedConfig) => void {
  return (config) => {
    const { transport, client } = configureEmbed(config);
    const search: SearchCall = (q, options = {}, callOptions = {}) =>
      transport.request<SearchResults>({
        method: 'GET',
        path: '/search',
        query: { q, type: options.types?.length ? options.types.join(',') : undefined, limit: options.limit, in: options.in },
        ...callOptions,
      });
    client.search ??= search;
    defineElement(
      'dg-search',
      asElement((props: SearchProps) => <SearchBox {...props} strings={strings} />, {
        types: 'string',
        limit: 'number',
        company: 'string',
        placeholder: 'string',
      }),
    );
  };
}

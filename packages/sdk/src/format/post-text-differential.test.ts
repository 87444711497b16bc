import { describe, expect, it } from 'vitest';
import { XSS_CORPUS } from '../../../../e2e/xss-corpus.ts';
import { type PostToken, tokenizePost } from './post-text.ts';
import { referenceTokenize } from './post-text-reference.ts';

const link = (href: string, text = href): PostToken => ({ type: 'link', href, text, target: '_blank', rel: 'noopener noreferrer' });
const text = (value: string): PostToken => ({ type: 'text', text: value });
const tag = (value: string): PostToken => ({ type: 'hashtag', tag: value, href: `/tag/${value}` });
const mention = (username: string, name: string): PostToken => ({ type: 'mention', username, name, href: `/${username}` });

/** Bodies with every rule's edges (the SDK's own cases among them, post-text.test.ts). */
const CASES = [
  '',
  'Read https://dealgrow.test/deals/12 now',
  'http://a.io',
  'HTTPS://A.IO/X',
  'hTtPs://a.io hTTp://b.io WwW.c.io',
  'httpſ://a.io',
  'see www.dealgrow.test/x?a=1&b=2#top',
  'Go to https://a.io/x.',
  'https://a.io/x, https://b.io/y; https://c.io!?',
  "'www.a.io'…",
  'https://a.io/x:',
  'https://a.io/x...!!',
  '(see https://en.wikipedia.org/wiki/Deal_(film))',
  '[https://a.io/x]',
  '{https://a.io/x}}',
  'https://a.io/x)]}',
  'https://a.io/(x]',
  'https://a.io/x<b>y',
  '"https://a.io/x"',
  'https://a.io/x\ty',
  'https://a.io/\u202egpj.exe',
  'https://a.io/\u0000x',
  'https://a.io/😀x😀.',
  'https://😀.io',
  'https://é.io',
  'https://_a.io',
  'javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'ftp://files.test/a mailto:ada@dealgrow.test file:///etc/passwd',
  'xhttp://a.io ada@www.dealgrow.test a.www.b.io /www.a.io _www.a.io éwww.a.io 😀www.a.io',
  'http:// nothing https:// www. what now',
  'https://a.io/"><script>alert(1)</script>',
  'javascript:https://a.io',
  'New #deal for #b2b_sales today',
  '#çiçekçi #İstanbul #ığüşöç #élan #garçon #Noël',
  '#e\u0301lan',
  '#2025, #q4! #2025_deals',
  'issue #1',
  '#١٢٣ #१२',
  '(#deal)',
  'C# and a#b',
  '# alone, ## and #!',
  '&#39;',
  '#a#b',
  `#${'a'.repeat(150)}`,
  `#${'😀'.repeat(3)} #${'𝒜'.repeat(120)}`,
  'https://a.io/#section',
  '#a<script>',
  'Thanks @[Ada Lovelace](ada) and @[ Mehmet ](mehmet.y-1_)!',
  '@[](ada) @[  ](ada) @[Ada](-ada) @[Ada](ada x) @[Ada](ada',
  '@[Ada\n](ada) @[Ada]](ada) @[A[da](ada) @[Ada] (ada)',
  `@[${'n'.repeat(100)}](ada) @[${'n'.repeat(101)}](ada)`,
  `@[${'😀'.repeat(50)}](ada) @[${'😀'.repeat(50)}a](ada) @[${'😀'.repeat(51)}](ada)`,
  `@[Ada](${'u'.repeat(60)}) @[Ada](${'u'.repeat(61)})`,
  '@[Ada https://a.io #tag](bad user) then',
  '@[<img src=x onerror=alert(1)>](ada)',
  'a@[Ada](ada)b',
  'line one\nline two\r\nline three\rline four\n\n',
  '\r\r\n\n\r',
  'x#tag https://a.io#tag www.a.io/@[Ada](ada)',
];

/** Random bodies over the characters the rules turn on, from a fixed seed (the same bodies every run). */
function randomBodies(count: number): string[] {
  // biome-ignore format: one short piece a cell, read as a table.
  const pieces = [
    'h', 'H', 't', 'p', 's', 'S', ':', '/', '//', 'w', 'W', 'www.', 'http://', 'https://', 'HTTPS://', '.', ',', '!', '…',
    "'", '*', '#', '##', '&', '@', '@[', ']', '](', '[', '(', ')', '{', '}', ' ', '\t', '\n', '\r', '\r\n', 'a', 'Z', '1',
    '9', '_', '-', 'é', 'İ', 'ı', '\u0301', '😀', '𝒜', '\ud83d', '\ude00', '\u202e', '\u200b', '<', '>', '"', '`', 'ſ',
    '١', 'ada', 'x.io',
  ];
  let seed = 20240611;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 40) }, () => pieces[Math.floor(next() * pieces.length)]).join(''),
  );
}

describe('tokenizePost (one regular expression) reads as the character-by-character reference reader', () => {
  it('on the edge cases of every rule', () => {
    for (const body of CASES) expect(tokenizePost(body), JSON.stringify(body)).toEqual(referenceTokenize(body));
  });

  it(`on the ${XSS_CORPUS.length} strings of the XSS corpus, alone and run together`, () => {
    for (const body of XSS_CORPUS) expect(tokenizePost(body), body).toEqual(referenceTokenize(body));
    const all = XSS_CORPUS.join(' #x @[y](z) https://w.io\n');
    expect(tokenizePost(all)).toEqual(referenceTokenize(all));
  });

  it('on 20,000 random bodies of the characters the rules read', () => {
    for (const body of randomBodies(20_000)) expect(tokenizePost(body), JSON.stringify(body)).toEqual(referenceTokenize(body));
  });

  it('reads links, tags, mentions and line breaks (not only agreeing with an empty answer)', () => {
    expect(tokenizePost('Hi @[Ada](ada) #deal\r\nsee www.a.io/x).')).toEqual([
      text('Hi '),
      mention('ada', 'Ada'),
      text(' '),
      tag('deal'),
      { type: 'newline' },
      text('see '),
      link('https://www.a.io/x', 'www.a.io/x'),
      text(').'),
    ]);
  });

  it('stays linear on long hostile bodies', () => {
    const body = `${'@['.repeat(20_000)}${'#'.repeat(20_000)}${'http://'.repeat(5_000)}`;
    const started = performance.now();
    expect(tokenizePost(body)).toEqual(referenceTokenize(body));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

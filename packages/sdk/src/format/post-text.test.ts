import { describe, expect, it } from 'vitest';
import { mentionMarker } from './mention.ts';
import { type PostToken, tokenizePost } from './post-text.ts';

const link = (href: string, text = href): PostToken => ({ type: 'link', href, text, target: '_blank', rel: 'noopener noreferrer' });
const text = (value: string): PostToken => ({ type: 'text', text: value });
const tag = (value: string): PostToken => ({ type: 'hashtag', tag: value, href: `/tag/${value}` });
const mention = (username: string, name: string): PostToken => ({ type: 'mention', username, name, href: `/${username}` });
const newline: PostToken = { type: 'newline' };

describe('tokenizePost: links (SPEC §5)', () => {
  it('makes http and https addresses links opening in a new tab', () => {
    expect(tokenizePost('Read https://dealgrow.test/deals/12 now')).toEqual([
      text('Read '),
      link('https://dealgrow.test/deals/12'),
      text(' now'),
    ]);
    expect(tokenizePost('http://a.io')).toEqual([link('http://a.io')]);
    expect(tokenizePost('HTTPS://A.IO/X')).toEqual([link('HTTPS://A.IO/X')]);
  });

  it('makes www. addresses https links, the text as written', () => {
    expect(tokenizePost('see www.dealgrow.test/x?a=1&b=2#top')).toEqual([
      text('see '),
      link('https://www.dealgrow.test/x?a=1&b=2#top', 'www.dealgrow.test/x?a=1&b=2#top'),
    ]);
  });

  it('leaves trailing punctuation out of the address', () => {
    expect(tokenizePost('Go to https://a.io/x.')).toEqual([text('Go to '), link('https://a.io/x'), text('.')]);
    expect(tokenizePost('https://a.io/x, https://b.io/y; https://c.io!?')).toEqual([
      link('https://a.io/x'),
      text(', '),
      link('https://b.io/y'),
      text('; '),
      link('https://c.io'),
      text('!?'),
    ]);
    expect(tokenizePost("'www.a.io'…")).toEqual([text("'"), link('https://www.a.io', 'www.a.io'), text("'…")]);
    expect(tokenizePost('https://a.io/x:')).toEqual([link('https://a.io/x'), text(':')]);
  });

  it('keeps balanced brackets and drops an unbalanced closing one', () => {
    expect(tokenizePost('(see https://en.wikipedia.org/wiki/Deal_(film))')).toEqual([
      text('(see '),
      link('https://en.wikipedia.org/wiki/Deal_(film)'),
      text(')'),
    ]);
    expect(tokenizePost('[https://a.io/x]')).toEqual([text('['), link('https://a.io/x'), text(']')]);
  });

  it('ends an address at white space, quotes and angle brackets', () => {
    expect(tokenizePost('https://a.io/x<b>y')).toEqual([link('https://a.io/x'), text('<b>y')]);
    expect(tokenizePost('"https://a.io/x"')).toEqual([text('"'), link('https://a.io/x'), text('"')]);
    expect(tokenizePost('https://a.io/x\ty')).toEqual([link('https://a.io/x'), text('\ty')]);
  });

  it('ends an address at a bidi override (no spoofed text inside a link)', () => {
    expect(tokenizePost('https://a.io/\u202egpj.exe')).toEqual([link('https://a.io/'), text('\u202egpj.exe')]);
  });

  it('never links anything but http and https', () => {
    for (const body of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'ftp://files.test/a',
      'mailto:ada@dealgrow.test',
      'file:///etc/passwd',
    ]) {
      expect(tokenizePost(body)).toEqual([text(body)]);
    }
  });

  it('needs the address at the start of a word, with a host after the scheme', () => {
    expect(tokenizePost('xhttp://a.io')).toEqual([text('xhttp://a.io')]);
    expect(tokenizePost('ada@www.dealgrow.test')).toEqual([text('ada@www.dealgrow.test')]);
    expect(tokenizePost('a.www.b.io')).toEqual([text('a.www.b.io')]);
    expect(tokenizePost('http:// nothing')).toEqual([text('http:// nothing')]);
    expect(tokenizePost('https://')).toEqual([text('https://')]);
    expect(tokenizePost('www.')).toEqual([text('www.')]);
    expect(tokenizePost('what now')).toEqual([text('what now')]);
  });

  it('keeps a script in a link as text of the address, never as markup', () => {
    const tokens = tokenizePost('https://a.io/"><script>alert(1)</script>');
    expect(tokens).toEqual([link('https://a.io/'), text('"><script>alert(1)</script>')]);
  });

  it('does not take a javascript: address hidden after a scheme for a link', () => {
    expect(tokenizePost('javascript:https://a.io')).toEqual([text('javascript:'), link('https://a.io')]);
    for (const token of tokenizePost('javascript://www.a.io/%0aalert(1) https://x.io javascript:void(0)')) {
      if (token.type === 'link') expect(token.href).toMatch(/^https?:\/\//);
    }
  });
});

describe('tokenizePost: hashtags (SPEC §5)', () => {
  it('links words starting with # to /tag/{tag}', () => {
    expect(tokenizePost('New #deal for #b2b_sales today')).toEqual([
      text('New '),
      tag('deal'),
      text(' for '),
      tag('b2b_sales'),
      text(' today'),
    ]);
  });

  it('takes Turkish and French letters as tag letters', () => {
    expect(tokenizePost('#çiçekçi #İstanbul #ığüşöç #élan #garçon #Noël')).toEqual([
      tag('çiçekçi'),
      text(' '),
      tag('İstanbul'),
      text(' '),
      tag('ığüşöç'),
      text(' '),
      tag('élan'),
      text(' '),
      tag('garçon'),
      text(' '),
      tag('Noël'),
    ]);
    // As on the server, a tag is letters, digits and underscore: a decomposed accent (e + combining acute) ends it.
    expect(tokenizePost('#e\u0301lan')).toEqual([tag('e'), text('\u0301lan')]);
  });

  it('ends a tag at punctuation and takes digits, but not digits alone', () => {
    expect(tokenizePost('#2025, #q4! #2025_deals')).toEqual([text('#2025, '), tag('q4'), text('! '), tag('2025_deals')]);
    expect(tokenizePost('issue #1')).toEqual([text('issue #1')]);
    expect(tokenizePost('(#deal)')).toEqual([text('('), tag('deal'), text(')')]);
  });

  it('needs # at the start of a word and a letter after it', () => {
    expect(tokenizePost('C# and a#b')).toEqual([text('C# and a#b')]);
    expect(tokenizePost('# alone, ## and #!')).toEqual([text('# alone, ## and #!')]);
    expect(tokenizePost('&#39;')).toEqual([text('&#39;')]);
    expect(tokenizePost('#a#b')).toEqual([tag('a'), text('#b')]);
  });

  it('links the first 100 characters of a longer tag, as the server keeps it', () => {
    expect(tokenizePost(`#${'a'.repeat(150)}`)).toEqual([tag('a'.repeat(100)), text('a'.repeat(50))]);
  });

  it('leaves a # inside an address to the address', () => {
    expect(tokenizePost('https://a.io/#section')).toEqual([link('https://a.io/#section')]);
  });

  it('cannot put markup or a path into a tag link', () => {
    expect(tokenizePost('#a<script>')).toEqual([tag('a'), text('<script>')]);
    expect(tokenizePost('#a/../../admin')).toEqual([tag('a'), text('/../../admin')]);
  });
});

describe('tokenizePost: mentions (SPEC §5)', () => {
  it('makes mention markers profile links', () => {
    expect(tokenizePost('Thanks @[Ada Lovelace](ada.l) and @[Grace](grace_h-1)!')).toEqual([
      text('Thanks '),
      mention('ada.l', 'Ada Lovelace'),
      text(' and '),
      mention('grace_h-1', 'Grace'),
      text('!'),
    ]);
  });

  it('reads the markers mentionMarker writes', () => {
    expect(tokenizePost(mentionMarker('Zeynep Çelik', 'zeynep'))).toEqual([mention('zeynep', 'Zeynep Çelik')]);
    expect(tokenizePost(mentionMarker('[Evil]\nName', 'ada'))).toEqual([mention('ada', 'Evil  Name')]);
    expect(tokenizePost(mentionMarker('  ', 'ada'))).toEqual([mention('ada', 'ada')]);
  });

  it('leaves malformed markers and unsafe usernames as text', () => {
    for (const body of [
      '@[Ada](javascript:alert(1))',
      '@[Ada](../admin)',
      '@[Ada](/evil)',
      '@[Ada](https://evil.test)',
      '@[Ada](_a)',
      '@[Ada](.a)',
      '@[Ada]()',
      '@[](ada)',
      '@[ ](ada)',
      '@[Ada] (ada)',
      '@[Ada](ada',
      '@[A[d]a](ada)',
      '@[Ada\nLovelace](ada)',
      `@[${'x'.repeat(101)}](ada)`,
      `@[Ada](${'a'.repeat(61)})`,
      '@ada',
      '@[Ada](<script>)',
    ]) {
      expect(tokenizePost(body).some((token) => token.type === 'mention')).toBe(false);
    }
  });

  it('takes the server’s limits: usernames of 1 to 60 characters, names of up to 100 with no ]', () => {
    expect(tokenizePost('@[Al](a)')).toEqual([mention('a', 'Al')]);
    expect(tokenizePost(`@[Ada](${'a'.repeat(60)})`)).toEqual([mention('a'.repeat(60), 'Ada')]);
    expect(tokenizePost(`@[${'x'.repeat(100)}](ada)`)).toEqual([mention('ada', 'x'.repeat(100))]);
    expect(tokenizePost('@[Ada [CEO]](ada)')).toEqual([text('@[Ada [CEO]](ada)')]);
    expect(tokenizePost('@[Ada [CEO](ada)')).toEqual([mention('ada', 'Ada [CEO')]);
  });

  it('does not read a link or a tag inside a mention name', () => {
    expect(tokenizePost('@[#deal https://a.io](ada)')).toEqual([mention('ada', '#deal https://a.io')]);
  });
});

describe('tokenizePost: line breaks and text', () => {
  it('turns \\n, \\r\\n and \\r into newline tokens', () => {
    expect(tokenizePost('one\ntwo\r\nthree\rfour\n\n')).toEqual([
      text('one'),
      newline,
      text('two'),
      newline,
      text('three'),
      newline,
      text('four'),
      newline,
      newline,
    ]);
  });

  it('gives nothing for an empty body and one text token for plain text', () => {
    expect(tokenizePost('')).toEqual([]);
    expect(tokenizePost('Just words, with ünïcödé 😀 and <b>tags</b>.')).toEqual([text('Just words, with ünïcödé 😀 and <b>tags</b>.')]);
  });

  it('keeps markup as text, never as an element', () => {
    const body = '<script>alert(1)</script><img src=x onerror=alert(1)>&lt;b&gt;';
    expect(tokenizePost(body)).toEqual([text(body)]);
  });

  it('reads everything together, losing no character', () => {
    const body = 'Hi @[Ada](ada)!\nOur #deal: www.a.io/x (and https://b.io).\r\nBye #çok_iyi';
    const tokens = tokenizePost(body);
    expect(tokens).toEqual([
      text('Hi '),
      mention('ada', 'Ada'),
      text('!'),
      newline,
      text('Our '),
      tag('deal'),
      text(': '),
      link('https://www.a.io/x', 'www.a.io/x'),
      text(' (and '),
      link('https://b.io'),
      text(').'),
      newline,
      text('Bye '),
      tag('çok_iyi'),
    ]);
  });
});

describe('tokenizePost: long and hostile bodies (linear by construction)', () => {
  // One pass with bounded look-ahead; these bodies would take exponential or quadratic time with a backtracking
  // regular expression, and finish at once here. The test timeout (30 s) is the only clock.
  const size = 100_000;

  it('reads 100 KB of broken mention markers', () => {
    const body = '@[a'.repeat(33_000);
    expect(tokenizePost(body)).toEqual([text(body)]);
    const unclosed = '@[Ada]('.repeat(14_000);
    expect(tokenizePost(unclosed)).toEqual([text(unclosed)]);
  });

  it('reads 100 KB of address-like text', () => {
    const body = 'https://a'.repeat(11_000);
    expect(tokenizePost(body)).toEqual([link(body)]);
    const dots = `https://a${'.'.repeat(size)}`;
    expect(tokenizePost(dots)).toEqual([link('https://a'), text('.'.repeat(size))]);
    const parens = `https://a${')'.repeat(size)}`;
    expect(tokenizePost(parens)).toEqual([link('https://a'), text(')'.repeat(size))]);
    const www = 'www.'.repeat(25_000);
    expect(tokenizePost(www).length).toBeGreaterThan(0);
  });

  it('reads 100 KB of hashes, tags and line breaks', () => {
    expect(tokenizePost('#'.repeat(size))).toEqual([text('#'.repeat(size))]);
    const tags = tokenizePost('#a '.repeat(33_000));
    expect(tags.filter((token) => token.type === 'hashtag')).toHaveLength(33_000);
    expect(tokenizePost('\n'.repeat(size))).toHaveLength(size);
    const long = `#${'ç'.repeat(size)}`;
    expect(tokenizePost(long)).toEqual([tag('ç'.repeat(100)), text('ç'.repeat(size - 100))]);
  });

  it('reads a 100 KB mixed body', () => {
    const line = 'Hello @[Ada](ada) see https://a.io/x?y=1, #deal\n';
    const body = line.repeat(Math.ceil(size / line.length));
    const tokens = tokenizePost(body);
    expect(tokens.filter((token) => token.type === 'mention')).toHaveLength(Math.ceil(size / line.length));
    expect(tokens.filter((token) => token.type === 'link')).toHaveLength(Math.ceil(size / line.length));
  });
});

import { describe, expect, it } from 'vitest';
import { toPlainText } from './plain-text.ts';
import { tokenizePost } from './post-text.ts';

describe('toPlainText: line breaks (SPEC §5)', () => {
  it('turns <br> in any form into a newline', () => {
    expect(toPlainText('one<br>two<br/>three<br />four<BR>five')).toBe('one\ntwo\nthree\nfour\nfive');
  });

  it('turns </p><p> into one newline', () => {
    expect(toPlainText('<p>one</p><p>two</p>')).toBe('one\ntwo');
  });

  it('ends a line at the end of a block', () => {
    expect(toPlainText('<div>one</div>two<h2>three</h2><ul><li>a</li><li>b</li></ul><blockquote>q</blockquote>end')).toBe(
      'one\ntwothree\na\nb\nq\nend',
    );
    expect(toPlainText('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>d')).toBe('ab\nc\nd');
  });

  it('does not break a line at inline elements or at a block start', () => {
    expect(toPlainText('<p>one <b>bold</b> <i>and</i> <span>inline</span></p>')).toBe('one bold and inline');
  });
});

describe('toPlainText: mentions and hashtags restored (SPEC §5)', () => {
  it('restores a mention element to its marker', () => {
    expect(toPlainText('Thanks <a href="/ada" data-mention="ada">@Ada Lovelace</a>!')).toBe('Thanks @[Ada Lovelace](ada)!');
    expect(toPlainText("<span data-mention='grace_h'><span>@</span><b>Grace</b> Hopper</span>")).toBe('@[Grace Hopper](grace_h)');
  });

  it('restores a nested mention element whole, and an unclosed one at the end', () => {
    expect(toPlainText('<span data-mention="ada"><span>Ada</span> <span>L.</span></span> after')).toBe('@[Ada L.](ada) after');
    expect(toPlainText('<a data-mention="ada">Ada')).toBe('@[Ada](ada)');
  });

  it('keeps the mention name on one line, without brackets, falling back to the username', () => {
    expect(toPlainText('<a data-mention="ada">[Ada]\nLovelace</a>')).toBe('@[Ada  Lovelace](ada)');
    expect(toPlainText('<a data-mention="ada">Ada<br>Lovelace</a>')).toBe('@[AdaLovelace](ada)');
    expect(toPlainText('<a data-mention="ada"></a>')).toBe('@[ada](ada)');
    expect(toPlainText('<a data-mention="ada">Ada &amp; co</a>')).toBe('@[Ada & co](ada)');
  });

  it('does not restore a mention with an unsafe username: its text stays', () => {
    expect(toPlainText('<a data-mention="javascript:alert(1)">Ada</a>')).toBe('Ada');
    expect(toPlainText('<a data-mention="../admin">Ada</a>')).toBe('Ada');
  });

  it('restores hashtags from data-hashtag or a /tag/ link', () => {
    expect(toPlainText('<a href="/tag/deal">#deal</a> and <span data-hashtag="çiçek">çiçek</span>')).toBe('#deal and #çiçek');
    expect(toPlainText('<a href="/tag/%C3%A7i%C3%A7ek">flowers</a>')).toBe('#çiçek');
    expect(toPlainText('<a href="/tag/%E0%A4%A">#x</a>')).toBe('#x');
    expect(toPlainText('<a href="/tag/a/b">#a/b</a>')).toBe('#a/b');
  });

  it('reads back what tokenizePost reads', () => {
    const html =
      '<p>Hi <a href="/ada" data-mention="ada">Ada</a>, our <a href="/tag/deal">#deal</a>: <a href="https://a.io">https://a.io</a></p><p>Bye</p>';
    const text = toPlainText(html);
    expect(text).toBe('Hi @[Ada](ada), our #deal: https://a.io\nBye');
    expect(tokenizePost(text).map((token) => token.type)).toEqual([
      'text',
      'mention',
      'text',
      'hashtag',
      'text',
      'link',
      'newline',
      'text',
    ]);
  });
});

describe('toPlainText: tags stripped, entities decoded (SPEC §5)', () => {
  it('strips every tag and keeps the text', () => {
    expect(toPlainText('<p class="x" style="color:red"><a href="https://a.io" target="_blank">link</a> <img src="x.png"></p>')).toBe(
      'link',
    );
  });

  it('decodes exactly &amp; &lt; &gt; &quot; &#39;', () => {
    expect(toPlainText('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39;')).toBe('a & b <c> "d" \'e\'');
  });

  it('leaves every other entity as written', () => {
    expect(toPlainText('a&nbsp;b &#60; &#x3C; &eacute; &copy; &AMP; &amp')).toBe('a&nbsp;b &#60; &#x3C; &eacute; &copy; &AMP; &amp');
  });

  it('decodes after stripping, once: encoded markup stays text', () => {
    expect(toPlainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
    expect(toPlainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(toPlainText('&lt;br&gt;x')).toBe('<br>x');
  });

  it('strips script and style tags, keeping their text as plain text', () => {
    expect(toPlainText('<script>alert("x")</script>ok')).toBe('alert("x")ok');
    expect(toPlainText('<style>p{}</style><p>ok</p>')).toBe('p{}ok');
    expect(toPlainText('<img src=x onerror=alert(1)>after')).toBe('after');
  });

  it('drops comments, doctype and processing instructions', () => {
    expect(toPlainText('<!DOCTYPE html><!-- <p>hidden</p> -->a<?xml version="1.0"?>b<!-- unclosed <p>gone')).toBe('ab');
  });

  it('keeps a < that starts no tag', () => {
    expect(toPlainText('1 < 2 and 3 <= 4')).toBe('1 < 2 and 3 <= 4');
    expect(toPlainText('<p>a < b</p>')).toBe('a < b');
    // As in a browser, `<b` followed by a tag is one malformed tag, up to the next `>`.
    expect(toPlainText('<p>a <b</p>c')).toBe('a c');
    expect(toPlainText('x <a')).toBe('x <a');
  });
});

describe('toPlainText: blank lines and trimming (SPEC §5)', () => {
  it('collapses a run of blank lines into one empty line', () => {
    expect(toPlainText('<p>one</p><p><br></p><p><br></p><p><br></p><p>two</p>')).toBe('one\n\ntwo');
    expect(toPlainText('a\n\n\n\nb\n \t \n\nc')).toBe('a\n\nb\n\nc');
  });

  it('trims the whole', () => {
    expect(toPlainText('  <p> </p><br><p>  text  </p><br><br>  ')).toBe('text');
    expect(toPlainText('')).toBe('');
    expect(toPlainText('<p></p><br>')).toBe('');
  });

  it('reads \\r\\n as one line break', () => {
    expect(toPlainText('a\r\nb\rc')).toBe('a\nb\nc');
  });
});

describe('toPlainText: long and hostile input (linear by construction)', () => {
  const size = 100_000;

  it('reads 100 KB of < with no >, and of unclosed tags', () => {
    expect(toPlainText('<'.repeat(size))).toBe('<'.repeat(size));
    expect(toPlainText('<a'.repeat(size / 2))).toBe('<a'.repeat(size / 2));
    expect(toPlainText('<!--'.repeat(size / 4))).toBe('');
  });

  it('reads 100 KB of tags, entities and line breaks', () => {
    expect(toPlainText('<b>x</b>'.repeat(size / 8))).toBe('x'.repeat(size / 8));
    expect(toPlainText('&amp;'.repeat(size / 5))).toBe('&'.repeat(size / 5));
    expect(toPlainText(`a${'<br>'.repeat(size / 4)}b`)).toBe('a\n\nb');
    expect(toPlainText(`<a data-mention="ada">${'x'.repeat(size)}`)).toBe(`@[${'x'.repeat(100)}](ada)`);
  });

  it('reads 100 KB of nested mention elements', () => {
    const html = `<span data-mention="ada">${'<span>'.repeat(size / 6)}`;
    expect(toPlainText(html)).toBe('@[ada](ada)');
  });

  it('reads a tag with 100 KB of attributes', () => {
    expect(toPlainText(`<a ${'data-x="1" '.repeat(size / 11)}>ok</a>`)).toBe('ok');
    expect(toPlainText(`<a href="${'/'.repeat(size)}">ok</a>`)).toBe('ok');
  });
});

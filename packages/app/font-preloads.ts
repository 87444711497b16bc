import { LANGUAGES } from '../sdk/src/state/app.ts';
import { TOKEN_COOKIE } from '../sdk/src/transport/token.ts';

// From the SDK's sources, not the package: the config runs in Node before any package is built.

/**
 * The faces a member's first screen draws (body text at 400, 500 and 600, headings at 600), in their latin subset:
 * fetched by the page itself, beside its first scripts. The fonts are `font-display: optional` (src/theme/fonts.css):
 * a face is used only if it is in when its text is first drawn, and a face the page asks only once the app draws its
 * text comes too late for that even over loopback, so without these links a first visit never showed the app's fonts.
 * Other faces (the hero's, the headings' other weights, the latin-ext subsets) still load when their text shows.
 */
export const FIRST_SCREEN_FACES = [
  'poppins-latin-400-normal',
  'poppins-latin-500-normal',
  'poppins-latin-600-normal',
  'inter-latin-600-normal',
];

/**
 * The landing's title face (Manrope 800), asked the same way but only by a visitor's home page (`/`, `/fr`, `/tr`, no
 * `token` cookie): a member's pages never draw it, and its 13.7 KB would come before their first post.
 */
export const LANDING_FACE = 'manrope-latin-800-normal';

/** The home page's paths in every language: `/`, and `/fr` or `/fr/` (English carries no prefix, routing/language-path.ts). */
const HOME_PATHS = ['/', ...LANGUAGES.filter((lang) => lang !== 'en').flatMap((lang) => [`/${lang}`, `/${lang}/`])];

/** The script that asks `href` as a font when the page is a visitor's home (read at the top of the page, not deferred). */
function landingPreload(href: string): string {
  const link = `Object.assign(document.createElement('link'),{rel:'preload',as:'font',type:'font/woff2',crossOrigin:'',href:${JSON.stringify(href)}})`;
  const signedIn = `/(^|; )${TOKEN_COOKIE}=/.test(document.cookie)`;
  return `${JSON.stringify(HOME_PATHS)}.includes(location.pathname)&&!${signedIn}&&document.head.append(${link})`;
}

/** What the plugin reads of a bundle: each output's kind and file name. */
interface BundleOutput {
  type: string;
  fileName: string;
}

/**
 * In the built index.html's head: `<link rel="preload" as="font">` for each of `FIRST_SCREEN_FACES`, and the script
 * that asks `LANDING_FACE` on a visitor's home, each by its hashed file name (the build fails if a face has none).
 */
export function fontPreloads() {
  let base = '/';
  return {
    name: 'dealgrow:font-preloads',
    apply: 'build' as const,
    configResolved(config: { base: string }) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post' as const,
      handler(_html: string, context: { bundle?: Record<string, BundleOutput> }) {
        const files = Object.values(context.bundle ?? {}).map((output) => output.fileName);
        const href = (face: string) => {
          const file = files.find((name) => name.startsWith(`assets/${face}-`) && name.endsWith('.woff2'));
          if (!file) throw new Error(`the build wrote no file for the font face ${face} (src/theme/fonts.css)`);
          return `${base}${file}`;
        };
        return [
          ...FIRST_SCREEN_FACES.map((face) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: href(face), as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
          { tag: 'script', children: landingPreload(href(LANDING_FACE)), injectTo: 'head' as const },
        ];
      },
    },
  };
}

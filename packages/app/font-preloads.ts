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

/** What the plugin reads of a bundle: each output's kind and file name. */
interface BundleOutput {
  type: string;
  fileName: string;
}

/** `<link rel="preload" as="font">` in the built index.html for each of `FIRST_SCREEN_FACES`, by its hashed file name. */
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
        return FIRST_SCREEN_FACES.map((face) => {
          const file = files.find((name) => name.startsWith(`assets/${face}-`) && name.endsWith('.woff2'));
          if (!file) throw new Error(`the build wrote no file for the font face ${face} (src/theme/fonts.css)`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

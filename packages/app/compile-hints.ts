import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that begins with this comment has every function
 * compiled as it streams in, on a background thread, instead of on the main thread the first time each is called.
 * Without it, the first render ran the shell's code cold: compiling Preact, the router and i18next function by
 * function inside the page's longest tasks (docs/performance.md "Compiled as it downloads"). Other browsers read a
 * comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the plugin reads of a bundle: each output's kind and file name. */
interface BundleOutput {
  type: string;
  fileName: string;
}

/**
 * Puts the compile hint at the top of every script chunk the build wrote, and moves the chunk's source map down the
 * one line it adds. Written files, not chunks in the bundle: Vite adds its own first line (`__vite__mapDeps`) to a chunk
 * after the plugins have seen it, and the hint must come first. Every chunk of the app is code a page runs as it loads
 * (each route's screen is a chunk of its own, loaded when opened), so every chunk has it.
 */
export function compileHints() {
  return {
    name: 'dealgrow:compile-hints',
    writeBundle(options: { dir?: string | undefined }, bundle: Record<string, BundleOutput>) {
      const dir = options.dir ?? 'dist';
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') addCompileHint(join(dir, output.fileName));
      }
    },
  };
}

/** Adds the hint to one written chunk (and its map, when it has one); a chunk that has it already is left alone. */
function addCompileHint(file: string): void {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return;
  writeFileSync(file, COMPILE_HINT + code);
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
  // A `;` in a source map's mappings starts the next generated line: every mapping moves one line down.
  map.mappings = `;${map.mappings}`;
  writeFileSync(mapFile, JSON.stringify(map));
}

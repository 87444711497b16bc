import { posix } from 'node:path';

/** What the plugin reads of a rendered chunk. */
interface RenderedChunkInfo {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  moduleIds: string[];
}

/** A chunk of stylesheets alone: Vite writes its CSS and drops the empty script, so nothing may import it. */
const isStylesOnly = (chunk: RenderedChunkInfo | undefined) =>
  chunk !== undefined && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css($|\?)/.test(id));

/**
 * Every chunk a page asks for by itself (the entry, and each lazy screen) names every chunk it needs, not only those
 * it imports directly: an empty `import"./Avatar-….js";` per chunk its imports import, after its own imports. The
 * browser reads a module's imports when the module arrives, so a screen whose post list imports the avatar fetched
 * the screen, then the list, then the avatar — three round trips, each 150 ms and more on a phone's network; now the
 * screen and then all the rest at once. Evaluation order is unchanged: the added imports come after the chunk's own,
 * whose own imports evaluate first. Added while rendering, so each chunk's hash covers them (docs/performance.md
 * "Eighth pass"; `bench/size-budgets.test.ts` checks the built app).
 */
export function hoistedImports() {
  return {
    name: 'dealgrow:hoisted-imports',
    renderChunk(code: string, chunk: RenderedChunkInfo, _options: unknown, meta: { chunks: Record<string, RenderedChunkInfo> }) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) return null;
      const direct = new Set(chunk.imports);
      const needed = new Set<string>();
      const waiting = [...chunk.imports];
      while (waiting.length > 0) {
        const fileName = waiting.pop() as string;
        if (needed.has(fileName)) continue;
        needed.add(fileName);
        waiting.push(...(meta.chunks[fileName]?.imports ?? []));
      }
      const hoisted = [...needed].filter(
        (fileName) => !direct.has(fileName) && fileName !== chunk.fileName && !isStylesOnly(meta.chunks[fileName]),
      );
      if (hoisted.length === 0) return null;
      // The bundler's file names are POSIX paths whatever the machine.
      const from = posix.dirname(chunk.fileName);
      const imports = hoisted.map((fileName) => `import"./${posix.relative(from, fileName)}";`).join('');
      return { code: `${code}\n${imports}`, map: null };
    },
  };
}

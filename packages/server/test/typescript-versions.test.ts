// The workspace holds two TypeScripts (docs/testing.md "The type-check on the native compiler"): 7, the compiler
// `pnpm run typecheck` runs, in tools/typecheck alone; 6, the one every tool loads as a library. The lockfile says
// which each package gets: a TypeScript 7 reaching tsup, Storybook's docgen or openapi-typescript breaks the build on a
// clean install only, where a machine whose node_modules predate the change would not see it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Lockfile {
  importers: Record<string, Partial<Record<'dependencies' | 'devDependencies', Record<string, { specifier: string; version: string }>>>>;
  snapshots: Record<string, unknown>;
}

const lockfile = parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'pnpm-lock.yaml'), 'utf8')) as Lockfile;
const TYPECHECK = 'tools/typecheck';

describe('the TypeScripts of the workspace', () => {
  it('gives tools/typecheck TypeScript 7 and every other package TypeScript 6, its own and its dependencies’ peers', () => {
    expect(lockfile.importers[TYPECHECK]?.devDependencies?.typescript?.version).toMatch(/^7\./);
    const seven: string[] = [];
    for (const [importer, groups] of Object.entries(lockfile.importers)) {
      if (importer === TYPECHECK) continue;
      for (const dependencies of [groups.dependencies, groups.devDependencies]) {
        for (const [name, { version }] of Object.entries(dependencies ?? {})) {
          if (name === 'typescript' && version.startsWith('7.')) seven.push(`${importer}: ${name} ${version}`);
        }
      }
    }
    // A package resolved with TypeScript 7 as its peer, wherever it sits in the graph (an importer's dependency among
    // them: its resolved version is a snapshot's key).
    for (const key of Object.keys(lockfile.snapshots)) {
      if (key.includes('(typescript@7.')) seven.push(key);
    }
    expect(seven).toEqual([]);
    // The packages that build declare their TypeScript themselves: an undeclared peer takes the workspace's highest.
    for (const building of ['packages/app', 'packages/sdk', 'packages/server', 'packages/widgets']) {
      expect(lockfile.importers[building]?.devDependencies?.typescript?.version, building).toMatch(/^6\./);
    }
  });
});

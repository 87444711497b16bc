#!/usr/bin/env node
// The published packages as a consumer gets them: publint --strict and arethetypeswrong on the packed
// tarball (node16 CJS and ESM, and bundler resolution). Run after `pnpm run build`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const packages = [
  { dir: 'packages/sdk', attw: ['--profile', 'node16'] },
  // ESM only by design: Node 20.19+ (the engines floor) can require() it, so "CJS resolves to ESM" is expected.
  { dir: 'packages/widgets', attw: ['--profile', 'node16', '--ignore-rules', 'cjs-resolves-to-esm'] },
];

let failed = false;
for (const { dir, attw } of packages) {
  for (const [tool, args] of [
    ['publint', ['--strict']],
    ['attw', ['--pack', '.', ...attw]],
  ]) {
    console.log(`\n[check-packages] ${tool} ${dir}`);
    const run = spawnSync('pnpm', ['exec', tool, ...args], { cwd: `${root}${dir}`, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`[check-packages] ${tool} failed for ${dir}`);
      failed = true;
    }
  }
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// The published packages as a consumer gets them: publint --strict and arethetypeswrong on the packed
// tarball (node16 CJS and ESM, and bundler resolution), then the tarball itself (`pnpm pack`, which applies
// `publishConfig`): its unpacked size under a budget, every path its package.json names present, no export
// condition a consumer cannot resolve (`source`), no test fakes, a CHANGELOG.md with the packed version.
// Run after `pnpm run build`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const packages = [
  // Unpacked bytes: 3.2 MB (SDK) and 0.86 MB (widgets) before issue 24; 1.21 MB (SDK) with issue 42's search;
  // docs/releasing.md "What the tarballs hold".
  { dir: 'packages/sdk', attw: ['--profile', 'node16'], maxUnpacked: 1_330_000 },
  // ESM only by design: Node 20.19+ (the engines floor) can require() it, so "CJS resolves to ESM" is expected.
  // tokens.css is a stylesheet, no module: nothing for attw to resolve types for (publint and the tarball checks still see it).
  {
    dir: 'packages/widgets',
    attw: ['--profile', 'node16', '--ignore-rules', 'cjs-resolves-to-esm', '--exclude-entrypoints', './tokens.css'],
    // 544 KB after issue 24; 624 KB with issue 26's design-system components; 690 KB with issue 42's <dg-search>
    // (docs/releasing.md).
    maxUnpacked: 730_000,
    elements: true,
  },
];

/** Every file path a package.json names for consumers: main, module, types and each leaf of exports. */
export function namedPaths(manifest) {
  const paths = [];
  const walk = (value, conditions) => {
    if (typeof value === 'string') paths.push({ path: value, conditions });
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, [...conditions, key]);
  };
  for (const field of ['main', 'module', 'types']) if (manifest[field]) walk(manifest[field], [field]);
  walk(manifest.exports, ['exports']);
  return paths;
}

/** The tags of the widgets' custom elements: the keys of `ELEMENTS` in packages/widgets/src/elements.ts. */
export function elementTags() {
  const source = readFileSync(join(root, 'packages', 'widgets', 'src', 'elements.ts'), 'utf8');
  const block = source.slice(source.indexOf('export const ELEMENTS'));
  return [...block.slice(0, block.indexOf('};')).matchAll(/'(dg-[a-z-]+)':/g)].map((match) => match[1]);
}

/** The problems of one unpacked tarball (`dir` is its `package/` folder). */
export function tarballProblems(dir, { maxUnpacked, elements = [] }) {
  const files = [];
  const list = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) list(path);
      else files.push({ path: relative(dir, path).replaceAll('\\', '/'), size: statSync(path).size });
    }
  };
  list(dir);
  const problems = [];
  const unpacked = files.reduce((sum, file) => sum + file.size, 0);
  if (unpacked > maxUnpacked) problems.push(`unpacked ${unpacked} B, over its ${maxUnpacked} B budget`);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const present = new Set(files.map((file) => file.path));
  for (const { path, conditions } of namedPaths(manifest)) {
    if (conditions.includes('source')) problems.push(`${conditions.join(' → ')} is a \`source\` condition (${path}): src/ is not shipped`);
    const file = path.replace(/^\.\//, '');
    if (file.includes('*')) {
      const [prefix] = file.split('*');
      if (![...present].some((name) => name.startsWith(prefix))) problems.push(`${conditions.join(' → ')} names ${path}: no file matches`);
    } else if (!present.has(file)) problems.push(`${conditions.join(' → ')} names ${path}: not in the tarball`);
  }
  for (const { path } of files)
    if (/(^|\/)testing\//.test(path) || /(^|\/)fake-[^/]*$/.test(path)) problems.push(`${path}: a test fake is shipped`);
  const readme = present.has('README.md') ? readFileSync(join(dir, 'README.md'), 'utf8') : '';
  for (const subpath of Object.keys(manifest.exports ?? {})) {
    const name = `${manifest.name}${subpath.slice(1)}`;
    if (!readme.includes(`\`${name}\``)) problems.push(`README.md does not list the entry point \`${name}\``);
  }
  for (const tag of elements) if (!readme.includes(`<${tag}>`)) problems.push(`README.md does not list the element <${tag}>`);
  if (!present.has('CHANGELOG.md')) problems.push('no CHANGELOG.md');
  else if (!readFileSync(join(dir, 'CHANGELOG.md'), 'utf8').includes(`\n## ${manifest.version}\n`))
    problems.push(`CHANGELOG.md has no "## ${manifest.version}" section (run \`pnpm changeset version\`)`);
  for (const field of ['repository', 'homepage', 'bugs', 'keywords', 'author', 'license'])
    if (!manifest[field]) problems.push(`package.json has no "${field}"`);
  return { unpacked, files: files.length, problems };
}

function checkTarball(dir, options) {
  const out = mkdtempSync(join(tmpdir(), 'dealgrow-pack-'));
  try {
    const pack = spawnSync('pnpm', ['pack', '--pack-destination', out], { cwd: `${root}${dir}`, encoding: 'utf8' });
    if (pack.status !== 0) return [`pnpm pack failed: ${pack.stderr}`];
    const tarball = readdirSync(out).find((name) => name.endsWith('.tgz'));
    const untar = spawnSync('tar', ['xzf', tarball], { cwd: out });
    if (untar.status !== 0) return ['tar could not unpack the tarball'];
    const { unpacked, files, problems } = tarballProblems(join(out, 'package'), options);
    console.log(`${tarball}: ${files} files, ${unpacked} B unpacked (budget ${options.maxUnpacked} B)`);
    return problems;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const { dir, attw, maxUnpacked, elements } of packages) {
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
    console.log(`\n[check-packages] tarball ${dir}`);
    const problems = checkTarball(dir, { maxUnpacked, elements: elements ? elementTags() : [] });
    for (const problem of problems) console.error(`[check-packages] ${dir}: ${problem}`);
    if (problems.length > 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
}

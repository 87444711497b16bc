import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function written(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('compileHints (the build plugin)', () => {
  it('puts the hint first in every written chunk, moves its source map one line down, and leaves other files alone', () => {
    const dir = written({
      'assets/index-a.js': 'const __vite__mapDeps=(i)=>i;\nexport const a=1;\n',
      'assets/index-a.js.map': JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }),
      'assets/screen-b.js': 'export const b=2;\n',
      'assets/index-c.css': 'body{margin:0}',
    });
    compileHints().writeBundle(
      { dir },
      {
        'assets/index-a.js': { type: 'chunk', fileName: 'assets/index-a.js' },
        'assets/screen-b.js': { type: 'chunk', fileName: 'assets/screen-b.js' },
        'assets/index-c.css': { type: 'asset', fileName: 'assets/index-c.css' },
      },
    );
    expect(readFileSync(join(dir, 'assets/index-a.js'), 'utf8')).toBe(`${COMPILE_HINT}const __vite__mapDeps=(i)=>i;\nexport const a=1;\n`);
    expect(JSON.parse(readFileSync(join(dir, 'assets/index-a.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
    expect(readFileSync(join(dir, 'assets/screen-b.js'), 'utf8')).toBe(`${COMPILE_HINT}export const b=2;\n`);
    expect(readFileSync(join(dir, 'assets/index-c.css'), 'utf8')).toBe('body{margin:0}');
  });

  it('adds the hint once when the plugin runs twice over the same files', () => {
    const dir = written({ 'assets/x.js': 'export {};\n', 'assets/x.js.map': JSON.stringify({ mappings: 'AAAA' }) });
    const bundle = { 'assets/x.js': { type: 'chunk', fileName: 'assets/x.js' } };
    compileHints().writeBundle({ dir }, bundle);
    compileHints().writeBundle({ dir }, bundle);
    expect(readFileSync(join(dir, 'assets/x.js'), 'utf8')).toBe(`${COMPILE_HINT}export {};\n`);
    expect(JSON.parse(readFileSync(join(dir, 'assets/x.js.map'), 'utf8')).mappings).toBe(';AAAA');
  });
});

import { describe, expect, it } from 'vitest';
import { hoistedImports } from './hoisted-imports.ts';

/** A rendered chunk as the bundler hands it to the plugin. */
const chunk = (fileName: string, imports: string[], kind: 'entry' | 'lazy' | 'shared', moduleIds = [`/src/${fileName}.ts`]) => ({
  fileName,
  imports,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
  moduleIds,
});

describe('hoistedImports (the build plugin)', () => {
  const chunks = {
    'assets/index-!~{000}~.js': chunk('assets/index-!~{000}~.js', ['assets/session-!~{001}~.js'], 'entry'),
    'assets/session-!~{001}~.js': chunk('assets/session-!~{001}~.js', ['assets/runtime-!~{002}~.js'], 'shared'),
    'assets/runtime-!~{002}~.js': chunk('assets/runtime-!~{002}~.js', [], 'shared'),
    'assets/post-screen-!~{003}~.js': chunk(
      'assets/post-screen-!~{003}~.js',
      ['assets/post-item-!~{004}~.js', 'assets/session-!~{001}~.js'],
      'lazy',
    ),
    'assets/post-item-!~{004}~.js': chunk(
      'assets/post-item-!~{004}~.js',
      ['assets/avatar-!~{005}~.js', 'assets/session-!~{001}~.js', 'assets/posts-!~{006}~.js'],
      'shared',
    ),
    // Stylesheets only: Vite drops its script once the CSS is out.
    'assets/posts-!~{006}~.js': chunk('assets/posts-!~{006}~.js', [], 'shared', ['/src/posts/posts.css', '/src/posts/feed.css?inline=0']),
    'assets/avatar-!~{005}~.js': chunk('assets/avatar-!~{005}~.js', ['assets/post-item-!~{004}~.js'], 'shared'),
  };
  const render = (fileName: keyof typeof chunks, code: string) => hoistedImports().renderChunk(code, chunks[fileName], {}, { chunks });

  it('adds, after a lazy screen’s code, an import of every chunk its imports import, each once, even round a cycle, but none of a chunk of stylesheets alone', () => {
    const out = render('assets/post-screen-!~{003}~.js', 'import"./post-item-!~{004}~.js";export const a=1;');
    expect(out?.code).toBe(
      'import"./post-item-!~{004}~.js";export const a=1;\nimport"./runtime-!~{002}~.js";import"./avatar-!~{005}~.js";',
    );
    // The code before is untouched, so the chunk's source map stands.
    expect(out?.map).toBeNull();
  });

  it('does the same for the entry, and leaves a chunk nothing asks for by itself, or one with nothing to add, alone', () => {
    expect(render('assets/index-!~{000}~.js', 'x')?.code).toBe('x\nimport"./runtime-!~{002}~.js";');
    expect(render('assets/post-item-!~{004}~.js', 'y')).toBeNull();
    expect(hoistedImports().renderChunk('z', chunk('assets/a.js', [], 'lazy'), {}, { chunks: {} })).toBeNull();
  });
});

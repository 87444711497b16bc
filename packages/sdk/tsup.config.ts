import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', state: 'src/state/index.ts', format: 'src/format/index.ts', realtime: 'src/realtime/index.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0', allowImportingTsExtensions: true, noEmit: false, emitDeclarationOnly: true } },
  // No source maps in the package: the ESM and CommonJS output is unminified and readable, and maps were 0.8 MB of a
  // 1.9 MB tarball (docs/releasing.md "What the tarballs hold").
  sourcemap: false,
  clean: true,
  treeshake: true,
  target: 'es2022',
});

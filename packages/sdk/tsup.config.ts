import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', state: 'src/state/index.ts', format: 'src/format/index.ts', realtime: 'src/realtime/index.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0', allowImportingTsExtensions: true, noEmit: false, emitDeclarationOnly: true } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
});

/** Dependency rules for the four packages (docs/architecture.md "Layers"). `pnpm run lint:deps` checks them; `npm test` runs it. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-files',
      severity: 'error',
      comment: 'No file imports (through any chain) a file that imports it: put shared types beside the parts that share them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      comment: 'No two folders import each other: features depend one way, in the order of docs/architecture.md.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(node_modules|dist|generated)/', '\\.(test|stories)\\.tsx?$', '^packages/server/test/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};

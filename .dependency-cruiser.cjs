/** Dependency rules for the four packages (docs/architecture.md "Layers"). `pnpm run lint:deps` checks them; `npm test` runs it. */

// ---- packages/server: one-way layers (docs/architecture.md "The server's layers") ----
// Lowest first. A module may import its own layer and the layers below it, never one above; the ground imports no
// feature. Within a layer, no-circular-folders keeps the imports one way. A new folder gets a row here and in the doc.
const SERVER = '^packages/server/src/';
const serverLayers = [
  { name: 'ground', parts: ['config\\.ts$', 'db/', 'i18n/', 'http/', 'jobs/', 'ops/'] },
  { name: 'services', parts: ['accounts/', 'files/', 'general/', 'payments/'] },
  { name: 'people', parts: ['members/', 'trust/', 'notifications/', 'analytics/'] },
  { name: 'content', parts: ['listings/', 'memberships/', 'network/', 'posts/'] },
  { name: 'features', parts: ['chat/', 'deals/', 'payouts/', 'products/'] },
  {
    name: 'composed',
    parts: [
      'account-data/',
      'clubs/',
      'companies/',
      'digests/',
      'leads/',
      'moderation/',
      'oidc/',
      'realtime/',
      'reports/',
      'search/',
      'users/',
    ],
  },
  { name: 'top', parts: ['seed/', 'openapi/', 'server\\.ts$', 'main\\.ts$', 'index\\.ts$'] },
];
const serverPaths = (layers) => `${SERVER}(${layers.flatMap((layer) => layer.parts).join('|')})`;
const serverLayerRules = [
  ...serverLayers.slice(0, -1).map((layer, index) => ({
    name: `server-layer-${layer.name}`,
    severity: 'error',
    comment: `packages/server: the ${layer.name} layer imports only itself and the layers below it (docs/architecture.md "The server's layers").`,
    from: { path: serverPaths([layer]) },
    to: { path: SERVER, pathNot: serverPaths(serverLayers.slice(0, index + 1)) },
  })),
  {
    name: 'server-layer-unlisted',
    severity: 'error',
    comment: 'packages/server: every module belongs to a layer; give a new folder its row in serverLayers and in docs/architecture.md.',
    from: { path: SERVER, pathNot: serverPaths(serverLayers) },
    to: {},
  },
];
// ---- end of packages/server ----

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
    ...serverLayerRules,
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

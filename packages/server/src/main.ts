import { createServer } from './server.ts';

const startedAt = performance.now();
const server = await createServer();
const url = await server.listen();
const where = server.config.databaseUrl
  ? 'Postgres'
  : server.config.dataDir === ':memory:'
    ? 'PGlite in memory'
    : `PGlite in ${server.config.dataDir}`;
console.log(`Dealgrow API ready on ${url} (${where}) in ${Math.round(performance.now() - startedAt)} ms`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

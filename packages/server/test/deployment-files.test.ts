// The deployment files (Dockerfile, compose.yaml, deploy/k8s, docs/deploy.md) against the server they deploy: no image
// can be built on this machine, so what can be checked without Docker is checked here — every variable they set is one
// the server reads, every file the Dockerfile copies exists, every command names a file the build makes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { readConfig } from '../src/config.ts';

const repo = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

/** Every variable readConfig reads: it is given an environment that records each name asked for and has none. */
function configVariables(): Set<string> {
  const asked = new Set<string>();
  const recorder = new Proxy({} as NodeJS.ProcessEnv, {
    get(_target, name) {
      if (typeof name === 'string') asked.add(name);
      return undefined;
    },
  });
  readConfig(recorder);
  // Read by the test runner's presence only, never set by a deployment.
  asked.delete('VITEST');
  return asked;
}

const variables = configVariables();

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** A compose environment (a map, or a list of NAME=value): its names. */
function environmentNames(environment: unknown): string[] {
  if (Array.isArray(environment)) return environment.map((entry) => String(entry).split('=')[0] ?? '');
  return Object.keys(asObject(environment));
}

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function dockerfile(): Instruction[] {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return lines.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
}

/** The entries tsup builds (packages/server/tsup.config.ts): the names of the files in dist/. */
function builtEntries(): Set<string> {
  const entry = read('packages/server/tsup.config.ts').match(/entry:\s*\{([^}]*)\}/)?.[1] ?? '';
  return new Set([...entry.matchAll(/(\w+):\s*'([^']+)'/g)].map((match) => `dist/${match[1]}.js`));
}

const k8sDir = join(repo, 'deploy', 'k8s');
const k8sDocuments = readdirSync(k8sDir)
  .filter((name) => name.endsWith('.yaml'))
  .flatMap((name) => parseAllDocuments(readFileSync(join(k8sDir, name), 'utf8')).map((doc) => ({ file: name, body: asObject(doc.toJS()) })))
  .filter(({ body }) => typeof body.kind === 'string');

interface Container {
  image?: string;
  command?: string[];
  env?: { name: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
}

function containersOf(kind: string): { name: string; containers: Container[]; spec: Json }[] {
  return k8sDocuments
    .filter(({ body }) => body.kind === kind)
    .map(({ body }) => {
      const spec = asObject(body.spec);
      const podSpec = asObject(asObject(asObject(spec.template).spec));
      return { name: String(asObject(body.metadata).name), containers: (podSpec.containers ?? []) as Container[], spec };
    });
}

const isApiImage = (image: string | undefined) => Boolean(image?.includes('dealgrow-api'));

describe('compose.yaml', () => {
  const compose = asObject(parse(read('compose.yaml')));
  const services = asObject(compose.services);
  const apiServices = Object.entries(services).filter(([, service]) => {
    const { build, image } = asObject(service);
    return asObject(build).target === 'api' || isApiImage(image as string | undefined);
  });

  it('runs two API processes, a migration step, Postgres, Redis, Azurite, HAProxy, Mailpit and the app', () => {
    expect(apiServices.map(([name]) => name).sort()).toEqual(['api1', 'api2', 'migrate']);
    for (const name of ['postgres', 'redis', 'azurite', 'lb', 'mailpit', 'app']) expect(Object.keys(services)).toContain(name);
    expect(String(asObject(services.lb).image)).toMatch(/^haproxy:/);
    expect(asObject(services.migrate).command).toEqual(['node', 'dist/migrate.js']);
  });

  it('sets only variables the server reads, in production, without demo members', () => {
    for (const [name, service] of apiServices) {
      const environment = asObject(asObject(service).environment);
      const unknown = environmentNames(environment).filter((variable) => !variables.has(variable));
      expect(unknown, `${name} sets variables config.ts does not read`).toEqual([]);
      expect(environment.NODE_ENV).toBe('production');
      expect(environment.SEED_DEMO).toBe('0');
      // The values every process must share, and the shared services.
      for (const shared of ['DATABASE_URL', 'REDIS_URL', 'AZURE_STORAGE_CONNECTION_STRING', 'FILE_ADDRESS_SECRET', 'SMTP_URL']) {
        expect(Object.keys(environment), `${name} lacks ${shared}`).toContain(shared);
      }
    }
  });

  it('takes every secret from .env, and .env.example names every variable it interpolates', () => {
    const interpolated = new Set([...read('compose.yaml').matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]));
    const example = new Set([...read('.env.example').matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect([...interpolated].filter((name) => !example.has(name))).toEqual([]);
    expect([...example].filter((name) => !interpolated.has(name as string))).toEqual([]);
    // No secret is written in the file itself: each secret-looking value is an interpolation.
    for (const [, service] of apiServices) {
      for (const [name, value] of Object.entries(asObject(asObject(service).environment))) {
        if (/SECRET|PASSWORD|CONNECTION_STRING|DATABASE_URL/.test(name)) expect(String(value)).toContain('${');
      }
    }
  });

  it('names Dockerfile targets that exist', () => {
    const stages = new Set(
      dockerfile()
        .filter(({ keyword }) => keyword === 'FROM')
        .map(({ args }) => args.match(/\s+AS\s+(\S+)$/i)?.[1]),
    );
    for (const service of Object.values(services)) {
      const target = asObject(asObject(service).build).target;
      if (target !== undefined) expect(stages).toContain(target);
    }
  });
});

describe('deploy/k8s', () => {
  it('sets only variables the server reads, in its ConfigMap, its Secret and its containers', () => {
    const sources = k8sDocuments.filter(({ body }) => ['ConfigMap', 'Secret'].includes(String(body.kind)));
    const names = sources.map(({ body }) => String(asObject(body.metadata).name));
    expect(names.sort()).toEqual(['dealgrow-api-config', 'dealgrow-api-secrets']);
    for (const { file, body } of sources) {
      const keys = Object.keys({ ...asObject(body.data), ...asObject(body.stringData) });
      expect(
        keys.filter((key) => !variables.has(key)),
        `${file} names variables config.ts does not read`,
      ).toEqual([]);
    }
    const config = asObject(sources.find(({ body }) => body.kind === 'ConfigMap')?.body.data);
    expect(config.NODE_ENV).toBe('production');
    expect(config.SEED_DEMO).toBe('0');
    const apiContainers = [...containersOf('Deployment'), ...containersOf('Job')].flatMap(({ containers }) =>
      containers.filter((container) => isApiImage(container.image)),
    );
    expect(apiContainers.length).toBe(2);
    for (const container of apiContainers) {
      expect((container.env ?? []).map(({ name }) => name).filter((name) => !variables.has(name))).toEqual([]);
      const from = (container.envFrom ?? []).map((source) => source.configMapRef?.name ?? source.secretRef?.name);
      expect(from.sort()).toEqual(['dealgrow-api-config', 'dealgrow-api-secrets']);
    }
  });

  it('runs 2+ API replicas, ready on /ready and alive on /health, under a disruption budget, migrated by a Job', () => {
    const api = containersOf('Deployment').find(({ containers }) => containers.some((container) => isApiImage(container.image)));
    expect(Number(api?.spec.replicas)).toBeGreaterThanOrEqual(2);
    const container = api?.containers[0];
    expect(container?.readinessProbe?.httpGet?.path).toBe('/ready');
    expect(container?.livenessProbe?.httpGet?.path).toBe('/health');
    const labels = asObject(asObject(api?.spec.selector).matchLabels);
    const budgets = k8sDocuments.filter(({ body }) => body.kind === 'PodDisruptionBudget');
    expect(budgets.some(({ body }) => JSON.stringify(asObject(asObject(body.spec).selector).matchLabels) === JSON.stringify(labels))).toBe(
      true,
    );
    const job = containersOf('Job')[0];
    expect(job?.containers[0]?.command).toEqual(['node', 'dist/migrate.js']);
    expect(k8sDocuments.map(({ body }) => body.kind)).toEqual(expect.arrayContaining(['Service', 'Ingress']));
  });
});

describe('Dockerfile', () => {
  const instructions = dockerfile();
  const built = builtEntries();

  it('copies from the build context only files that exist and that .dockerignore lets through', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    const copies = instructions.filter(({ keyword, args }) => (keyword === 'COPY' || keyword === 'ADD') && !args.includes('--from='));
    expect(copies.length).toBeGreaterThan(0);
    for (const { args } of copies) {
      const sources = args.split(/\s+/).filter((arg) => !arg.startsWith('--'));
      sources.pop(); // the destination
      for (const source of sources) {
        expect(existsSync(join(repo, source)), `COPY ${source}: no such file in the repository`).toBe(true);
        if (source === '.') continue;
        const hidden = ignored.filter((pattern) => pattern.replace(/^\*\*\//, '') === source.split('/').pop() || pattern === source);
        expect(hidden, `COPY ${source} is excluded by .dockerignore`).toEqual([]);
      }
    }
    // What the build needs is not left out of the context.
    for (const needed of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', 'packages', 'packages/app/.env']) {
      expect(ignored).not.toContain(needed);
    }
  });

  it('starts a file the build makes, and copies the compiled server from the build stage', () => {
    const cmd = instructions.filter(({ keyword }) => keyword === 'CMD').at(-1);
    const command = JSON.parse(cmd?.args ?? '[]') as string[];
    expect(command[0]).toBe('node');
    expect(built).toContain(command.at(-1));
    expect(built).toContain('dist/migrate.js');
    const runtimeCopies = instructions
      .slice(instructions.findLastIndex(({ keyword }) => keyword === 'FROM'))
      .filter(({ keyword }) => keyword === 'COPY')
      .map(({ args }) => args);
    expect(runtimeCopies).toEqual(expect.arrayContaining([expect.stringMatching(/--from=build \/out\/dist \.\/dist$/)]));
    // The deploy step that fills /out, and the builds that fill the dists it copies.
    const runs = instructions.filter(({ keyword }) => keyword === 'RUN').map(({ args }) => args);
    expect(runs.some((run) => run.includes('--filter @dealgrow/server deploy --prod') && run.includes('/out'))).toBe(true);
    expect(runs.some((run) => run.includes('--filter @dealgrow/server run build'))).toBe(true);
    expect(runs.some((run) => run.includes('--filter @dealgrow/app run build'))).toBe(true);
  });

  it('runs the API as a non-root user, in production, listening beyond loopback, with a health check on /health', () => {
    const runtime = instructions.slice(instructions.findLastIndex(({ keyword }) => keyword === 'FROM'));
    const user = runtime.find(({ keyword }) => keyword === 'USER')?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    const env = runtime
      .filter(({ keyword }) => keyword === 'ENV')
      .map(({ args }) => args)
      .join(' ');
    expect(env).toContain('NODE_ENV=production');
    expect(env).toContain('HOST=0.0.0.0');
    for (const name of env.matchAll(/(\w+)=/g)) expect(variables).toContain(name[1]);
    expect(runtime.find(({ keyword }) => keyword === 'HEALTHCHECK')?.args).toContain('/health');
  });

  it('installs the pnpm the workspace names', () => {
    const pnpm = JSON.parse(read('package.json')).packageManager as string;
    expect(read('Dockerfile')).toContain(`npm install --global ${pnpm}`);
  });
});

describe('deploy/haproxy.cfg', () => {
  const haproxy = spawnSync('sh', ['-c', 'command -v haproxy']).status === 0;
  it.skipIf(!haproxy)('is a valid HAProxy configuration naming both API processes', () => {
    const check = spawnSync('haproxy', ['-c', '-f', join(repo, 'deploy', 'haproxy.cfg')], { encoding: 'utf8' });
    expect(check.status, check.stderr + check.stdout).toBe(0);
    const services = Object.keys(asObject(asObject(parse(read('compose.yaml'))).services));
    for (const [, host] of read('deploy/haproxy.cfg').matchAll(/^\s*server \S+ (\S+):8787/gm)) expect(services).toContain(host);
  });
});

describe('docs/deploy.md', () => {
  it('describes every variable the server reads', () => {
    const doc = read('docs/deploy.md');
    expect([...variables].filter((variable) => !doc.includes(`\`${variable}\``))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { documentPath, generateTypes, typesPath } from '../scripts/generate-types.mjs';
import { createClient } from '../src/client.ts';
import { accountResource } from '../src/resources/account.ts';
import { analyticsResource } from '../src/resources/analytics.ts';
import { chatResource } from '../src/resources/chat.ts';
import { membershipsResource } from '../src/resources/memberships.ts';
import { moderationResource } from '../src/resources/moderation.ts';
import { notificationsResource } from '../src/resources/notifications.ts';
import { paymentsResource } from '../src/resources/payments.ts';
import { createTransport, type Transport } from '../src/transport/client.ts';

describe('the SDK and docs/openapi.json', () => {
  it('has its types generated from the current document (run `pnpm openapi`)', async () => {
    expect(readFileSync(typesPath, 'utf8'), 'packages/sdk/src/generated/openapi.ts is stale: run `pnpm openapi`').toBe(
      await generateTypes(),
    );
  });

  it('calls only routes the document declares, with the declared method', async () => {
    const document = JSON.parse(readFileSync(documentPath, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const declared = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({ method: method.toUpperCase(), pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`) })),
    );
    const called: Array<{ method: string; path: string }> = [];
    const recordingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      called.push({ method: (init?.method ?? 'GET').toUpperCase(), path: url.pathname });
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const options = { baseURL: 'http://contract.check', fetch: recordingFetch, retry: false as const };
    const client = createClient(options);
    // A resource that loads on its first call is a proxy with no keys to walk: walk the resource it loads.
    const transport = createTransport(options);
    const lazy: Record<string, (transport: Transport) => object> = {
      account: accountResource,
      analytics: analyticsResource,
      chat: chatResource,
      memberships: membershipsResource,
      moderation: moderationResource,
      notifications: notificationsResource,
      payments: paymentsResource,
    };
    // Every method of every resource, called once with placeholder arguments.
    for (const [name, resource] of Object.entries(client)) {
      if (typeof resource !== 'object' || resource === null) continue;
      const methods = Object.keys(resource).length > 0 ? resource : lazy[name]?.(transport);
      expect(methods, `resource ${name} loads lazily: add its factory to this test`).toBeDefined();
      const before = called.length;
      for (const method of Object.values(methods as Record<string, unknown>)) {
        if (typeof method !== 'function') continue;
        // A method that cannot use the placeholders throws before calling: the others still count.
        await Promise.resolve()
          .then(() => (method as (...args: unknown[]) => unknown)(1, {}, {}))
          .catch(() => undefined);
      }
      expect(called.length, `resource ${name} made no call`).toBeGreaterThan(before);
    }
    for (const call of called) {
      expect(
        declared.some((route) => route.method === call.method && route.pattern.test(call.path)),
        `${call.method} ${call.path} is not in docs/openapi.json`,
      ).toBe(true);
    }
  });
});

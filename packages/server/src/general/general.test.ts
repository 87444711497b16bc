import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness.ts';

describe('general routes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  it('answers /health and /version.json', async () => {
    expect(await call(t.url, 'GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect((await call(t.url, 'GET', '/version.json')).body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('lists the 33 countries of SPEC §3 with their codes and names in three languages', async () => {
    const { body } = await call(t.url, 'GET', '/countries');
    expect(body).toHaveLength(33);
    expect(new Set(body.map((c: { id: number }) => c.id)).size).toBe(33);
    expect(body.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Australia', 'Hong Kong', 'United Kingdom', 'United States', 'Czech Republic']),
    );
    expect(body.find((c: { value: string }) => c.value === 'DE')).toMatchObject({
      name: 'Germany',
      name_fr: 'Allemagne',
      name_tr: 'Almanya',
    });
    for (const country of body) expect(Object.keys(country).sort()).toEqual(['id', 'name', 'name_fr', 'name_tr', 'value']);
  });

  it.each(['/industries', '/categories', '/employment-types', '/currencies'])(
    'lists %s as { id, name, name_fr } with French names',
    async (path) => {
      const { status, body } = await call(t.url, 'GET', path);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(5);
      for (const item of body)
        expect(item).toMatchObject({ id: expect.any(Number), name: expect.any(String), name_fr: expect.any(String) });
      expect(body.some((item: { name: string; name_fr: string }) => item.name !== item.name_fr)).toBe(true);
    },
  );
});

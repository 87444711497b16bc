import { describe, expect, it } from 'vitest';
import { configProblem, readConfig, sharedSettingProblem, sharedSettings } from './config.ts';
import { createServer } from './server.ts';

describe('the demo members and production (docs/accounts-security.md "Demo members")', () => {
  it('seeds the demo by default, but not with NODE_ENV=production', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' })).toMatchObject({ production: true, seedDemo: false });
    expect(readConfig({ NODE_ENV: 'production', SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', SEED_DEMO: 'off' })).toMatchObject({ production: true, seedDemo: false });
    expect(configProblem(readConfig({ NODE_ENV: 'production' }))).toBeUndefined();
    expect(configProblem(readConfig({}))).toBeUndefined();
  });

  it('refuses to start a production server asked for the demo, and says why', async () => {
    for (const value of ['1', 'true', 'on']) {
      const config = readConfig({ NODE_ENV: 'production', SEED_DEMO: value });
      expect(config.seedDemo).toBe(true);
      expect(configProblem(config)).toMatch(/SEED_DEMO is on while NODE_ENV=production/);
      await expect(createServer({ ...config, dataDir: ':memory:', logLevel: 'silent' })).rejects.toThrow(
        /SEED_DEMO is on while NODE_ENV=production.*Unset SEED_DEMO \(or set SEED_DEMO=0\) to start/,
      );
    }
  });
});

describe('the settings every process on one database shares (docs/performance.md "Several processes")', () => {
  const secret = 'f'.repeat(40);
  const mine = sharedSettings(readConfig({ FILE_ADDRESS_SECRET: secret, REDIS_URL: 'redis://cache:6379' }));
  const peer = (settings: Record<string, string>) => ({ host: 'web-1', pid: 42, startedAt: new Date(0), settings });

  it('keeps fingerprints, never the values, and `unset` for what is not set', () => {
    expect(JSON.stringify(mine)).not.toContain(secret);
    expect(mine).toMatchObject({
      FILE_ADDRESS_SECRET: expect.stringMatching(/^[0-9a-f]{16}$/),
      REDIS_URL: 'set',
      STRIPE_SECRET_KEY: 'unset',
    });
    expect(sharedSettings(readConfig({ FILE_ADDRESS_SECRET: 'g'.repeat(40) })).FILE_ADDRESS_SECRET).not.toBe(mine.FILE_ADDRESS_SECRET);
  });

  it('finds nothing to refuse beside a process with the same settings, and names every one that differs', () => {
    expect(sharedSettingProblem(mine, peer(mine))).toBeUndefined();
    const problem = sharedSettingProblem(mine, peer({ ...mine, FILE_ADDRESS_SECRET: 'other', OIDC_ISSUER: 'other' }));
    expect(problem).toMatch(/process 42 on web-1.*different FILE_ADDRESS_SECRET, OIDC_ISSUER\..*set FILE_ADDRESS_SECRET.*OIDC_DEV/);
    // A setting the other process does not list (an older version) counts as unset.
    const { STRIPE_WEBHOOK_SECRET: _left, ...older } = mine;
    expect(sharedSettingProblem(mine, peer(older))).toBeUndefined();
  });
});

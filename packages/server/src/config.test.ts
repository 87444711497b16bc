import { describe, expect, it } from 'vitest';
import { configProblem, readConfig } from './config.ts';
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

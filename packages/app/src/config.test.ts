import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, readAppConfig } from './config.ts';

describe('readAppConfig', () => {
  it('prefers the run-time API URL and drops trailing slashes', () => {
    expect(readAppConfig({ apiUrl: 'http://127.0.0.1:9999/' }).apiUrl).toBe('http://127.0.0.1:9999');
  });

  it('falls back to the local API when nothing is configured', () => {
    expect(readAppConfig({}).apiUrl).toBe(import.meta.env.VITE_API_URL || DEFAULT_API_URL);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLocaleFormats, warmLocaleData } from './locale-warmup.ts';

describe('locale data warmed in a worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds a price, a percent, a date and a month in the page language', () => {
    const [price, percent, date, month] = buildLocaleFormats('fr');
    expect(price).toMatch(/1\s?234\s€/);
    expect(percent).toMatch(/50\s%/);
    expect(date).toContain('2026');
    expect(month).toBe('janvier 2026');
    expect(buildLocaleFormats('tr')[3]).toBe('Ocak 2026');
    expect(buildLocaleFormats('en')[3]).toBe('January 2026');
  });

  it('starts one worker and sends it the language', () => {
    const started: { url: string; options: WorkerOptions | undefined; sent: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        sent: unknown[] = [];
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: String(url), options, sent: this.sent });
        }
        postMessage(message: unknown) {
          this.sent.push(message);
        }
      },
    );
    warmLocaleData('tr');
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/locale-warmup\.worker/);
    expect(started[0]?.options?.type).toBe('module');
    expect(started[0]?.sent).toEqual(['tr']);
  });

  it('formats as before where no worker can start', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmLocaleData('en')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmLocaleData('en')).not.toThrow();
  });
});

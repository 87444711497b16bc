import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { countStatements } from './statement-count.ts';

describe('the statement counter', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
  });
  afterAll(() => t?.close());

  it("counts the work's statements, not those of a job the runner runs meanwhile", async () => {
    const counter = countStatements(t.server);
    try {
      const read = () => fetch(`${t.url}/post/all-posts`).then((response) => response.status);
      const alone = await counter.during(read);
      expect(alone).toBe(1);
      // The hourly clean-up, as when its period starts during the work: the runner peeks, claims, runs and completes
      // it, all between the enqueue and the read. Only the enqueue (the work's) is counted beside the read.
      const meanwhile = await counter.during(async () => {
        const id = await t.server.jobs.enqueue('jobs.cleanup', { period: 0 });
        expect(id).not.toBeNull();
        expect(await t.server.jobs.finished(id as number)).toBe('done');
        return read();
      });
      expect(meanwhile).toBe(alone + 1);
    } finally {
      counter.restore();
    }
  });
});

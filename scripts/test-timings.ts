import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, at the end of a run, where its time went: each project's files, tests and summed file time, and when its
 * first file started and its last ended (a worker idles where one project waits for another's last file); then the
 * ten slowest files. The budget it keeps is in docs/testing.md.
 */
export default class TestTimings implements Reporter {
  private started = performance.now();
  private printed = false;
  /** Each project's first start and last end, in seconds from the run's start. */
  private spans = new Map<string, { from: number; to: number }>();

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.mark(module);
  }

  onTestModuleEnd(module: TestModule): void {
    this.mark(module);
  }

  /** Widens the module's project's span to now. */
  private mark(module: TestModule): void {
    const now = (performance.now() - this.started) / 1000;
    const span = this.spans.get(module.project.name) ?? { from: now, to: now };
    this.spans.set(module.project.name, { from: Math.min(span.from, now), to: Math.max(span.to, now) });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    // Vitest may end a run with several groups of projects more than once: the summary is printed once.
    if (this.printed) return;
    this.printed = true;
    const files = testModules.map((module) => ({
      project: module.project.name,
      path: module.relativeModuleId,
      tests: [...module.children.allTests()].length,
      seconds: module.diagnostic().duration / 1000,
    }));
    const projects = new Map<string, { files: number; tests: number; seconds: number }>();
    for (const file of files) {
      const total = projects.get(file.project) ?? { files: 0, tests: 0, seconds: 0 };
      projects.set(file.project, { files: total.files + 1, tests: total.tests + file.tests, seconds: total.seconds + file.seconds });
    }
    const lines = ['', `Test time: ${((performance.now() - this.started) / 1000).toFixed(0)} s of wall time (docs/testing.md)`];
    const width = Math.max(8, ...[...projects.keys()].map((name) => name.length));
    for (const [name, total] of [...projects].sort((a, b) => b[1].seconds - a[1].seconds)) {
      const span = this.spans.get(name);
      const when = span ? `  from ${span.from.toFixed(0)} s to ${span.to.toFixed(0)} s` : '';
      lines.push(
        `  ${name.padEnd(width)} ${String(total.files).padStart(4)} files ${String(total.tests).padStart(5)} tests ${total.seconds.toFixed(0).padStart(6)} s${when}`,
      );
    }
    lines.push('  the ten slowest files:');
    for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
      lines.push(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.project}  ${file.path} (${file.tests} tests)`);
    }
    console.log(lines.join('\n'));
  }
}

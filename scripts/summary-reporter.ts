import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the summary names. */
const SLOWEST = 15;

/**
 * Ends the run with the slowest test files (so that CI's time can be planned from one run's log), the failed tests
 * and the files and suites that failed outside a test (so that a log's tail, often all a CI record keeps, names
 * them), then one plain line, `tests: N passed, N failed, N skipped`, which CI and people read as the run's
 * verdict; a file or suite that failed outside its tests, and an unhandled error, each count as one failure.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<{ message?: string }> = [],
  ): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      const where = `${module.project.name}  ${relative(process.cwd(), module.moduleId)}`;
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed += 1;
        else if (result.state === 'failed') {
          failed += 1;
          failures.push(`  ${where} > ${test.fullName}: ${firstLine(result.errors?.[0]?.message)}`);
        } else skipped += 1;
      }
      // A file that failed to load, or a suite whose hook failed (its tests are then skipped, not failed), is a
      // failure of its own: without it the verdict would read "0 failed" for a red run.
      const places = [{ name: '', errors: module.errors() }];
      for (const suite of module.children.allSuites())
        places.push({ name: suite.fullName, errors: suite.errors() });
      for (const { name, errors } of places) {
        if (errors.length === 0) continue;
        failed += 1;
        failures.push(`  ${where}${name ? ` > ${name}` : ''}: ${firstLine(errors[0]?.message)}`);
      }
    }
    // An error thrown after its test ended (a timer, a promise nobody awaited) fails the run without failing a test.
    for (const error of unhandledErrors) {
      failed += 1;
      failures.push(`  unhandled error: ${firstLine(error.message)}`);
    }
    process.stdout.write(slowestFiles(testModules));
    if (failures.length > 0) process.stdout.write(`\n${FAILED_HEADING}\n${failures.join('\n')}\n`);
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

/** The heading of the failed tests' list, so that a log's tail names them. */
const FAILED_HEADING = 'failed tests:';

/** An error's first line, short enough to read in a log's tail. */
const firstLine = (message: string | undefined) => (message ?? 'no message').split('\n')[0]?.slice(0, 300);

/** A file's own time: setting up its environment, importing it, and its tests and hooks. */
const ownTime = (module: TestModule) => {
  const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } =
    module.diagnostic();
  return environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration;
};

function slowestFiles(testModules: ReadonlyArray<TestModule>): string {
  const timed = testModules
    .map((module) => ({ module, ms: ownTime(module) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST);
  if (timed.length === 0) return '';
  const lines = timed.map(
    ({ module, ms }) =>
      `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${module.project.name}  ${relative(process.cwd(), module.moduleId)}`,
  );
  return `\nslowest test files (setup, import, tests and hooks):\n${lines.join('\n')}\n`;
}

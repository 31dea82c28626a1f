// Prints why tests were skipped (the list reporter shows only that they were),
// e.g. "3 tests skipped in [electron]: Electron binary not available here: …".
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SkipReasonsReporter implements Reporter {
  private readonly reasons = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const annotations = [...result.annotations, ...test.annotations];
    const reason = annotations.find((a) => a.type === 'skip')?.description ?? 'no reason given';
    const key = `[${test.parent.project()?.name ?? '?'}]: ${reason}`;
    this.reasons.set(key, (this.reasons.get(key) ?? 0) + 1);
  }

  onEnd(_result: FullResult): void {
    for (const [key, count] of this.reasons) {
      process.stdout.write(`  ${count} test${count === 1 ? '' : 's'} skipped in ${key}\n`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}

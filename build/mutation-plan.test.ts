import { describe, expect, it } from 'vitest';
import { concurrencyFrom, MEASURED, plan, testsFrom } from './mutation-plan';

describe('plan: what a test:mutation run mutates', () => {
  it('without arguments, every measured folder whole', () => {
    const planned = plan([]);
    expect(planned.ok && [...planned.value.keys()]).toEqual(Object.keys(MEASURED));
  });

  it('a folder named is mutated whole; files inside one narrow it, grouped under their folder', () => {
    expect(plan(['engine/record/'])).toEqual({ ok: true, value: new Map([['engine/record', ['engine/record/**/*.ts']]]) });
    expect(plan(['engine/record/print.ts', 'electron/services/games/sessions.ts', 'engine/record/lexer.ts'])).toEqual({
      ok: true,
      value: new Map([
        ['engine/record', ['engine/record/print.ts', 'engine/record/lexer.ts']],
        ['electron/services/games', ['electron/services/games/sessions.ts']],
      ]),
    });
  });

  it('passes a file’s line range through as it is, Stryker’s own form for part of a file', () => {
    expect(plan(['engine/congkak/position.ts:288-416', 'engine/congkak/position.ts:532-585'])).toEqual({
      ok: true,
      value: new Map([['engine/congkak', ['engine/congkak/position.ts:288-416', 'engine/congkak/position.ts:532-585']]]),
    });
  });

  it('refuses a path outside the measured folders, naming them', () => {
    const refused = plan(['engine/recordings/x.ts']);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/^not in a measured folder: engine\/recordings\/x\.ts \(measured: engine\/congkak, /);
  });

  it('runs a folder’s own tests, for its own files', () => {
    for (const [folder, measured] of Object.entries(MEASURED)) {
      expect(measured.mutate.every((glob) => glob.startsWith(`${folder}/`))).toBe(true);
      expect(measured.tests.some((glob) => glob.startsWith(`${folder}/`))).toBe(true);
    }
  });
});

describe('MUTATION_CONCURRENCY', () => {
  it('is the config\'s when unset, else a whole number from 1', () => {
    expect(concurrencyFrom(undefined)).toEqual({ ok: true, value: {} });
    expect(concurrencyFrom('2')).toEqual({ ok: true, value: { concurrency: 2 } });
    for (const wrong of ['0', '-1', '1.5', 'two', '', ' ']) {
      expect(concurrencyFrom(wrong)).toEqual({ ok: false, error: `MUTATION_CONCURRENCY must be a whole number from 1, not ${JSON.stringify(wrong)}` });
    }
  });
});

describe('MUTATION_TESTS', () => {
  it('is the folder\'s own tests when unset, else the test files listed, for one folder', () => {
    expect(testsFrom(undefined, ['engine/congkak', 'engine/record'])).toEqual({ ok: true, value: undefined });
    expect(testsFrom('electron/services/archive/batch-insert.test.ts, electron/services/archive/import-*.test.ts', ['electron/services/archive'])).toEqual({
      ok: true,
      value: ['electron/services/archive/batch-insert.test.ts', 'electron/services/archive/import-*.test.ts'],
    });
  });

  it('refuses what is not a test file, and more than one folder', () => {
    for (const wrong of ['', 'electron/services/archive/batch-insert.ts', 'a.test.ts,']) {
      expect(testsFrom(wrong, ['electron/services/archive'])).toEqual({ ok: false, error: `MUTATION_TESTS lists test files (*.test.ts), comma-separated, not ${JSON.stringify(wrong)}` });
    }
    expect(testsFrom('a.test.ts', ['engine/congkak', 'engine/record'])).toEqual({ ok: false, error: 'MUTATION_TESTS narrows the tests of one folder, not 2 (engine/congkak, engine/record)' });
  });
});

// Tests start processes through test-processes.ts only, so each runs in a
// group of its own, stopping it reaches what it started, and one left running
// fails its file. A direct `spawn` once killed tsx's CLI and left the real
// server running, orphaned, for the rest of the run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['engine', 'tutorials', 'electron', 'renderer', 'build', 'e2e'];
/**
 * The engine CLI's own tests: one process that runs in-process to the end of
 * its input, each test awaiting its close (and a test runner that ends closes
 * its stdin, which ends it too).
 */
const ALLOWED = new Set(['engine/bin/congkak-engine.test.ts', 'engine/bin/fuzz.test.ts']);
const IMPORTS_CHILD_PROCESS = /^import [^;]* from 'node:child_process';/m;

it('no test file starts a process but through build/testing/test-processes.ts', () => {
  const tests = FOLDERS.flatMap((folder) =>
    (readdirSync(join(ROOT, folder), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
      .map((file) => `${folder}/${file.split('\\').join('/')}`),
  );
  expect(tests.length).toBeGreaterThan(100);
  const spawning = tests.filter((file) => !ALLOWED.has(file) && IMPORTS_CHILD_PROCESS.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(spawning).toEqual([]);
});

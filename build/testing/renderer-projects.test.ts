// A renderer test file that mocks a module and ran in the shared jsdom would
// leave its replacement registered for the files after it in the same worker.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { MOCKING_TEST_FILES, MOCKS_A_MODULE } from './renderer-projects';

const ROOT = join(import.meta.dirname, '..', '..');

it('every renderer test file that mocks a module runs in the isolated project, and only those', () => {
  const tests = (readdirSync(join(ROOT, 'renderer'), { recursive: true }) as string[])
    .map((file) => `renderer/${file.split('\\').join('/')}`)
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'));
  expect(tests.length).toBeGreaterThan(50);
  const mocking = tests.filter((file) => MOCKS_A_MODULE.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(mocking.sort()).toEqual([...MOCKING_TEST_FILES].sort());
});

import { describe, expect, it } from 'vitest';
import { packageProblems, type PackedApp } from './package-contents';

const good: PackedApp = {
  asarFiles: [
    '/package.json',
    '/dist/electron/main.cjs',
    '/dist/electron/preload.cjs',
    '/dist/electron/archive-worker.cjs',
    '/dist/electron/import-worker.cjs',
    '/dist/electron/opponent-worker.cjs',
    '/dist/electron/migrations/001_initial.sql',
    '/dist/renderer/index.html',
    '/dist/renderer/favicon.svg',
    '/dist/renderer/assets/index-abc.js',
    '/dist/renderer/assets/index-abc.css',
    '/node_modules/better-sqlite3/package.json',
    '/node_modules/better-sqlite3/lib/index.js',
    '/node_modules/some-dep/index.d.ts',
  ],
  unpackedFiles: ['/node_modules/better-sqlite3/build/Release/better_sqlite3.node'],
  sourceMigrations: ['001_initial.sql'],
  main: 'dist/electron/main.cjs',
};

function withFiles(extra: string[]): PackedApp {
  return { ...good, asarFiles: [...good.asarFiles, ...extra] };
}

describe('packageProblems', () => {
  it('accepts a complete package', () => {
    expect(packageProblems(good)).toEqual([]);
  });

  it('accepts Windows-style paths', () => {
    expect(packageProblems({ ...good, asarFiles: good.asarFiles.map((file) => file.replaceAll('/', '\\')) })).toEqual([]);
  });

  it.each([
    '/dist/electron/main.cjs',
    '/dist/electron/preload.cjs',
    '/dist/electron/archive-worker.cjs',
    '/dist/electron/import-worker.cjs',
    '/dist/electron/opponent-worker.cjs',
    '/dist/renderer/index.html',
    '/dist/renderer/favicon.svg',
    '/package.json',
  ])('reports a missing %s', (file) => {
    const problems = packageProblems({ ...good, asarFiles: good.asarFiles.filter((candidate) => candidate !== file) });
    expect(problems).toContain(`missing ${file}`);
  });

  it('reports missing renderer scripts and migrations', () => {
    const problems = packageProblems({ ...good, asarFiles: good.asarFiles.filter((file) => !file.includes('/assets/') && !file.includes('/migrations/')) });
    expect(problems).toEqual(['missing the renderer scripts (dist/renderer/assets/*.js)', 'missing migration dist/electron/migrations/001_initial.sql']);
  });

  it('reports a main entry that is not packed', () => {
    expect(packageProblems({ ...good, main: 'dist/main.js' })).toEqual(['package.json "main" (dist/main.js) is not in the package']);
  });

  it.each([
    ['/dist/electron/main.test.js', 'test file packed'],
    ['/dist/renderer/assets/board.spec.ts', 'test file packed'],
    ['/dist/electron/main.ts', 'source file packed'],
    ['/dist/renderer/App.svelte', 'source file packed'],
    ['/dist/electron/main.cjs.map', 'source map packed'],
    ['/engine/index.js', 'project source folder packed'],
    ['/electron/services/migrations/001_initial.sql', 'project source folder packed'],
  ])('reports %s (%s)', (file, problem) => {
    expect(packageProblems(withFiles([file]))).toEqual([`${problem}: ${file}`]);
  });

  // Only what runs: deps/sqlite3/sqlite3.c alone is 9.7 MB, and a build from source leaves its objects and a test extension.
  it.each([
    '/node_modules/better-sqlite3/deps/sqlite3/sqlite3.c',
    '/node_modules/better-sqlite3/deps/test_extension.c',
    '/node_modules/better-sqlite3/src/better_sqlite3.cpp',
    '/node_modules/better-sqlite3/build/Release/test_extension.node',
    '/node_modules/better-sqlite3/build/Release/obj/gen/sqlite3/sqlite3.c',
    '/node_modules/better-sqlite3/build/deps/sqlite3.Makefile',
  ])('reports better-sqlite3’s %s, which the app never loads', (file) => {
    const message = `better-sqlite3 file the app never loads packed: ${file}`;
    expect(packageProblems(withFiles([file]))).toEqual([message]);
    expect(packageProblems({ ...good, unpackedFiles: [...good.unpackedFiles, file] })).toEqual([message]);
  });

  it('keeps better-sqlite3’s JavaScript, manifest, licence and addon', () => {
    const folders = ['/node_modules/better-sqlite3/lib', '/node_modules/better-sqlite3/lib/methods', '/node_modules/better-sqlite3/build', '/node_modules/better-sqlite3/build/Release'];
    expect(packageProblems(withFiles(['/node_modules/better-sqlite3/LICENSE', '/node_modules/better-sqlite3/lib/methods/backup.js', ...folders]))).toEqual([]);
    expect(packageProblems(withFiles(['/node_modules/better-sqlite3/deps']))).toEqual(['better-sqlite3 file the app never loads packed: /node_modules/better-sqlite3/deps']);
  });

  it('reports a native addon left inside the asar', () => {
    expect(packageProblems({ ...good, unpackedFiles: [] })).toEqual(["better-sqlite3's native addon is not unpacked from the asar (asarUnpack)"]);
  });
});

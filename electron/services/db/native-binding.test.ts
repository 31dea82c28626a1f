import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';

// The Electron shell opens the archive with its own build of the addon (built
// for Electron's ABI into a separate folder); tests and browser mode use the
// default one. Here a copy of the Node build stands in for the Electron build.
const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');
const NODE_ADDON = join(dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')), 'build/Release/better_sqlite3.node');
const now = () => new Date('2026-01-02T03:04:05.000Z');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-native-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase with nativeBinding', () => {
  it('opens the archive with an addon from another folder', () => {
    const addon = join(dir, 'better_sqlite3.node');
    copyFileSync(NODE_ADDON, addon);
    const opened = openDatabase({ file: join(dir, 'congkak.sqlite'), migrationsDir: MIGRATIONS_DIR, now, nativeBinding: addon });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.pragma('journal_mode', { simple: true })).toBe('wal');
    opened.value.close();
  });

  it('loads the addon it is given, not the default one', () => {
    const missing = join(dir, 'no-such-addon.node');
    expect(() => openDatabase({ file: join(dir, 'congkak.sqlite'), migrationsDir: MIGRATIONS_DIR, now, nativeBinding: missing })).toThrow();
  });
});

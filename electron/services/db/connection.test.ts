import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { checksumOf, loadMigrations } from './migrations';

const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');
const now = () => new Date('2026-01-02T03:04:05.000Z');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-db-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function open(file = join(dir, 'congkak.sqlite'), migrationsDir = MIGRATIONS_DIR) {
  return openDatabase({ file, migrationsDir, now });
}

function openOk(file?: string) {
  const opened = open(file);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

describe('openDatabase', () => {
  it('creates the folder and applies every migration to an empty database', () => {
    const db = openOk(join(dir, 'nested', 'congkak.sqlite'));
    const applied = db.prepare('SELECT name, checksum FROM migrations ORDER BY name').all();
    expect(applied).toEqual(loadMigrations(MIGRATIONS_DIR).map(({ name, checksum }) => ({ name, checksum })));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    db.close();
  });

  it('reopens a database it created without applying anything again', () => {
    openOk().close();
    const db = openOk();
    expect(db.prepare('SELECT count(*) AS n FROM migrations').get()).toEqual({ n: loadMigrations(MIGRATIONS_DIR).length });
    db.close();
  });

  it('enforces foreign keys on move notes', () => {
    const db = openOk();
    expect(() => db.prepare("INSERT INTO move_notes (game_id, move_index, glyph, comment) VALUES (42, 0, '!', NULL)").run()).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it('applies migrations added later on top of an existing database', () => {
    const migrations = join(dir, 'migrations');
    mkdirSync(migrations);
    copyFileSync(join(MIGRATIONS_DIR, '001_initial.sql'), join(migrations, '001_initial.sql'));
    const file = join(dir, 'a.sqlite');
    const first = open(file, migrations);
    if (!first.ok) throw new Error(first.error.message);
    first.value.close();
    writeFileSync(join(migrations, '002_extra.sql'), 'CREATE TABLE extra (id INTEGER PRIMARY KEY) STRICT;');
    const second = open(file, migrations);
    if (!second.ok) throw new Error(second.error.message);
    expect(second.value.prepare('SELECT name FROM migrations ORDER BY name').pluck().all()).toEqual(['001_initial', '002_extra']);
    second.value.close();
  });
});

describe('the schema guard', () => {
  function refusedUntouched(file: string, pattern: RegExp) {
    const before = readFileSync(file);
    const opened = open(file);
    expect(opened.ok).toBe(false);
    if (!opened.ok) {
      expect(opened.error.code).toBe('unknown-schema');
      expect(opened.error.message).toMatch(pattern);
    }
    expect(readFileSync(file).equals(before)).toBe(true);
  }

  /** A database as an app version would leave it, in rollback-journal mode so it is one file. */
  function legacyDatabase(setup: (db: Database.Database) => void): string {
    const file = join(dir, 'other.sqlite');
    const db = new Database(file);
    setup(db);
    db.close();
    return file;
  }

  it('refuses a migration it does not know (a newer version)', () => {
    const file = legacyDatabase((db) => {
      db.exec('CREATE TABLE migrations (name TEXT PRIMARY KEY NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT');
      for (const m of loadMigrations(MIGRATIONS_DIR)) db.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run(m.name, m.checksum, 'x');
      db.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run('999_future', checksumOf('x'), 'x');
    });
    refusedUntouched(file, /newer version/);
  });

  it('refuses an unknown migration name in place of a known one', () => {
    const file = legacyDatabase((db) => {
      db.exec('CREATE TABLE migrations (name TEXT PRIMARY KEY NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT');
      db.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run('001_something_else', checksumOf('x'), 'x');
    });
    refusedUntouched(file, /Unknown migration "001_something_else"/);
  });

  it('refuses a tampered checksum', () => {
    const file = legacyDatabase((db) => {
      db.exec('CREATE TABLE migrations (name TEXT PRIMARY KEY NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT');
      db.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run('001_initial', checksumOf('edited'), 'x');
    });
    refusedUntouched(file, /checksum mismatch/);
  });

  it('refuses a database with tables but no history', () => {
    const file = legacyDatabase((db) => db.exec('CREATE TABLE notes (body TEXT)'));
    refusedUntouched(file, /no migration history/);
  });

  it('refuses a file that is not a database', () => {
    const file = join(dir, 'garbage.sqlite');
    writeFileSync(file, 'this is not sqlite, just text that is long enough to have a header'.repeat(20));
    refusedUntouched(file, /not a SQLite database/);
    expect(statSync(file).size).toBeGreaterThan(0);
  });
});

describe('migration files', () => {
  it('checksums ignore CRLF line ends', () => {
    expect(checksumOf('a;\r\nb;\r\n')).toBe(checksumOf('a;\nb;\n'));
  });

  it('pins the schema (an accidental change to a migration or a new one fails here)', async () => {
    const db = openOk();
    const schema = db
      .prepare("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name")
      .all() as { type: string; name: string; sql: string }[];
    const text = schema
      .map((row) => `-- ${row.type} ${row.name}\n${row.sql};`)
      .join('\n\n');
    db.close();
    await expect(`${text}\n`).toMatchFileSnapshot('./schema.snapshot.sql');
  });
});

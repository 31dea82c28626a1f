/**
 * Ordered schema migrations with a guard. A database is opened only if every
 * migration it records is one we know, with the same checksum, in the same
 * order; otherwise it was written by another version of the app (or edited),
 * and we refuse it without writing anything, so a newer app's data is never
 * damaged by an older one.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { Result } from '../../../engine';

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface SchemaError {
  code: 'unknown-schema';
  message: string;
}

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

/** Line ends are normalised first so a checkout with CRLF line ends has the same checksum. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** Reads `NNN_name.sql` files in name order; the folder is an option so a bundle can ship its own copy. */
export function loadMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => {
      const sql = readFileSync(join(dir, file), 'utf8');
      return { name: file.replace(/\.sql$/, ''), sql, checksum: checksumOf(sql) };
    });
}

interface AppliedMigration {
  name: string;
  checksum: string;
}

function tableExists(db: Database.Database, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

function appliedMigrations(db: Database.Database): AppliedMigration[] | null {
  if (!tableExists(db, 'migrations')) return null;
  return db.prepare('SELECT name, checksum FROM migrations ORDER BY name').all() as AppliedMigration[];
}

/** Read-only check: is this database's history a prefix of the migrations we know? */
export function checkHistory(db: Database.Database, known: Migration[]): Result<{ pending: Migration[] }, SchemaError> {
  const unknown = (message: string): Result<{ pending: Migration[] }, SchemaError> => ({
    ok: false,
    error: { code: 'unknown-schema', message },
  });
  const applied = appliedMigrations(db);
  if (applied === null) {
    const anyTable = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' LIMIT 1").get();
    if (anyTable !== undefined) return unknown('The database has tables but no migration history: it was not written by Congkak.');
    return { ok: true, value: { pending: known } };
  }
  if (applied.length > known.length) {
    return unknown(`The database has ${applied.length} migrations applied but this version knows ${known.length}: it was written by a newer version.`);
  }
  for (const [index, entry] of applied.entries()) {
    const expected = known[index];
    if (expected === undefined || expected.name !== entry.name) {
      return unknown(`Unknown migration "${entry.name}" in the database.`);
    }
    if (expected.checksum !== entry.checksum) {
      return unknown(`Migration "${entry.name}" in the database differs from this version's (checksum mismatch).`);
    }
  }
  return { ok: true, value: { pending: known.slice(applied.length) } };
}

/**
 * Code a migration needs run before its SQL, in its transaction: what SQL
 * alone cannot do (reading an old encoding, replaying games through the
 * engine) before the SQL drops what it read. Told what it changed on the way.
 */
export type Conversion = (db: Database.Database, log: (message: string) => void) => void;

export interface MigrateOptions {
  /** By migration name. */
  conversions?: ReadonlyMap<string, Conversion>;
  log?: (message: string) => void;
}

/** Applies the pending migrations, each in its own transaction (its conversion, its SQL, its history row). */
export function migrate(db: Database.Database, known: Migration[], now: () => Date, options: MigrateOptions = {}): Result<{ applied: string[] }, SchemaError> {
  const checked = checkHistory(db, known);
  if (!checked.ok) return checked;
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT');
  const record = db.prepare('INSERT INTO migrations (name, checksum, applied_at) VALUES (?, ?, ?)');
  for (const migration of checked.value.pending) {
    db.transaction(() => {
      options.conversions?.get(migration.name)?.(db, options.log ?? (() => undefined));
      db.exec(migration.sql);
      record.run(migration.name, migration.checksum, now().toISOString());
    })();
  }
  return { ok: true, value: { applied: checked.value.pending.map((m) => m.name) } };
}

/**
 * Inserting many rows with multi-row VALUES statements: each statement run
 * from JavaScript costs about a microsecond and a half on its own, which for
 * an import of 100,000 games with 700,000 turn notes comes to a second or more.
 */
import type Database from 'better-sqlite3';

type Value = string | number | Buffer | null;

export interface BatchInsert {
  /** Queues one row (values in column order); full batches are written at once. */
  add(...values: Value[]): void;
  /** Writes the rows still queued. */
  flush(): void;
  /** The first value of the oldest row not yet written (its key, when rows come in key order), or undefined when all are. */
  firstQueued(): Value | undefined;
}

/** SQLite allows 32,766 bound parameters: batches stay well below. */
const MAX_PARAMETERS = 4000;

export function createBatchInsert(db: Database.Database, table: string, columns: readonly string[]): BatchInsert {
  const rowsPerBatch = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const row = `(${columns.map(() => '?').join(', ')})`;
  const prefix = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  const full = db.prepare(prefix + Array.from({ length: rowsPerBatch }, () => row).join(', '));
  const single = db.prepare(prefix + row);
  let queued: Value[] = [];
  return {
    add(...values) {
      queued.push(...values);
      if (queued.length === rowsPerBatch * columns.length) {
        full.run(queued);
        queued = [];
      }
    },
    flush() {
      for (let at = 0; at < queued.length; at += columns.length) single.run(queued.slice(at, at + columns.length));
      queued = [];
    },
    firstQueued: () => queued[0],
  };
}

import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createBatchInsert } from './batch-insert';

describe('createBatchInsert', () => {
  it('writes full batches as they fill and the rest on flush, every row once and in order', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (k INTEGER PRIMARY KEY, a TEXT, b REAL)');
    const count = () => db.prepare('SELECT count(*) FROM t').pluck().get();
    const insert = createBatchInsert(db, 't', ['k', 'a', 'b']);
    // 4000 parameters / 3 columns: 1333 rows a batch.
    for (let k = 0; k < 1333; k++) insert.add(k, `row ${k}`, null);
    expect(count()).toBe(1333);
    for (let k = 1333; k < 1400; k++) insert.add(k, `row ${k}`, k / 2);
    expect(count()).toBe(1333);
    insert.flush();
    expect(count()).toBe(1400);
    expect(db.prepare('SELECT k, a, b FROM t WHERE k IN (0, 1399) ORDER BY k').all()).toEqual([
      { k: 0, a: 'row 0', b: null },
      { k: 1399, a: 'row 1399', b: 699.5 },
    ]);
    db.close();
  });

  it('names the key of the oldest row not yet written, none once all are, and goes on after a flush', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (k INTEGER PRIMARY KEY, a TEXT)');
    const insert = createBatchInsert(db, 't', ['k', 'a']);
    expect(insert.firstQueued()).toBeUndefined();
    insert.add(7, 'seven');
    insert.add(8, 'eight');
    expect(insert.firstQueued()).toBe(7);
    insert.flush();
    expect(insert.firstQueued()).toBeUndefined();
    insert.add(9, 'nine');
    expect(insert.firstQueued()).toBe(9);
    insert.flush();
    expect(db.prepare('SELECT k, a FROM t ORDER BY k').all()).toEqual([
      { k: 7, a: 'seven' },
      { k: 8, a: 'eight' },
      { k: 9, a: 'nine' },
    ]);
    // 4000 parameters / 2 columns: a full batch of 2000 rows is written as it fills, leaving none queued.
    for (let k = 10; k < 2010; k++) insert.add(k, 'x');
    expect(insert.firstQueued()).toBeUndefined();
    db.close();
  });
});

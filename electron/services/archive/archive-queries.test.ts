// The archive's read queries on a database the services filled: a page past
// the end of the list is answered from the count alone.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARCHIVE_OFFSET_MAX } from '../../contract';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { createArchiveQueries } from './archive-queries';
import { sampleFile } from '../testing/sample-records';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

describe('list', () => {
  it('answers a page past the end with the total and no rows, reading none', async () => {
    const services = env.open();
    expectOk(await services.call('importRecords', { text: sampleFile(1, 5), importId: 'q' }));
    const db = new Database(databaseFile(env.dataDir), { readonly: true });
    try {
      const queries = createArchiveQueries(db);
      const prepare = vi.spyOn(db, 'prepare');
      const sort = { by: 'date', descending: true } as const;
      expect(queries.list({}, sort, ARCHIVE_OFFSET_MAX, 50)).toEqual({ total: 5, offset: ARCHIVE_OFFSET_MAX, rows: [] });
      expect(queries.list({ preset: 'kalah' }, sort, 0, 50)).toEqual({ total: 0, offset: 0, rows: [] });
      expect(prepare.mock.calls.map(([sql]) => sql).filter((sql) => sql.includes('LIMIT'))).toEqual([]);
      // The last page still reads its rows.
      expect(queries.list({}, sort, 4, 50).rows).toHaveLength(1);
    } finally {
      db.close();
    }
  });

  it('takes the largest offset the contract allows through the services', async () => {
    const page = expectOk(await env.open().call('listArchive', { offset: ARCHIVE_OFFSET_MAX, limit: 500 }));
    expect(page).toEqual({ total: 0, offset: ARCHIVE_OFFSET_MAX, rows: [] });
  });
});


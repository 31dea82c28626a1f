// Migration 018 (the Choices column counts both first choices of the
// simultaneous opening) on an archive an earlier version made
// (testing/archive-011, migrated through 012–017 on the way): each game that
// opened with both first choices at once (played here or imported) is listed
// with one choice more, every other game as before, and sorting by length
// follows the new counts.
import { describe, expect, it } from 'vitest';
import { gameEngine } from '../games/engine';
import { ARCHIVE_011, servicesOnArchive011 } from '../testing/archive-011';
import { expectOk } from '../testing/temp-services';

const before = ARCHIVE_011;

const env = servicesOnArchive011({ engine: gameEngine });

describe('migration 018 on an archive made by version 011', () => {
  it('counts the simultaneous opening’s two first choices, and every other game’s choices as before', async () => {
    const services = env().open();
    const rows = expectOk(await services.call('listArchive', { sort: { by: 'date', descending: false }, limit: 500 })).rows;
    const counted = new Map(rows.map((row) => [row.id, row.moveCount]));
    const openedAtOnce = new Set<number>();
    for (const row of before.rows) {
      const first = expectOk(await services.call('getReplay', { gameId: row.id })).moves[0];
      if (first !== undefined && 'south' in first) openedAtOnce.add(row.id);
      expect(counted.get(row.id), `game #${row.id}`).toBe(openedAtOnce.has(row.id) ? row.moveCount + 1 : row.moveCount);
    }
    // The fixture's game with the simultaneous opening is among them.
    expect(openedAtOnce).toContain(before.ids['simultaneous-opening']);

    const byLength = expectOk(await services.call('listArchive', { sort: { by: 'length', descending: false }, limit: 500 })).rows.map((row) => row.moveCount);
    expect(byLength).toEqual([...byLength].sort((a, b) => a - b));
  });
});

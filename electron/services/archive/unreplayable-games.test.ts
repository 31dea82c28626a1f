// The backups held for games that no longer replay stay out of rotation,
// whatever the policy says, until the player decides; then they rotate as usual.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFacts } from './backup-facts';
import { backupName, rotateBackups } from './backups';
import { acceptUnreplayable, heldBackups, noteUnreplayable, readUnreplayable } from './unreplayable-games';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-held-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const NOW = new Date('2026-03-01T12:00:00.000Z');

/** A backup file `daysAgo` before NOW with its facts: unsound (game 3 does not replay in it), so that no rule of the policy keeps it for its games. */
function backupDaysAgo(daysAgo: number): string {
  const name = backupName(new Date(NOW.getTime() - daysAgo * 24 * 3600 * 1000), 'startup');
  writeFileSync(join(dir, name), 'x');
  writeFacts(join(dir, name), { lineage: 'a', games: 3, sound: true, problem: null, sha256: '0'.repeat(64), unreplayable: [3] });
  return name;
}

const backupsLeft = () => readdirSync(dir).filter((name) => name.endsWith('.sqlite'));

describe('held backups', () => {
  it('are kept by rotation until the player keeps the games as they are', () => {
    const oldest = backupDaysAgo(60);
    for (let day = 0; day < 6; day++) backupDaysAgo(day);
    noteUnreplayable(dir, 'a', [3], (gameIds) => new Map(gameIds.filter((id) => id === 3).map((id) => [id, oldest])));
    expect(heldBackups(readUnreplayable(dir))).toEqual(new Set([oldest]));

    rotateBackups(dir, NOW, { policy: { newest: 2, days: 0, weeks: 0 } });
    expect(backupsLeft()).toContain(oldest);
    expect(backupsLeft()).toHaveLength(3);

    acceptUnreplayable(dir);
    expect(readUnreplayable(dir)).toEqual({ lineage: 'a', games: [], accepted: [3] });
    rotateBackups(dir, NOW, { policy: { newest: 2, days: 0, weeks: 0 } });
    expect(backupsLeft()).not.toContain(oldest);
  });

  it('a game told keeps its backup; one that replays again drops out; an accepted one is not told again', () => {
    noteUnreplayable(dir, 'a', [3, 5], (gameIds) => new Map(gameIds.map((id) => [id, `b${id}`])));
    expect(noteUnreplayable(dir, 'a', [3, 7], (gameIds) => new Map(gameIds.map((id) => [id, 'later']))).games).toEqual([
      { gameId: 3, keptIn: 'b3' },
      { gameId: 7, keptIn: 'later' },
    ]);
    acceptUnreplayable(dir);
    expect(noteUnreplayable(dir, 'a', [3, 7], (gameIds) => new Map(gameIds.map((id) => [id, 'again'])))).toEqual({ lineage: 'a', games: [], accepted: [3, 7] });
  });

  it('what was decided about one archive means nothing for the archive that replaced it', () => {
    noteUnreplayable(dir, 'a', [3], () => new Map([[3, 'b3']]));
    acceptUnreplayable(dir);
    expect(noteUnreplayable(dir, 'b', [3], () => new Map([[3, 'new']]))).toEqual({ lineage: 'b', games: [{ gameId: 3, keptIn: 'new' }], accepted: [] });
  });
});

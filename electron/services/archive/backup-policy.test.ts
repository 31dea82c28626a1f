import { describe, expect, it } from 'vitest';
import { backupsToKeep, type RotatedBackup } from './backup-policy';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const HOUR = 3600 * 1000;

/** A backup `hoursAgo` before NOW, named by its age so the expectations read easily. */
function backup(hoursAgo: number, games: number | null, lineage: string | null = 'a', sound = true): RotatedBackup {
  return { name: `${hoursAgo}h`, createdAt: NOW.getTime() - hoursAgo * HOUR, lineage, games, sound };
}

const kept = (backups: RotatedBackup[], policy = { newest: 5, days: 0, weeks: 0 }) => [...backupsToKeep(backups, NOW, policy)].sort();

describe('backupsToKeep', () => {
  it('keeps the newest five', () => {
    const backups = [1, 2, 3, 4, 5, 6, 7].map((hours) => backup(hours, 3));
    // 7h holds as many games as the others: the newest of equals stays, the others go.
    expect(kept(backups)).toEqual(['1h', '2h', '3h', '4h', '5h']);
  });

  // A damaged archive replaced by an empty one, then five more starts: the newest five hold nothing.
  it('keeps the last good backup of a lineage through any number of backups of a new, empty archive', () => {
    const backups = [backup(100, 40, 'old'), ...[1, 2, 3, 4, 5, 6].map((hours) => backup(hours, 0, 'new'))];
    expect(kept(backups)).toEqual(['100h', '1h', '2h', '3h', '4h', '5h']);
  });

  it('keeps the fullest backup of a lineage when newer ones hold fewer games (games deleted)', () => {
    const backups = [backup(50, 12), backup(40, 30), ...[1, 2, 3, 4, 5, 6].map((hours) => backup(hours, 2))];
    expect(kept(backups)).toEqual(['1h', '2h', '3h', '40h', '4h', '5h']);
  });

  it('keeps the newest sound backup of a lineage whose newer backups failed the integrity check', () => {
    const backups = [backup(30, 8), ...[1, 2, 3, 4, 5].map((hours) => backup(hours, 9, 'a', false))];
    expect(kept(backups)).toEqual(['1h', '2h', '30h', '3h', '4h', '5h']);
  });

  it('does not keep backups of lineages without games, or of unreadable backups, beyond the newest', () => {
    const backups = [backup(30, 0, 'x'), backup(31, null, null, false), ...[1, 2, 3, 4, 5].map((hours) => backup(hours, 0, 'y'))];
    expect(kept(backups)).toEqual(['1h', '2h', '3h', '4h', '5h']);
  });

  it('counts backups of earlier versions (no lineage) as one lineage', () => {
    const backups = [backup(60, 20, null), backup(50, 5, null), ...[1, 2, 3, 4, 5].map((hours) => backup(hours, 1, 'b'))];
    expect(kept(backups)).toEqual(['1h', '2h', '3h', '4h', '50h', '5h', '60h']);
  });

  it('keeps the newest backup of each of the last seven days and four weeks', () => {
    // One backup a day at 06:00 UTC for 40 days, all alike: only the age spread decides.
    const backups = Array.from({ length: 40 }, (_, day) => backup(day * 24 + 6, 5));
    // Days 0-6; weeks count from the epoch's Thursday: NOW (Sunday 1 March) is in the week
    // from Thursday 26 February, whose newest is today; then the weeks ending 25, 18 and 11
    // February (4, 11 and 18 days ago).
    const expected = [0, 1, 2, 3, 4, 5, 6, 11, 18].map((day) => `${day * 24 + 6}h`).sort();
    expect(kept(backups, { newest: 0, days: 7, weeks: 4 })).toEqual(expected);
  });

  it('of two backups made in the same millisecond, takes the later name as the newer, whatever the order given', () => {
    const at = NOW.getTime() - HOUR;
    const twins = ['congkak-20260301T110000000Z-a', 'congkak-20260301T110000000Z-b'].map((name): RotatedBackup => ({ name, createdAt: at, lineage: 'a', games: 0, sound: true }));
    for (const given of [twins, [...twins].reverse()]) expect(kept(given, { newest: 1, days: 0, weeks: 0 })).toEqual(['congkak-20260301T110000000Z-b']);
  });

  it('does not keep a sound backup whose games could not be counted as a lineage’s last good one', () => {
    const backups = [backup(30, null), backup(40, 3), ...[1, 2, 3, 4, 5].map((hours) => backup(hours, 0, 'y'))];
    expect(kept(backups)).toEqual(['1h', '2h', '3h', '40h', '4h', '5h']);
  });

  it('keeps the last good backups of each lineage apart from the others’', () => {
    // Lineage a's newest (90h) and fullest (100h) both stay, though b has a newer sound backup.
    const backups = [backup(100, 40, 'a'), backup(90, 30, 'a'), backup(80, 5, 'b'), ...[1, 2, 3, 4, 5].map((hours) => backup(hours, 0, 'y'))];
    expect(kept(backups)).toEqual(['100h', '1h', '2h', '3h', '4h', '5h', '80h', '90h']);
  });
});

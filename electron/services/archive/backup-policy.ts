/**
 * Which backups rotation keeps. Keeping only the newest few would lose games:
 * once a damaged archive is replaced by an empty one, five starts make five
 * backups of nothing and the last one holding the games goes. So a backup is
 * kept when any of these holds:
 * - it is one of the newest `newest` (the last starts and upgrades);
 * - it is the newest of its day, for the last `days` days, or of its week,
 *   for the last `weeks` weeks (days and weeks counted in UTC from the epoch);
 * - for its archive lineage (with games in it), it is the newest sound backup,
 *   or the sound backup holding the most games: backups of an empty or a newer,
 *   smaller archive never push those out.
 */

export interface BackupPolicy {
  newest: number;
  days: number;
  weeks: number;
}

export const DEFAULT_POLICY: BackupPolicy = { newest: 5, days: 7, weeks: 4 };

export interface RotatedBackup {
  name: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  lineage: string | null;
  games: number | null;
  sound: boolean;
}

const DAY_MS = 24 * 3600 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** Backups of earlier versions, made before archives had a lineage, count as one lineage of their own. */
const UNKNOWN_LINEAGE = '';

const newestFirst = (a: RotatedBackup, b: RotatedBackup) => b.createdAt - a.createdAt || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0);

/** The newest backup of each of the last `count` periods of `length` ms. */
function newestPerPeriod(sorted: readonly RotatedBackup[], now: number, length: number, count: number): string[] {
  const current = Math.floor(now / length);
  const seen = new Set<number>();
  const kept: string[] = [];
  for (const backup of sorted) {
    const period = Math.floor(backup.createdAt / length);
    if (current - period >= count || seen.has(period)) continue;
    seen.add(period);
    kept.push(backup.name);
  }
  return kept;
}

/** Per lineage holding games: its newest sound backup and its sound backup with the most games (the newer of equals). */
function lastGoodPerLineage(sorted: readonly RotatedBackup[]): string[] {
  const newest = new Map<string, RotatedBackup>();
  const largest = new Map<string, RotatedBackup>();
  for (const backup of sorted) {
    if (!backup.sound || backup.games === null || backup.games === 0) continue;
    const lineage = backup.lineage ?? UNKNOWN_LINEAGE;
    if (!newest.has(lineage)) newest.set(lineage, backup);
    const best = largest.get(lineage);
    if (best === undefined || backup.games > (best.games ?? 0)) largest.set(lineage, backup);
  }
  return [...newest.values(), ...largest.values()].map((backup) => backup.name);
}

export function backupsToKeep(backups: readonly RotatedBackup[], now: Date, policy: BackupPolicy = DEFAULT_POLICY): Set<string> {
  const sorted = [...backups].sort(newestFirst);
  return new Set([
    ...sorted.slice(0, policy.newest).map((backup) => backup.name),
    ...newestPerPeriod(sorted, now.getTime(), DAY_MS, policy.days),
    ...newestPerPeriod(sorted, now.getTime(), WEEK_MS, policy.weeks),
    ...lastGoodPerLineage(sorted),
  ]);
}

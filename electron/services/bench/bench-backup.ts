/**
 * `npm run --silent bench:backup`: one JSON line with what a start-up backup
 * costs on 100,000 games (`BENCH_GAMES` for another count): the whole job in
 * the archive's worker (SQLite's online copy, its full integrity check, the
 * checksum and the replay proof of every game), then, on the backup it made,
 * the integrity check and the replay proof alone (wall clock, and the proof's
 * CPU time: on a shared machine the CPU figure is the one to compare).
 * Progress goes to stderr.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createAppServices, gameEngine, type AppServices } from '..';
import { backupsDir, listBackups } from '../archive/backups';
import { gamesThatDoNotReplay } from '../archive/replay-proof';
import { benchmarkFile } from '../testing/sample-records';

const GAMES = Number(process.env['BENCH_GAMES'] ?? 100_000);
const log = (message: string) => process.stderr.write(`bench:backup: ${message}\n`);
const seconds = (ms: number) => Math.round(ms / 10) / 100;

function open(dataDir: string): AppServices {
  const opened = createAppServices({ dataDir, engine: gameEngine, logError: log });
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'congkak-bench-backup-'));
  try {
    log(`importing ${GAMES} games…`);
    const first = open(dataDir);
    const imported = await first.call('importRecords', { text: benchmarkFile(GAMES), importId: 'bench' });
    if (!imported.ok) throw new Error(imported.error.message);
    await first.settled();
    first.close();

    log('a start and its backup…');
    const began = performance.now();
    const services = open(dataDir);
    await services.settled();
    const backupMs = performance.now() - began;
    services.close();

    const [backup] = listBackups(backupsDir(dataDir));
    if (backup === undefined || backup.games !== imported.value.imported) throw new Error('the start-up backup does not hold every game');
    const db = new Database(backup.file, { readonly: true, fileMustExist: true });
    try {
      log('the integrity check alone…');
      let at = performance.now();
      db.pragma('integrity_check');
      const integrityMs = performance.now() - at;
      log('the replay proof alone…');
      at = performance.now();
      const cpu = process.cpuUsage();
      const failed = gamesThatDoNotReplay(db);
      const proofCpu = process.cpuUsage(cpu);
      const proofMs = performance.now() - at;
      if (failed.length > 0) throw new Error(`${failed.length} games do not replay`);
      process.stdout.write(
        `${JSON.stringify({
          games: backup.games,
          startup_backup_s: seconds(backupMs),
          integrity_check_s: seconds(integrityMs),
          replay_proof_s: seconds(proofMs),
          replay_proof_cpu_s: seconds((proofCpu.user + proofCpu.system) / 1000),
          replay_games_per_cpu_s: Math.round(backup.games / ((proofCpu.user + proofCpu.system) / 1e6)),
        })}\n`,
      );
    } finally {
      db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});

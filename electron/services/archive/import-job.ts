/**
 * An import in the archive's worker: the file checked (in check workers of
 * its own for a large file, here for a small one: starting a worker costs
 * more than checking it), then, once the main thread gives the import its
 * turn (long-writes.ts), every game written in one transaction on this
 * worker's connection, or nothing when any game is faulty.
 */
import type { Result } from '../../../engine';
import { openArchiveConnection } from './archive-connection';
import type { ImportJob, ImportOutcome } from './archive-jobs-protocol';
import { createArchiveStore } from './archive-store';
import { checkInWorkers, PIECES_PER_BATCH, type CheckProgress } from './check-in-workers';
import { checkPiece, cutFile, type CheckedGame, type RecordFault } from './record-check';

export interface ImportSteps {
  onProgress(progress: CheckProgress): void;
  /** Resolves when the import may write. */
  turnToWrite(): Promise<void>;
  /** The app is closing, or the import was cancelled: stop before writing anything. */
  stopping(): boolean;
}

const stopped = () => new Error('The import was stopped before it wrote anything.');

/** The first fault in file order, or every game; progress told every PIECES_PER_BATCH pieces. */
function checkHere(text: string, steps: ImportSteps): Result<CheckedGame[], RecordFault> {
  const pieces = cutFile(text);
  const games: CheckedGame[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (steps.stopping()) throw stopped();
    const checked = checkPiece(piece);
    if (!checked.ok) return checked;
    games.push(...checked.value);
    if ((index + 1) % PIECES_PER_BATCH === 0 || index + 1 === pieces.length) steps.onProgress({ checked: index + 1, total: pieces.length });
  }
  return { ok: true, value: games };
}

export async function runImport(job: ImportJob, steps: ImportSteps): Promise<ImportOutcome> {
  const checked =
    job.threads <= 1
      ? checkHere(job.text, steps)
      : await checkInWorkers(job.text, {
          threads: job.threads,
          onProgress: steps.onProgress,
          stopping: steps.stopping,
          ...(job.bundleDir !== undefined && { bundleDir: job.bundleDir }),
        });
  // Before looking at the answer: a check stopped early answers with part of the file.
  if (steps.stopping()) throw stopped();
  if (!checked.ok) return { kind: 'refused', fault: checked.error };
  if (checked.value.length === 0) return { kind: 'empty' };
  await steps.turnToWrite();
  if (steps.stopping()) throw stopped();
  const db = openArchiveConnection(job.archive);
  try {
    if (job.noRoom === true) db.pragma(`max_page_count = ${String(db.pragma('page_count', { simple: true }))}`);
    // One transaction: a game twice in the file is found as a duplicate of the copy written just before.
    const write = db.transaction(() => createArchiveStore(db).importChecked(checked.value, job.now))();
    // Fresh statistics for the query planner after a large change (SQLite's advice: cheap when nothing is needed).
    db.pragma('optimize');
    // The import's pages go into the archive file here, while it still holds its turn, rather
    // than at some later commit of the main thread, which would then copy them all.
    db.pragma('wal_checkpoint(TRUNCATE)');
    return { kind: 'written', write };
  } finally {
    db.close();
  }
}

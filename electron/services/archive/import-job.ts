/**
 * An import in the archive's worker: the file checked (in check workers of
 * its own for a large file, here for a small one: starting a worker costs
 * more than checking it) and its games written in one transaction on this
 * worker's connection, or nothing when any game is faulty. The write does
 * not wait for the whole check: once the main thread gives the import its
 * turn (long-writes.ts, asked when the first games are checked), each batch
 * of games is written as soon as it and the batches before it are checked,
 * while the check workers go on with the next. A fault, a cancel or the app
 * closing before the check ends rolls the transaction back: nothing is
 * committed until every game is checked.
 */
import type Database from 'better-sqlite3';
import type { Result } from '../../../engine';
import { openArchiveConnection } from './archive-connection';
import type { ImportJob, ImportOutcome } from './archive-jobs-protocol';
import { checkInOrder, PIECES_PER_BATCH, type CheckProgress } from './check-in-workers';
import { beginImportWrite, type ImportWrite, type ImportWriter } from './import-write';
import { checkPiece, cutFile, type CheckedGame, type FilePiece, type RecordFault } from './record-check';

export interface ImportSteps {
  onProgress(progress: CheckProgress): void;
  /** Resolves when the import may write. */
  turnToWrite(): Promise<void>;
  /** The app is closing, or the import was cancelled: stop, with nothing written. */
  stopping(): boolean;
}

const stopped = () => new Error('The import was stopped before it wrote anything.');

/** The first fault in file order, or null with every game given to `onGames`; progress told every PIECES_PER_BATCH pieces. */
function checkHere(pieces: readonly FilePiece[], steps: ImportSteps, onGames: (games: CheckedGame[]) => void): Result<null, RecordFault> {
  for (const [index, piece] of pieces.entries()) {
    if (steps.stopping()) throw stopped();
    const checked = checkPiece(piece);
    if (!checked.ok) return checked;
    onGames(checked.value);
    if ((index + 1) % PIECES_PER_BATCH === 0 || index + 1 === pieces.length) steps.onProgress({ checked: index + 1, total: pieces.length });
  }
  return { ok: true, value: null };
}

/**
 * The import's transaction, begun once the import has its turn: games given
 * before that wait in a queue. A write that fails (SQLITE_FULL…) keeps its
 * error for `finish` to throw and says so through `failed`, so the check stops.
 */
function overlappedWrite(job: ImportJob, steps: ImportSteps, atLeastGames: number) {
  const queued: CheckedGame[][] = [];
  let db: Database.Database | null = null;
  let writer: ImportWriter | null = null;
  let turn: Promise<void> | null = null;
  let error: unknown = null;
  let closed = false;

  const drain = () => {
    if (writer === null || error !== null) return;
    try {
      for (let games = queued.shift(); games !== undefined; games = queued.shift()) writer.add(games);
    } catch (thrown) {
      error = thrown;
    }
  };

  const begin = () => {
    if (closed || steps.stopping()) return;
    try {
      db = openArchiveConnection(job.archive);
      if (job.noRoom === true) db.pragma(`max_page_count = ${String(db.pragma('page_count', { simple: true }))}`);
      db.exec('BEGIN IMMEDIATE');
      writer = beginImportWrite(db, atLeastGames, job.now);
    } catch (thrown) {
      error = thrown;
    }
    drain();
  };

  return {
    add(games: CheckedGame[]): void {
      if (games.length === 0) return;
      queued.push(games);
      if (turn === null) turn = steps.turnToWrite().then(begin);
      else drain();
    },

    failed: (): boolean => error !== null,

    /** Writes the rest and commits; null when no game was given. */
    async finish(): Promise<ImportWrite | null> {
      if (turn === null) return null;
      await turn;
      if (steps.stopping()) throw stopped();
      drain();
      if (error !== null) throw error;
      if (db === null || writer === null) throw stopped();
      const write = writer.finish();
      db.exec('COMMIT');
      // Fresh statistics for the query planner after a large change (SQLite's advice: cheap when nothing is needed).
      db.pragma('optimize');
      // The import's pages go into the archive file here, while it still holds its turn, rather
      // than at some later commit of the main thread, which would then copy them all.
      db.pragma('wal_checkpoint(TRUNCATE)');
      return write;
    },

    /** Rolls back what is not committed and closes the connection. */
    close(): void {
      closed = true;
      const open: Database.Database | null = db;
      if (open === null) return;
      // Stryker disable next-line StringLiteral: equivalent, closing a connection rolls back its open transaction all the same.
      if (open.inTransaction) open.exec('ROLLBACK');
      open.close();
    },
  };
}

export async function runImport(job: ImportJob, steps: ImportSteps): Promise<ImportOutcome> {
  const pieces = cutFile(job.text);
  // Pieces hold one game or more: their count bounds the games from below.
  const write = overlappedWrite(job, steps, pieces.length);
  try {
    // One transaction, in file order: a game twice in the file is found as a duplicate of the copy written before it.
    const checked =
      job.threads <= 1
        ? checkHere(pieces, steps, write.add)
        : await checkInOrder(pieces, {
            threads: job.threads,
            onProgress: steps.onProgress,
            // Stryker disable next-line ArrowFunction,LogicalOperator: equivalent but for the time: a check not stopped runs to its end, and the stop or the failed write is answered after it all the same.
            stopping: () => steps.stopping() || write.failed(),
            onGames: write.add,
            // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,ObjectLiteral: equivalent in tests: no folder holds the bundled check workers, which then start from their sources.
            ...(job.bundleDir !== undefined && { bundleDir: job.bundleDir }),
          });
    // Before looking at the answer: a check stopped early answers with part of the file.
    if (steps.stopping()) throw stopped();
    if (!checked.ok && !write.failed()) return { kind: 'refused', fault: checked.error };
    const written = await write.finish();
    return written === null ? { kind: 'empty' } : { kind: 'written', write: written };
  } finally {
    write.close();
  }
}

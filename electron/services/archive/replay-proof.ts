/**
 * The proof that an archive's games are whole: each one replayed through the
 * engine from its rules. SQLite's integrity check sees only the file's own
 * structure, so a game whose moves were overwritten (`moves = x'ffffffff'`)
 * passes it; this proof is what tells such a backup from a sound one. Run in
 * the archive's worker (backups.ts), never on the main thread: 100,000 games
 * take seconds (electron/services/README.md, `bench:backup`).
 */
import type Database from 'better-sqlite3';
import { createFastPosition, encodeMove, MAX_LEGAL_MOVES, newGame, type Move, type RulesInput } from '../../../engine';
import { decodeMoves } from '../games/move-encoding';

interface GameRow {
  id: number;
  rules: string;
  moves: Buffer;
}

/** Reused by every replay: the legal moves of one position at a time. */
const legal = new Int32Array(MAX_LEGAL_MOVES);

/**
 * Whether the moves replay from the rules: what the engine's `play` checks at
 * each move (the move is among the legal ones), on its in-place kernel, so
 * that no state is copied, validated and rebuilt per move. 100,000 games would
 * otherwise take minutes instead of seconds.
 */
export function movesReplay(rules: RulesInput, moves: readonly Move[]): boolean {
  const started = newGame(rules);
  if (!started.ok) return false;
  const position = createFastPosition(started.value);
  for (const move of moves) {
    const code = encodeMove(move);
    const count = position.legal(legal);
    if (!legal.subarray(0, count).includes(code)) return false;
    position.play(code, null);
  }
  return true;
}

function replays(row: GameRow): boolean {
  let rules: RulesInput;
  try {
    rules = JSON.parse(row.rules) as RulesInput;
  } catch {
    return false;
  }
  // A row whose moves are not a blob (written by hand) is as damaged as one whose bytes are.
  if (!Buffer.isBuffer(row.moves)) return false;
  return movesReplay(rules, decodeMoves(row.moves));
}

/** The proof was stopped (the app is closing): nothing is known. */
export class ProofStopped extends Error {
  constructor() {
    super('The app is closing: the replay proof was stopped.');
    this.name = 'ProofStopped';
  }
}

/** The ids of the games (those in the bin too: they are restorable) that no longer replay, in id order. */
export function gamesThatDoNotReplay(db: Database.Database, stopping: () => boolean = () => false): number[] {
  const failed: number[] = [];
  let seen = 0;
  for (const row of db.prepare('SELECT id, rules, moves FROM games ORDER BY id').iterate() as IterableIterator<GameRow>) {
    // Asked now and then, not at every game: the flag is shared memory, but the loop is the hot path.
    if (++seen % 1024 === 0 && stopping()) throw new ProofStopped();
    if (!replays(row)) failed.push(row.id);
  }
  return failed;
}

/** Whether game `id` is in the archive `db` and replays there (false when it is missing). */
export function gameReplays(db: Database.Database, id: number): boolean {
  const row = db.prepare('SELECT id, rules, moves FROM games WHERE id = ?').get(id) as GameRow | undefined;
  return row !== undefined && replays(row);
}

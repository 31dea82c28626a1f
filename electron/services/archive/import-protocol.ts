/** What the import workers receive and send back (plain data, structured-cloned). */
import type { Glyph, MoveNote, Player } from '../../../engine';
import type { GameStatus, Termination } from '../../contract';
import type { CheckedGame, FilePiece, RecordFault } from './record-check';

/** A batch of consecutive pieces of the file to check; `batch` numbers it in file order. */
export interface CheckRequest {
  batch: number;
  pieces: FilePiece[];
}

export type ImportWorkerMessage =
  /** The batch's games, in file order. */
  | { type: 'checked'; batch: number; pieces: number; games: PackedGame[] }
  /** The batch's first fault: the rest of that batch is not checked. */
  | { type: 'fault'; batch: number; pieces: number; fault: RecordFault };

/**
 * A checked game as it crosses to the archive's worker: a tuple, its notes
 * in parallel arrays. Structured cloning pays for every object and every
 * key: a CheckedGame (its outcome, each note an object) took 11–12 µs to
 * serialize and deserialize, this 9.5–10 with packing and unpacking (5,000
 * of bench:archive's games in batches of 250, one thread, load 22 on 2
 * cores); the deserialized objects are also what the writing thread holds.
 */
export type PackedGame = [
  line: number,
  preset: string,
  rules: string,
  southName: string,
  southKind: string,
  northName: string,
  northKind: string,
  playedOn: string | null,
  status: GameStatus,
  termination: Termination | null,
  winner: Player | null,
  southStore: number,
  northStore: number,
  event: string,
  recordTags: string,
  comment: string | null,
  choiceCount: number,
  moves: string,
  lastSouthStore: number,
  lastNorthStore: number,
  longestRelay: number,
  hints: number,
  hash: string,
  noteMoves: number[],
  noteGlyphs: (Glyph | null)[],
  noteComments: (string | null)[],
  labels: string[],
];

export function packGame(game: CheckedGame): PackedGame {
  const { outcome, notes } = game;
  return [
    game.line, game.preset, game.rules, game.southName, game.southKind, game.northName, game.northKind, game.playedOn, game.status,
    outcome === null ? null : outcome.termination, outcome === null ? null : outcome.winner, outcome === null ? 0 : outcome.stores[0], outcome === null ? 0 : outcome.stores[1],
    game.event, game.recordTags, game.comment, game.choiceCount, game.moves, game.lastSouthStore, game.lastNorthStore, game.longestRelay, game.hints, game.hash,
    notes.map((note) => note.move), notes.map((note) => note.glyph), notes.map((note) => note.comment), game.labels,
  ];
}

export function unpackGame(packed: PackedGame): CheckedGame {
  const [
    line, preset, rules, southName, southKind, northName, northKind, playedOn, status, termination, winner, southStore, northStore,
    event, recordTags, comment, choiceCount, moves, lastSouthStore, lastNorthStore, longestRelay, hints, hash, noteMoves, noteGlyphs, noteComments, labels,
  ] = packed;
  const notes: MoveNote[] = noteMoves.map((move, index) => ({ move, glyph: noteGlyphs[index] ?? null, comment: noteComments[index] ?? null }));
  return {
    line, preset, rules, southName, southKind, northName, northKind, playedOn, status,
    outcome: termination === null ? null : { termination, winner, stores: [southStore, northStore] },
    event, recordTags, comment, choiceCount, moves, lastSouthStore, lastNorthStore, longestRelay, hints, hash, notes, labels,
  };
}

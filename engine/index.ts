/**
 * The engine's only entry point for other folders: rules and presets, states,
 * legal moves and play, the board and turn vocabulary, the event replay
 * helper, outcomes, the fast path, game records and the computer opponent.
 * Nothing outside engine/ imports a module behind this file.
 */
export { PRESETS, SERIES_DEFAULTS } from './rules/presets';
export { resolveRules } from './rules/resolve';
export { familyOptions, RULE_OPTIONS, type RuleOption } from './rules/options';
export { MAX_HOLES, MAX_SEEDS_PER_HOLE, MAX_TOTAL_SEEDS, MIN_HOLES, MIN_SEEDS_PER_HOLE } from './rules/limits';
export { newGame, validateState } from './state';
export { legalMoves, play, isOver, result, choosers } from './play';
export { storeOf, storesOf, pitOfHole, holeOf, type PitOwner } from './board';
export { turnOf, turnFromMoves, playersToAct, holesFor, moverOf, holeChosenBy, combineFirstChoices, type Turn } from './turn';
export { applyEvent, applyEvents } from './replay';
export { createFastPosition } from './family';
export { encodeMove, decodeMove, MAX_LEGAL_MOVES, OPENING_BASE, PENDING_BASE } from './fast/position';
export type { FastPosition, EventSink } from './fast/position';
export type { CongkakState, OpeningState, Hand, HandStatus } from './congkak/state';
export * from './types';
export * from './record/index';
export * from './ai/index';
// Puzzles (issue 18): whole turns, the prover, themes and rating, the bundled set and picking from it.
export { PUZZLE_GOALS, PUZZLE_THEMES, PUZZLE_MARGIN, type Puzzle, type PuzzleGoal, type PuzzleTheme } from './puzzles/types';
export { wholeTurns, DEFAULT_TURN_LIMIT, type WholeTurn, type WholeTurns } from './puzzles/whole-turns';
export { provePuzzle, REFUSALS, DEFAULT_PROOF_NODES, type ProvenPuzzle, type Proof, type Refusal, type RefusalReason, type ProveOptions } from './puzzles/prove';
export { puzzleThemes } from './puzzles/themes';
export { puzzleRating, weakestSolvingLevel } from './puzzles/rating';
export { puzzleId } from './puzzles/id';
export { completePuzzle } from './puzzles/make';
export { puzzleState, parsePuzzleEntry, parsePuzzleSet, printPuzzleEntry, type PuzzleEntry } from './puzzles/entry';
export { PUZZLE_SET } from './puzzles/set';
export { pickPuzzle, type PickRequest } from './puzzles/pick';

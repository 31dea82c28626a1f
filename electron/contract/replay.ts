/**
 * The replay viewer's part of the contract: a whole game to step through, its
 * annotations (a comment on the game, a glyph and comment on any turn) saved
 * one edit at a time, the opponent's judgement of each of its choices, kept
 * with the game, and its answer on a line explored from it, never recorded.
 */
import * as v from 'valibot';
import { exactObject } from './exact-object';
import { someLines } from './text-rules';
import { GLYPHS, type Move, type MoveNote, type Player, type Rules } from '../../engine';
import { gameIdSchema, LEVELS, moveSchema, type PlayerSpec } from './schemas';
import type { GameOutcome, GameStatus, MoveEvaluation } from './views';

/** Long enough for an essay on a turn, short enough to stop absurd payloads. */
export const COMMENT_MAX = 10_000;
/** A game's moves plus an explored line: no real game comes near. */
export const LINE_MAX = 4000;

/**
 * A comment the record format writes and reads back unchanged (RULES.md §8): no
 * braces, no carriage return, no blank line inside. An empty comment is none.
 */
export const commentSchema = v.pipe(
  v.string(),
  v.maxLength(COMMENT_MAX),
  someLines,
  v.check((text) => !/[{}\r]/.test(text), 'a comment may not hold { or } or a carriage return'),
  v.check((text) => !/\n[ \t]*\n/.test(text), 'a comment may not hold a blank line'),
);

export const setGameCommentSchema = exactObject({ gameId: gameIdSchema, comment: v.nullable(commentSchema) });

export const setMoveNoteSchema = exactObject({
  gameId: gameIdSchema,
  /** Index of the last move of the annotated turn (GameRecord.notes). */
  move: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LINE_MAX)),
  glyph: v.nullable(v.picklist(GLYPHS)),
  comment: v.nullable(commentSchema),
});

/** A position reached from a game's start by `moves` (a line explored from the game). */
export const linePositionSchema = exactObject({
  gameId: gameIdSchema,
  moves: v.pipe(v.array(moveSchema), v.maxLength(LINE_MAX)),
  /** Whose choices: in the opening both players choose. */
  player: v.picklist([0, 1] as const),
});

/** One choice of a game (move `move`, chosen by `player`), to be judged in the position before it. */
export const gameChoiceSchema = exactObject({
  gameId: gameIdSchema,
  move: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LINE_MAX)),
  player: v.picklist([0, 1] as const),
});

export const answerLineSchema = exactObject({
  ...linePositionSchema.entries,
  level: v.picklist(LEVELS),
});

/** Everything the viewer needs to replay and annotate a game (positions are re-derived by the engine). */
export interface ReplayGame {
  id: number;
  rules: Rules;
  /** [South, North]. */
  players: [PlayerSpec, PlayerSpec];
  status: GameStatus;
  outcome: GameOutcome | null;
  event: string;
  createdAt: string;
  moves: Move[];
  comment: string | null;
  notes: MoveNote[];
  labels: string[];
  /** The judgements kept of the game's choices, in move order: what the replay's analysis found so far. */
  analysis: ChoiceAnalysis[];
}

/** The computer's judgement of one choice of a game: every choice `player` had before move `move`, best first. */
export interface ChoiceAnalysis {
  move: number;
  player: Player;
  evaluations: MoveEvaluation[];
}

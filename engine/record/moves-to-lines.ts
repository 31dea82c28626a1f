/**
 * Moves → movetext lines: replays a GAME's moves through the engine and groups
 * them into the turns §8 writes, one line each (the opening on one line, the
 * holes of a turn joined by `+`), adding the passes and round separators the
 * engine's events call for. Notes are attached to the line of the turn whose
 * last move they index.
 */
import { encodeMove } from '../fast/position';
import type { GameState, Move, MoveNote, Player, Result, Rules } from '../types';
import { forcedLines, playMove, printForcedLine, startGame, turnEnded, type ForcedLine } from './engine-steps';
import { FastReplayer } from './fast-replay';
import { PLAYER_LETTERS } from './movetext';

/** One turn of the movetext: `lastMove` indexes the move that ends it (where its note goes). */
export type Turn =
  | { kind: 'turn'; player: Player; holes: number[]; lastMove: number }
  | { kind: 'opening'; south: number[]; north: number[]; lastMove: number };

export type Line = Turn | ForcedLine;

/** The movetext lines of a game; the error names the move (1-based) and the reason. */
export function movetextLines(rules: Rules, moves: readonly Move[], notes: readonly MoveNote[]): Result<string[], string> {
  const grouped = groupTurns(rules, moves);
  if (!grouped.ok) return grouped;
  const noteAt = new Map<number, MoveNote>();
  for (const note of notes) {
    if (noteAt.has(note.move)) return { ok: false, error: `two notes on move ${note.move}` };
    noteAt.set(note.move, note);
  }
  const lines: string[] = [];
  for (const line of grouped.value) {
    if (line.kind === 'pass' || line.kind === 'round') {
      lines.push(printForcedLine(line));
      continue;
    }
    const note = noteAt.get(line.lastMove);
    noteAt.delete(line.lastMove);
    lines.push(printTurn(line) + (note?.glyph ? ` ${note.glyph}` : '') + (note?.comment != null ? ` {${note.comment}}` : ''));
  }
  const stray = [...noteAt.keys()][0];
  if (stray !== undefined) return { ok: false, error: `note on move ${stray}, which is not the last move of a turn` };
  return { ok: true, value: lines };
}

/** `S 3+7`, or the opening's `S 3+7 / N 5`. */
export function printTurn(turn: Turn): string {
  if (turn.kind === 'opening') return `S ${turn.south.join('+')} / N ${turn.north.join('+')}`;
  return `${PLAYER_LETTERS[turn.player]} ${turn.holes.join('+')}`;
}

/**
 * The movetext lines of a game as data: its turns and the pass and round lines
 * its events force. The fast path groups every game whose moves replay; when
 * one does not, the step-by-step path says which move and why.
 */
export function groupTurns(rules: Rules, moves: readonly Move[]): Result<Line[], string> {
  const fast = groupTurnsFast(rules, moves);
  if (Array.isArray(fast)) return { ok: true, value: fast };
  // Only why the refused move is refused is missing: the step-by-step path takes it from the game just before it.
  const why = fast === null ? null : groupTurnsStepByStep(rules, moves, fast);
  return why !== null && !why.ok ? why : groupTurnsStepByStep(rules, moves);
}

/** A game replayed up to move `index`. */
interface GameBefore {
  index: number;
  state: GameState;
}

/**
 * groupTurns on the mutable fast path (FastReplayer); when a move does not
 * replay, the game just before it (null when not even the rules do). The
 * public `play` validates and copies the whole state per move, Oware's
 * repetition history included, which made printing one long 2×15 Oware game
 * take over a second.
 */
function groupTurnsFast(rules: Rules, moves: readonly Move[]): Line[] | GameBefore | null {
  const started = FastReplayer.start(rules);
  if (!started.ok) return null;
  const replayer = started.value;
  const lines: Line[] = [];
  let turn: Turn | null = null;
  for (const [index, move] of moves.entries()) {
    const mover = replayer.moverOfTurn();
    const holes = 'hole' in move ? [move.hole] : [move.south, move.north];
    const step = holes.every((hole) => replayer.isHole(hole)) ? replayer.play(encodeMove(move)) : null;
    if (step === null) return { index, state: replayer.state() };
    if ('south' in move) {
      turn = { kind: 'opening', south: [move.south], north: [move.north], lastMove: index };
    } else if ('player' in move) {
      if (turn?.kind !== 'opening') return null;
      (move.player === 0 ? turn.south : turn.north).push(move.hole);
    } else {
      if (mover === null) return null;
      if (turn?.kind !== 'turn') turn = { kind: 'turn', player: mover, holes: [], lastMove: index };
      turn.holes.push(move.hole);
    }
    turn.lastMove = index;
    const ended = turn.kind === 'opening' ? !replayer.asksPendingChoice() : step.turnEnded;
    if (ended) {
      lines.push(turn, ...replayer.forced.splice(0));
      turn = null;
    }
  }
  if (turn) lines.push(turn, ...replayer.forced.splice(0));
  return lines;
}

/**
 * groupTurns through the public `play`, move by move: slower, but it names
 * what is wrong. `from` goes on from a game replayed that far (to find why a
 * move is refused: the lines before it are not given back).
 */
export function groupTurnsStepByStep(rules: Rules, moves: readonly Move[], from?: GameBefore): Result<Line[], string> {
  const started = from === undefined ? startGame(rules) : { ok: true as const, value: from.state };
  if (!started.ok) return { ok: false, error: started.error.message };
  let state = started.value;
  const lines: Line[] = [];
  let turn: Turn | null = null;
  let forced: ForcedLine[] = [];
  for (let index = from?.index ?? 0; index < moves.length; index++) {
    const move = moves[index] as Move;
    const mover = state.toMove;
    const result = playMove(state, move);
    if (!result.ok) return { ok: false, error: `move ${index + 1} (${JSON.stringify(move)}) is illegal: ${result.error.message}` };
    const { events } = result.value;
    ({ state } = result.value);
    if ('south' in move) {
      turn = { kind: 'opening', south: [move.south], north: [move.north], lastMove: index };
    } else if ('player' in move) {
      if (turn?.kind !== 'opening') return { ok: false, error: `move ${index + 1} is a choice outside the opening` };
      (move.player === 0 ? turn.south : turn.north).push(move.hole);
    } else {
      if (mover === null) return { ok: false, error: `move ${index + 1} is an ordinary turn while nobody is to move` };
      if (turn?.kind !== 'turn') turn = { kind: 'turn', player: mover, holes: [], lastMove: index };
      turn.holes.push(move.hole);
    }
    turn.lastMove = index;
    forced.push(...forcedLines(events));
    const ended = turn.kind === 'opening' ? state.phase !== 'opening' : turnEnded(state, events);
    if (ended) {
      lines.push(turn, ...forced);
      turn = null;
      forced = [];
    }
  }
  if (turn) lines.push(turn, ...forced);
  return { ok: true, value: lines };
}

/**
 * Puzzles from the player's own games: every choice of a human side that
 * gave away at least PUZZLE_MARGIN seeds against the best choice (as Replay's
 * analysis judges choices) becomes a puzzle of the position before it. Its
 * solutions are the choices the analysis rates within PUZZLE_MARGIN of the
 * best (Replay calls those good, so the puzzle does too), each continued
 * through the rest of the turn by the analysis's expected line, and where
 * that line stops short of the turn's end, by the analysis asked from there:
 * the grader judges whole turns, so a solution that is not one could never
 * be matched.
 */
import { createHash } from 'node:crypto';
import type { GameState, Move, Player, Result } from '../../../engine';
import { PUZZLE_MARGIN, type MoveEvaluation, type PlayerSpec, type Puzzle } from '../../contract';
import type { GameEngine } from '../games/engine-port';
import { solverTurnIsOver } from './grading';
import type { StoredPersonalPuzzle } from './puzzle-store';

export interface AnalysedGame {
  id: number;
  rules: GameState['rules'];
  players: readonly [PlayerSpec, PlayerSpec];
  moves: readonly Move[];
}

/** Judges every choice of `player` in `state`, best first (the opponent's `analyse`). */
export type AnalyseChoices = (state: GameState, player: Player) => Promise<Result<MoveEvaluation[]>>;

/** A clear mistake is easy to see again: the more it gave away, the lower the puzzle's rating. */
export function ratingFromMargin(margin: number): number {
  return Math.max(900, 1700 - 40 * (margin - PUZZLE_MARGIN));
}

/** Content-derived, as the set's ids are: the same position and goal always get the same id. */
export function personalPuzzleId(state: GameState, solver: Player): string {
  const digest = createHash('sha256').update(JSON.stringify({ state, solver, goal: 'most-seeds' })).digest('hex');
  return `mine-${digest.slice(0, 20)}`;
}

/** The human sides of a game: both at one device, else the one who played the computer. */
export function humanSides(players: readonly [PlayerSpec, PlayerSpec]): Player[] {
  return ([0, 1] as const).filter((side) => players[side].kind === 'human');
}

/** A guard far beyond any real store-landing chain, against an analysis that never ends the turn. */
const MOST_CHOICES_IN_A_TURN = 64;

/**
 * The solver's whole turn from `evaluation`: its choice, then its line's next
 * choices while the turn stays theirs; where the line stops (or names a
 * choice the engine refuses) with the turn still theirs, the analysis's best
 * choice from there and its line. Null when the turn cannot be followed to
 * its end.
 */
async function turnFrom(engine: GameEngine, analyse: AnalyseChoices, state: GameState, solver: Player, evaluation: MoveEvaluation): Promise<number[] | null> {
  const choices: number[] = [];
  let position = state;
  let line = lineOf(evaluation);
  while (choices.length < MOST_CHOICES_IN_A_TURN) {
    let followed = 0;
    for (const move of line) {
      if (!('hole' in move) || solverTurnIsOver(state, solver, position)) break;
      const played = engine.play(position, move);
      if (!played.ok) break;
      choices.push(move.hole);
      position = played.value.state;
      followed++;
    }
    // Nothing here could be played: the turn cannot be followed any further.
    if (followed === 0) return null;
    if (solverTurnIsOver(state, solver, position)) return choices;
    const asked = await analyse(position, solver);
    const next = asked.ok ? asked.value[0] : undefined;
    if (next === undefined) return null;
    line = lineOf(next);
  }
  return null;
}

/** The choices an evaluation expects, its own first: its line, or the choice alone when it has none. */
const lineOf = (evaluation: MoveEvaluation): readonly Move[] => (evaluation.line !== undefined && evaluation.line.length > 0 ? evaluation.line : [evaluation.move]);

async function puzzleOf(engine: GameEngine, analyse: AnalyseChoices, state: GameState, solver: Player, evaluations: readonly MoveEvaluation[], loss: number): Promise<Puzzle | null> {
  const best = evaluations[0];
  if (best === undefined) return null;
  // A choice that names no hole (the opening's pair) is no one's turn alone: never a solution.
  const good = evaluations.filter((evaluation) => best.score - evaluation.score < PUZZLE_MARGIN && 'hole' in evaluation.move);
  const notGood = evaluations.find((evaluation) => best.score - evaluation.score >= PUZZLE_MARGIN);
  if (good.length === 0 || notGood === undefined) return null;
  const solutions: number[][] = [];
  // One question at a time, as findPersonalPuzzles asks them.
  for (const evaluation of good) {
    const turn = await turnFrom(engine, analyse, state, solver, evaluation);
    // A good turn not followed to its end could never be matched: the player playing it would be told they failed.
    if (turn === null) return null;
    solutions.push(turn);
  }
  return {
    id: personalPuzzleId(state, solver),
    preset: state.rules.preset,
    state,
    solver,
    goal: 'most-seeds',
    solutions,
    value: best.score,
    margin: best.score - notGood.score,
    themes: [],
    rating: Math.round(ratingFromMargin(loss)),
  };
}

/**
 * Asks about each choice of a human side, one at a time (the opponent's
 * worker also answers hints and moves: a queue of questions would hold them
 * up). A game the engine no longer replays yields the puzzles found before.
 */
export async function findPersonalPuzzles(engine: GameEngine, game: AnalysedGame, analyse: AnalyseChoices): Promise<StoredPersonalPuzzle[]> {
  const sides = humanSides(game.players);
  const started = engine.newGame(game.rules);
  if (!started.ok || sides.length === 0) return [];
  const found: StoredPersonalPuzzle[] = [];
  const turns: [number, number] = [0, 0];
  let previousMover: Player | null = null;
  let state = started.value;
  for (const [moveIndex, move] of game.moves.entries()) {
    // The simultaneous opening and its pending choices are no one's turn alone: no puzzle there.
    const hole = state.phase === 'play' && 'hole' in move && !('player' in move) ? move.hole : null;
    const mover = hole === null ? null : state.toMove;
    if (mover !== null && mover !== previousMover) turns[mover]++;
    if (mover !== null && sides.includes(mover)) {
      const analysed = await analyse(state, mover);
      const evaluations = analysed.ok ? analysed.value : [];
      const best = evaluations[0];
      const played = evaluations.find((evaluation) => 'hole' in evaluation.move && evaluation.move.hole === hole);
      const loss = best !== undefined && played !== undefined ? best.score - played.score : 0;
      const puzzle = loss >= PUZZLE_MARGIN ? await puzzleOf(engine, analyse, state, mover, evaluations, loss) : null;
      if (puzzle !== null) found.push({ puzzle, gameId: game.id, moveIndex, turn: turns[mover] });
    }
    previousMover = mover ?? previousMover;
    const next = engine.play(state, move);
    if (!next.ok) break;
    state = next.value.state;
  }
  return found;
}

/**
 * Puzzles from the player's own games: every choice of a human side that
 * gave away at least PUZZLE_MARGIN seeds against the best choice (as Replay's
 * analysis judges choices) becomes a puzzle of the position before it. Its
 * solutions are the choices the analysis rates within PUZZLE_MARGIN of the
 * best (Replay calls those good, so the puzzle does too), each continued
 * through the rest of the turn by the analysis's expected line.
 */
import { createHash } from 'node:crypto';
import type { GameState, Move, Player, Result } from '../../../engine';
import { PUZZLE_MARGIN, type MoveEvaluation, type PlayerSpec, type Puzzle } from '../../contract';
import type { GameEngine } from '../games/engine-port';
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

/** The solver's whole turn: `first`, then the line's next choices while the turn stays theirs. */
function turnFrom(engine: GameEngine, state: GameState, solver: Player, evaluation: MoveEvaluation): number[] | null {
  if (!('hole' in evaluation.move)) return null;
  const choices: number[] = [];
  let position = state;
  for (const move of evaluation.line ?? [evaluation.move]) {
    if (!('hole' in move) || position.phase !== 'play' || position.toMove !== solver) break;
    const played = engine.play(position, move);
    if (!played.ok) break;
    choices.push(move.hole);
    position = played.value.state;
  }
  return choices.length > 0 ? choices : [evaluation.move.hole];
}

function puzzleOf(engine: GameEngine, state: GameState, solver: Player, evaluations: readonly MoveEvaluation[], loss: number): Puzzle | null {
  const best = evaluations[0];
  if (best === undefined) return null;
  const good = evaluations.filter((evaluation) => best.score - evaluation.score < PUZZLE_MARGIN);
  const notGood = evaluations.find((evaluation) => best.score - evaluation.score >= PUZZLE_MARGIN);
  const solutions = good.map((evaluation) => turnFrom(engine, state, solver, evaluation)).filter((turn): turn is number[] => turn !== null);
  if (solutions.length === 0 || notGood === undefined) return null;
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
      const puzzle = loss >= PUZZLE_MARGIN ? puzzleOf(engine, state, mover, evaluations, loss) : null;
      if (puzzle !== null) found.push({ puzzle, gameId: game.id, moveIndex, turn: turns[mover] });
    }
    previousMover = mover ?? previousMover;
    const next = engine.play(state, move);
    if (!next.ok) break;
    state = next.value.state;
  }
  return found;
}

/**
 * The benchmark's games (`bench:analysis`): whole games of seeded level play,
 * 20 to 60 choices each, in Congkak, Kalah and Oware. Levels 2 to 4 with
 * fixed seeds are deterministic (node budgets, no clock), so the same moves
 * come out on any machine; the reference fixture keeps the moves anyway and
 * the benchmark checks they still agree.
 */
import { chooseMove, choosers, legalMoves, newGame, play, PRESETS, type GameState, type Move, type Player, type PresetName } from '../../../engine';
import { analysisTasks, type AnalysisTask } from '../../src/lib/replay/analysis';
import { stepThrough, type SteppedGame } from '../../src/lib/replay/stepped-game';

export interface BenchGame {
  preset: PresetName;
  seed: number;
  moves: Move[];
}

export const BENCH_PRESETS = ['congkak', 'kalah', 'oware'] as const;
const GAMES_PER_PRESET = [7, 7, 6];
const MIN_CHOICES = 20;
const MAX_CHOICES = 60;

function mustPlay(state: GameState, move: Move): GameState {
  const played = play(state, move);
  if (!played.ok) throw new Error(`illegal move in a bench game: ${played.error.message}`);
  return played.value.state;
}

/** One whole game between two seeded levels; its moves and how many choices they hold (the opening's first counts twice). */
function playGame(preset: PresetName, seed: number): { moves: Move[]; choices: number } {
  const started = newGame(PRESETS[preset]);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const levels = [2 + (seed % 3), 2 + ((seed + 1) % 3)];
  const moves: Move[] = [];
  let choices = 0;
  const ask = (player: Player, turn: number): Move => {
    const best = chooseMove(state, { level: levels[player], seed: seed * 1000 + turn, player });
    if (!best.ok) throw new Error(best.error.message);
    return best.value.move;
  };
  for (let turn = 0; state.phase !== 'over' && choices <= MAX_CHOICES; turn++) {
    const asked = choosers(state);
    if (asked.length === 2) {
      const south = ask(0, turn) as { hole: number };
      const north = ask(1, turn) as { hole: number };
      choices += 2;
      if (legalMoves(state).some((move) => 'south' in move)) {
        moves.push({ south: south.hole, north: north.hole });
        state = mustPlay(state, moves.at(-1)!);
      } else {
        for (const move of [{ player: 0, hole: south.hole }, { player: 1, hole: north.hole }] as Move[]) {
          moves.push(move);
          state = mustPlay(state, move);
        }
      }
    } else {
      moves.push(ask(asked[0]!, turn));
      state = mustPlay(state, moves.at(-1)!);
      choices++;
    }
  }
  return { moves, choices: state.phase === 'over' ? choices : Infinity };
}

/** The 20 games: for each preset, the first seeds whose game ends within 20 to 60 choices. */
export function benchGames(): BenchGame[] {
  return BENCH_PRESETS.flatMap((preset, p) => {
    const games: BenchGame[] = [];
    for (let seed = 1; games.length < GAMES_PER_PRESET[p]!; seed++) {
      const game = playGame(preset, seed);
      if (game.choices >= MIN_CHOICES && game.choices <= MAX_CHOICES) games.push({ preset, seed, moves: game.moves });
    }
    return games;
  });
}

/** One choice of a bench game to judge: `player`'s choice before move `move`, in `state`. */
export interface BenchChoice extends AnalysisTask {
  state: GameState;
}

/** The game stepped through as Replay does, and its choices in Replay's order (analysis.ts). */
export function choicesOf(game: BenchGame): { stepped: SteppedGame; choices: BenchChoice[] } {
  const stepped = stepThrough(PRESETS[game.preset], game.moves);
  if (!stepped.ok) throw new Error(`bench game ${game.preset} ${game.seed} does not replay: ${stepped.error}`);
  const choices = analysisTasks(stepped.value).map((task) => ({ ...task, state: stepped.value.states[task.move]! }));
  return { stepped: stepped.value, choices };
}

/**
 * A deliberately tiny stand-in engine for the services' own tests: Kalah-like
 * sowing on 2×3 holes with 2 seeds, alternate turns, no captures, the round ends
 * when a row is empty (owners keep their leftovers). It exercises the session
 * logic (legal and illegal moves, game over, replay) without depending on the
 * real engine's rules.
 */
import type { EngineEvent, GameState, Move, Player, PlayOutcome, Result, Rules, RulesInput } from '../../../engine';
import type { GameEngine } from '../games/engine-port';

const HOLES = 3;

const TOY_RULES: Rules = {
  preset: 'kalah',
  game: 'kalah',
  holes: HOLES,
  seeds: 2,
  direction: 'counterclockwise',
  opening: 'alternate',
  firstPlayer: 'south',
  storeLanding: 'again',
  relay: false,
  emptyOpposite: 'stay',
  captureNeedsLap: false,
  emptyOpponentLanding: 'stay',
  roundEnd: 'either-side-empty',
  leftovers: 'owner',
  series: null,
};

const storeOf = (player: Player) => (player === 0 ? HOLES : 2 * HOLES + 1);
const firstPitOf = (player: Player) => (player === 0 ? 0 : HOLES + 1);
const rowEmpty = (pits: number[], player: Player) => pits.slice(firstPitOf(player), firstPitOf(player) + HOLES).every((n) => n === 0);

export const toyEngine: GameEngine = {
  newGame(rules: RulesInput): Result<GameState> {
    // Replays pass the full rules object the game was stored with.
    const preset = typeof rules === 'string' ? rules : rules.preset;
    if (preset !== 'kalah') return { ok: false, error: { code: 'bad-rules', message: 'The toy engine only plays "kalah".' } };
    const pits = [2, 2, 2, 0, 2, 2, 2, 0];
    return { ok: true, value: { rules: TOY_RULES, pits, burnt: [], toMove: 0, phase: 'play', round: 1, result: null } };
  },

  legalMoves(state: GameState): Move[] {
    if (state.toMove === null) return [];
    const first = firstPitOf(state.toMove);
    return [1, 2, 3].filter((hole) => (state.pits[first + hole - 1] ?? 0) > 0).map((hole) => ({ hole }));
  },

  play(state: GameState, move: Move): Result<PlayOutcome> {
    const player = state.toMove;
    if (player === null) return { ok: false, error: { code: 'game-over', message: 'The game is over.' } };
    if (!('hole' in move) || 'player' in move || !this.legalMoves(state).some((m) => 'hole' in m && m.hole === move.hole)) {
      return { ok: false, error: { code: 'illegal-move', message: `Hole ${JSON.stringify(move)} cannot be played.` } };
    }
    const pits = [...state.pits];
    const events: EngineEvent[] = [];
    let pit = firstPitOf(player) + move.hole - 1;
    let hand = pits[pit] ?? 0;
    pits[pit] = 0;
    events.push({ type: 'pick', player, pit, seeds: hand });
    while (hand > 0) {
      pit = (pit + 1) % pits.length;
      if (pit === storeOf(player === 0 ? 1 : 0)) continue;
      pits[pit] = (pits[pit] ?? 0) + 1;
      hand -= 1;
      events.push({ type: 'sow', player, pit });
    }
    const again = pit === storeOf(player);
    let next: Player | null = again ? player : player === 0 ? 1 : 0;
    let result: GameState['result'] = null;
    if (rowEmpty(pits, 0) || rowEmpty(pits, 1)) {
      for (const owner of [0, 1] as const) {
        for (let i = 0; i < HOLES; i++) {
          const index = firstPitOf(owner) + i;
          pits[storeOf(owner)] = (pits[storeOf(owner)] ?? 0) + (pits[index] ?? 0);
          pits[index] = 0;
        }
      }
      const stores: [number, number] = [pits[storeOf(0)] ?? 0, pits[storeOf(1)] ?? 0];
      result = { winner: stores[0] === stores[1] ? null : stores[0] > stores[1] ? 0 : 1, stores };
      next = null;
    }
    events.push({ type: 'turn-end', player, next });
    if (result) events.push({ type: 'game-end', winner: result.winner, stores: result.stores });
    return {
      ok: true,
      value: { state: { ...state, pits, toMove: next, phase: result ? 'over' : 'play', result }, events },
    };
  },
};

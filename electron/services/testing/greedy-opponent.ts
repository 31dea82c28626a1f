/**
 * A one-move-deep opponent: it plays the choice that gains the most seeds in
 * store right away (in the opening's first choice, on average over the other
 * player's replies). A fast, deterministic stand-in for the searching
 * opponent (electron/services/opponent) in service tests; it needs nothing
 * but the engine port.
 */
import { storesOf, type GameState, type Move, type Player, type Result } from '../../../engine';
import type { GameEngine } from '../games/engine-port';
import type { ComputerOpponent, MoveAnalysis } from '../games/opponent';

function storeMargin(state: GameState, player: Player): number {
  const [south, north] = storesOf(state);
  return player === 0 ? south - north : north - south;
}

/** Every choice of `player` with its immediate store margin, best first. */
export function rankChoices(engine: GameEngine, state: GameState, player: Player): MoveAnalysis[] {
  const legal = engine.legalMoves(state);
  const scoreOf = (move: Move): number => {
    const played = engine.play(state, move);
    return played.ok ? storeMargin(played.value.state, player) : -Infinity;
  };
  const first = legal[0];
  let ranked: MoveAnalysis[];
  if (first !== undefined && 'south' in first) {
    // The first choice of the opening: each own hole, averaged over the other's holes.
    const byHole = new Map<number, number[]>();
    for (const pair of legal) {
      if (!('south' in pair)) continue;
      const hole = player === 0 ? pair.south : pair.north;
      byHole.set(hole, [...(byHole.get(hole) ?? []), scoreOf(pair)]);
    }
    ranked = [...byHole].map(([hole, scores]) => ({
      move: { player, hole },
      score: scores.reduce((sum, score) => sum + score, 0) / scores.length,
      exact: false,
    }));
  } else {
    ranked = legal
      .filter((move) => !('player' in move) || move.player === player)
      .map((move) => ({ move, score: scoreOf(move), exact: false }));
  }
  return ranked.sort((a, b) => b.score - a.score);
}

export function createGreedyOpponent(engine: GameEngine): ComputerOpponent {
  const answer = <T>(value: T | undefined): Promise<Result<T>> =>
    Promise.resolve(value === undefined ? { ok: false, error: { code: 'game-over', message: 'There is no move to choose.' } } : { ok: true, value });
  return {
    chooseMove: (request) => answer(rankChoices(engine, request.state, request.player)[0]?.move),
    analyse: (request) => answer(rankChoices(engine, request.state, request.player)),
  };
}

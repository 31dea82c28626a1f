import { describe, expect, it } from 'vitest';
import { newGame, play, type GameState } from '../../../engine';
import { gameEngine } from '../games/engine';
import { createGreedyOpponent, rankChoices } from './greedy-opponent';

function started(rules: Parameters<typeof newGame>[0]): GameState {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

describe('the greedy stand-in opponent', () => {
  it('ranks every own move by the store margin it gains at once, best first', () => {
    const state = started('kalah');
    const ranked = rankChoices(gameEngine, state, 0);
    expect(ranked.map((entry) => entry.move).sort((a, b) => ('hole' in a && 'hole' in b ? a.hole - b.hole : 0))).toEqual(
      [1, 2, 3, 4, 5, 6].map((hole) => ({ hole })),
    );
    for (const entry of ranked) {
      const outcome = play(state, entry.move);
      if (!outcome.ok) throw new Error(outcome.error.message);
      expect(entry.score).toBe((outcome.value.state.pits[6] ?? 0) - (outcome.value.state.pits[13] ?? 0));
    }
    expect(ranked.map((entry) => entry.score)).toEqual([...ranked.map((entry) => entry.score)].sort((a, b) => b - a));
  });

  it('answers its own {player, hole} in the opening’s first choice', async () => {
    const state = started({ preset: 'congkak', holes: 3, seeds: 3 });
    const opponent = createGreedyOpponent(gameEngine);
    const chosen = await opponent.chooseMove({ gameId: 1, state, player: 1, level: 1, signal: new AbortController().signal });
    expect(chosen.ok && chosen.value).toMatchObject({ player: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { legalMoves, play, type GameState } from '../../../../engine';
import { gameView } from '../../testing/game-view-fixture';
import { roundSummaryOf } from './round-summary';

/** A small series played by its first legal moves until a move ends round 1; that view. */
function roundOneEnded() {
  const start = gameView({ preset: 'congkak', holes: 3, seeds: 3, series: { end: { rounds: 2 } } }, ['human', 'human']);
  let state: GameState = start.state;
  for (let ply = 0; ply < 200; ply++) {
    const move = legalMoves(state)[0];
    if (move === undefined) break;
    const played = play(state, move);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
    if (state.round === 2) return { ...start, state, lastEvents: played.value.events };
  }
  throw new Error('round 1 never ended');
}

describe('roundSummaryOf', () => {
  it('reads the stores, the winner, the refill and the next starter from the move that ended a round', () => {
    const view = roundOneEnded();
    const ended = view.lastEvents.find((event) => event.type === 'round-end');
    if (ended?.type !== 'round-end') throw new Error('no round-end');
    const summary = roundSummaryOf(view);
    expect(summary).not.toBeNull();
    expect(summary?.round).toBe(1);
    expect(summary?.sides.map((side) => side.store)).toEqual(ended.stores);
    expect(summary?.winner).toBe(ended.stores[0] > ended.stores[1] ? 0 : ended.stores[1] > ended.stores[0] ? 1 : null);
    expect(summary?.seeds).toBe(3);
    expect(summary?.starter).toBe(view.state.toMove);
    // Every hole of a row is refilled or burnt.
    for (const side of summary?.sides ?? []) expect(side.refilled + side.burnt.length).toBe(3);
  });

  it('numbers the burnt holes in their owner’s own numbering', () => {
    const view = roundOneEnded();
    // North's pits are 4–6 on a 3-hole board: pit 6 is North's hole 3, pit 0 South's hole 1.
    const summary = roundSummaryOf({ ...view, state: { ...view.state, burnt: [6, 0, 5] } });
    expect(summary?.sides[0]).toMatchObject({ refilled: 2, burnt: [1] });
    expect(summary?.sides[1]).toMatchObject({ refilled: 1, burnt: [2, 3] });
  });

  it('is null for a move that ends no round, and for the last round of a series (no refill)', () => {
    const view = roundOneEnded();
    expect(roundSummaryOf({ ...view, lastEvents: view.lastEvents.filter((event) => event.type !== 'refill') })).toBeNull();
    expect(roundSummaryOf({ ...view, lastEvents: [] })).toBeNull();
  });
});

/**
 * End of a round (RULES.md §4) and series (§5). Boards are 2×4 in pit order
 * [s1 s2 s3 s4 S | n1 n2 n3 n4 N], 4 seeds per hole when refilling.
 */
import { describe, expect, it } from 'vitest';
import { applyEvents, newGame } from '../index';
import type { EngineEvent, GameState, Remainder, Rules } from '../types';
import { full, minimal, playAll, SMALL, types } from './test-helpers';
import type { CongkakState } from './state';

const refillOf = (events: EngineEvent[]) => events.find((e) => e.type === 'refill');

describe('round end modes', () => {
  it('either-side-empty: a capture that empties the mover’s row ends the round; leftovers to their owner', () => {
    const { state, events } = playAll(minimal(SMALL, [1, 0, 0, 0, 0, 2, 0, 3, 0, 0], 0), { hole: 1 });
    expect(state.pits).toEqual([0, 0, 0, 0, 4, 0, 0, 0, 0, 2]);
    expect(state.phase).toBe('over');
    expect(state.result).toEqual({ winner: 0, stores: [4, 2] });
    expect(types(events)).toEqual(['pick', 'sow', 'capture', 'turn-end', 'round-end', 'game-end']);
    expect(events[4]).toEqual({ type: 'round-end', round: 1, leftovers: [{ pit: 5, seeds: 2, to: 9 }], stores: [4, 2] });
    expect(events[5]).toEqual({ type: 'game-end', winner: 0, stores: [4, 2] });
  });

  it('leftovers last-mover: the seeds left go to whoever moved last', () => {
    const { state } = playAll(minimal({ ...SMALL, leftovers: 'last-mover' }, [1, 0, 0, 0, 0, 2, 0, 3, 0, 0], 0), { hole: 1 });
    expect(state.pits).toEqual([0, 0, 0, 0, 6, 0, 0, 0, 0, 0]);
    expect(state.result).toEqual({ winner: 0, stores: [6, 0] });
  });

  it('either-side-empty: also when the last seed lands in the mover’s store', () => {
    const { state } = playAll(minimal(SMALL, [2, 0, 0, 1, 0, 0, 0, 0, 0, 0], 0), { hole: 4 });
    expect(state.phase).toBe('over');
    expect(state.pits).toEqual([0, 0, 0, 0, 3, 0, 0, 0, 0, 0]);
  });

  it('mover-side-empty: the same store landing plays on; the round ends when the player to move has no seeds', () => {
    const rules = { ...SMALL, roundEnd: 'mover-side-empty' } as const;
    const afterStore = playAll(minimal(rules, [2, 0, 0, 1, 0, 0, 0, 0, 0, 0], 0), { hole: 4 }).state;
    expect(afterStore.phase).toBe('play');
    expect(afterStore.toMove).toBe(0);
    const { state } = playAll(afterStore, { hole: 1 });
    expect(state.pits).toEqual([0, 0, 0, 0, 3, 0, 0, 0, 0, 0]);
    expect(state.result).toEqual({ winner: 0, stores: [3, 0] });
  });

  it('pass: a player without seeds passes automatically, reported as a pass event', () => {
    const rules = { ...SMALL, roundEnd: 'pass', emptyOpposite: 'stay' } as const;
    const { state, events } = playAll(minimal(rules, [0, 1, 1, 0, 0, 0, 0, 0, 0, 0], 0), { hole: 3 });
    expect(state.pits).toEqual([0, 1, 0, 1, 0, 0, 0, 0, 0, 0]);
    expect(state.toMove).toBe(0);
    expect(events.slice(-2)).toEqual([{ type: 'pass', player: 1 }, { type: 'turn-end', player: 0, next: 0 }]);
  });

  it('pass: while the opponent has seeds the move goes to them as usual', () => {
    const rules = { ...SMALL, roundEnd: 'pass', emptyOpposite: 'stay' } as const;
    const { state, events } = playAll(minimal(rules, [0, 1, 1, 0, 0, 0, 1, 0, 0, 0], 0), { hole: 3 });
    expect(state.toMove).toBe(1);
    expect(events.at(-1)).toEqual({ type: 'turn-end', player: 0, next: 1 });
  });

  it('pass: the round ends only when every hole is empty', () => {
    const rules = { ...SMALL, roundEnd: 'pass' } as const;
    const { state } = playAll(minimal(rules, [0, 0, 0, 1, 0, 0, 0, 0, 0, 5], 0), { hole: 4 });
    expect(state.result).toEqual({ winner: 1, stores: [1, 5] });
  });

  describe('either-side-empty-now (BGA): a row empty when the last seed finds an occupied hole ends the round before the relay', () => {
    // South sows hole 4: store, n1, and the last seed into n2 (2 seeds), leaving South's row empty.
    const pits = [0, 0, 0, 3, 0, 1, 2, 0, 0, 0];

    it('the round ends at once and the relay’s hole goes, untouched, to its owner with the leftovers', () => {
      const { state, events } = playAll(minimal({ ...SMALL, roundEnd: 'either-side-empty-now' }, pits, 0), { hole: 4 });
      expect(types(events)).toEqual(['pick', 'sow', 'sow', 'sow', 'turn-end', 'round-end', 'game-end']);
      expect(events[4]).toEqual({ type: 'turn-end', player: 0, next: null });
      expect(events[5]).toEqual({ type: 'round-end', round: 1, leftovers: [{ pit: 5, seeds: 2, to: 9 }, { pit: 6, seeds: 3, to: 9 }], stores: [1, 5] });
      expect(state.result).toEqual({ winner: 1, stores: [1, 5] });
    });

    it('either-side-empty lets the same relay finish: it comes back round to capture, and the round is drawn', () => {
      const { state, events } = playAll(minimal(SMALL, pits, 0), { hole: 4 });
      expect(events).toContainEqual({ type: 'relay', player: 0, pit: 6, seeds: 3 });
      expect(events).toContainEqual({ type: 'capture', player: 0, pit: 0, from: 8, seeds: 2 });
      expect(state.result).toEqual({ winner: null, stores: [3, 3] });
    });

    it('an occupied hole with both rows still holding seeds relays as before', () => {
      const rules = { ...SMALL, roundEnd: 'either-side-empty-now' } as const;
      const busy = [1, 0, 0, 3, 0, 1, 2, 0, 0, 0];
      const now = playAll(minimal(rules, busy, 0), { hole: 4 });
      const after = playAll(minimal(SMALL, busy, 0), { hole: 4 });
      expect(now.events).toContainEqual({ type: 'relay', player: 0, pit: 6, seeds: 3 });
      expect(now.events).toEqual(after.events);
      expect(now.state.pits).toEqual(after.state.pits);
    });

    it('does not apply during the simultaneous opening (§4: from its end on): the relay goes on', () => {
      const opening = (roundEnd: Rules['roundEnd']) => {
        const game = newGame({ holes: 3, seeds: 1, roundEnd });
        if (!game.ok) throw new Error(game.error.message);
        return playAll(game.value, { south: 2, north: 2 });
      };
      const now = opening('either-side-empty-now');
      // At tick 3 North's last seed lands in South's occupied pit 0 with North's own row empty.
      const relay = now.events.findIndex((e) => e.type === 'relay' && e.player === 1 && e.pit === 0);
      const board = applyEvents([0, 1, 1, 1, 0, 1, 1, 1], now.events.slice(0, relay));
      expect(board.slice(4, 7)).toEqual([0, 0, 0]);
      expect(now.events).toEqual(opening('either-side-empty').events);
      expect(now.state.phase).toBe('play');
    });

    it('with last-mover leftovers the relay’s hole goes to the mover like every other leftover', () => {
      const { state } = playAll(minimal({ ...SMALL, roundEnd: 'either-side-empty-now', leftovers: 'last-mover' }, pits, 0), { hole: 4 });
      expect(state.result).toEqual({ winner: 0, stores: [6, 0] });
    });
  });

  it('a minimal state whose mover has no seeds ends the round as if the other player had just moved: last-mover leftovers are theirs', () => {
    const state = minimal({ ...SMALL, leftovers: 'last-mover' }, [0, 0, 0, 0, 1, 1, 2, 0, 0, 0], 0);
    expect(state.phase).toBe('over');
    expect(state.result).toEqual({ winner: 1, stores: [1, 3] });
  });

  it('the same for North: a minimal state handing North the move without seeds gives South, who moved last, the leftovers', () => {
    const state = minimal({ ...SMALL, leftovers: 'last-mover' }, [1, 2, 0, 0, 1, 0, 0, 0, 0, 0], 1);
    expect(state.phase).toBe('over');
    expect(state.result).toEqual({ winner: 0, stores: [4, 0] });
  });

  it('a drawn round is a draw', () => {
    const { state, events } = playAll(minimal(SMALL, [0, 0, 0, 1, 3, 0, 0, 0, 0, 4], 0), { hole: 4 });
    expect(state.result).toEqual({ winner: null, stores: [4, 4] });
    expect(events.at(-1)).toEqual({ type: 'game-end', winner: null, stores: [4, 4] });
  });
});

describe('series', () => {
  // South's last seed lands in their store and empties their row: the round ends with stores [10, 30].
  const endRound = (series: Record<string, unknown>, extra: Record<string, unknown> = {}, pits = [0, 0, 0, 1, 9, 0, 0, 0, 0, 30]): { state: GameState; events: EngineEvent[] } =>
    playAll(full({ ...SMALL, series }, pits, 0, { round: 1, ...extra }), { hole: 4 });

  it('refill store-end: from the hole next to the store; the rest stays in the store; empty holes burn', () => {
    const { state, events } = endRound({});
    expect(state.pits).toEqual([0, 0, 4, 4, 2, 4, 4, 4, 4, 14]);
    expect(state.burnt).toEqual([0, 1]);
    expect(state.round).toBe(2);
    expect(refillOf(events)).toEqual({ type: 'refill', round: 2, pits: [0, 0, 4, 4, 2, 4, 4, 4, 4, 14], burnt: [0, 1] });
  });

  it('refill far-end: from hole 1', () => {
    const { state } = endRound({ refill: 'far-end' });
    expect(state.pits).toEqual([4, 4, 0, 0, 2, 4, 4, 4, 4, 14]);
    expect(state.burnt).toEqual([2, 3]);
  });

  it('reopen false: a burnt hole is passed over and the seeds go on to the next hole', () => {
    const pits = [0, 0, 0, 1, 19, 4, 4, 4, 4, 0];
    const before = { burnt: [2], round: 2 };
    const { state } = playAll(full({ ...SMALL, roundEnd: 'either-side-empty', series: {} }, pits, 0, before), { hole: 4 });
    // Stores [20, 16]: South fills pits 3, 1, 0 (2 stays burnt), 8 left.
    expect(state.pits).toEqual([4, 4, 0, 4, 8, 4, 4, 4, 4, 0]);
    expect(state.burnt).toEqual([2]);
  });

  it('remainder partial: 40 seeds on 2×7 make five full holes and one of 5; only the hole that gets nothing burns', () => {
    // South's last seed lands in their store and empties their row: stores [40, 58] after the leftovers.
    const pits = [0, 0, 0, 0, 0, 0, 1, 39, 7, 7, 7, 7, 7, 7, 7, 9];
    const rules = (remainder: Remainder) => ({ preset: 'congkak', opening: 'alternate', series: { remainder } }) as const;
    const partial = playAll(full(rules('partial'), pits, 0, { round: 1 }), { hole: 7 });
    // North's 9 left over have no next hole (all seven are full): they stay in the store.
    expect(refillOf(partial.events)).toEqual({ type: 'refill', round: 2, pits: [0, 5, 7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 9], burnt: [0] });
    const store = playAll(full(rules('store'), pits, 0, { round: 1 }), { hole: 7 });
    expect(refillOf(store.events)).toEqual({ type: 'refill', round: 2, pits: [0, 0, 7, 7, 7, 7, 7, 5, 7, 7, 7, 7, 7, 7, 7, 9], burnt: [0, 1] });
  });

  it('remainder partial with reopen false: the part goes past a burnt hole to the next one in refill order', () => {
    const pits = [0, 0, 0, 1, 9, 4, 4, 4, 4, 0];
    const { state } = playAll(full({ ...SMALL, series: { remainder: 'partial' } }, pits, 0, { burnt: [2], round: 2 }), { hole: 4 });
    // Stores [10, 16]: South fills pit 3, passes burnt pit 2, fills pit 1 and puts the last 2 in pit 0.
    expect(state.pits).toEqual([2, 4, 0, 4, 0, 4, 4, 4, 4, 0]);
    expect(state.burnt).toEqual([2]);
  });

  it('remainder partial, far-end: the part goes into the hole after the full ones counted from hole 1', () => {
    const { state } = endRound({ refill: 'far-end', remainder: 'partial' });
    // Stores [10, 30]: South 4 + 4 + 2, North four full holes and 14 left in the store.
    expect(state.pits).toEqual([4, 4, 2, 0, 0, 4, 4, 4, 4, 14]);
    expect(state.burnt).toEqual([3]);
  });

  it('remainder partial does not keep a series going on fewer seeds than one full hole', () => {
    const { state, events } = endRound({ remainder: 'partial' }, {}, [0, 0, 0, 1, 2, 0, 0, 0, 0, 37]);
    expect(state.result).toEqual({ winner: 1, stores: [3, 37] });
    expect(refillOf(events)).toBeUndefined();
  });

  it('reopen true: a burnt hole is refilled in its place when its owner can afford it', () => {
    const pits = [0, 0, 0, 1, 19, 4, 4, 4, 4, 0];
    const { state } = playAll(full({ ...SMALL, series: { reopen: true } }, pits, 0, { burnt: [2], round: 2 }), { hole: 4 });
    expect(state.pits).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4, 0]);
    expect(state.burnt).toEqual([]);
  });

  it.each([
    ['loser', 0],
    ['winner', 1],
    ['last-mover', 0],
  ])('nextStarter %s: North won, South moved last → player %i starts', (nextStarter, expected) => {
    const { state } = endRound({ nextStarter }, { starter: 1 });
    expect(state.toMove).toBe(expected);
  });

  it('nextStarter last-mover: the player who moved last starts, also when they won the round or it was drawn', () => {
    expect(endRound({ nextStarter: 'last-mover' }, { starter: 1 }, [0, 0, 0, 1, 29, 0, 0, 0, 0, 10]).state.toMove).toBe(0);
    expect(endRound({ nextStarter: 'last-mover' }, { starter: 0 }, [0, 0, 0, 1, 19, 0, 0, 0, 0, 20]).state.toMove).toBe(0);
  });

  it.each(['loser', 'winner'])('nextStarter %s after a draw: the player who did not start the round', (nextStarter) => {
    const drawn = [0, 0, 0, 1, 19, 0, 0, 0, 0, 20];
    expect(endRound({ nextStarter }, { starter: 0 }, drawn).state.toMove).toBe(1);
    expect(endRound({ nextStarter }, { starter: 1 }, drawn).state.toMove).toBe(0);
  });

  it('goes on when a store holds exactly one hole’s worth: that hole is refilled, the rest burn', () => {
    const { state, events } = endRound({}, {}, [0, 0, 0, 1, 3, 0, 0, 0, 0, 36]);
    expect(state.phase).toBe('play');
    expect(refillOf(events)).toEqual({ type: 'refill', round: 2, pits: [0, 0, 0, 4, 0, 4, 4, 4, 4, 20], burnt: [0, 1, 2] });
  });

  it('ends when a player cannot fill a single hole; more seeds in store wins', () => {
    const { state, events } = endRound({}, {}, [0, 0, 0, 1, 2, 0, 0, 0, 0, 37]);
    expect(state.phase).toBe('over');
    expect(state.result).toEqual({ winner: 1, stores: [3, 37] });
    expect(refillOf(events)).toBeUndefined();
  });

  it('ends after k rounds with end {rounds: k}', () => {
    expect(endRound({ end: { rounds: 2 } }).state.phase).toBe('play');
    expect(endRound({ end: { rounds: 2 } }, { round: 2 }).state.result).toEqual({ winner: 1, stores: [10, 30] });
  });

  it('ends after 100 rounds whatever the end rule', () => {
    expect(endRound({}, { round: 99 }).state.round).toBe(100);
    expect(endRound({}, { round: 100 }).state.phase).toBe('over');
  });

  it('the next round starts with nobody having moved in it and no pending choice', () => {
    // South's last seed lands in its store (a store landing asks for another choice) and empties its row.
    const { state } = endRound({}, { lastMover: 1 });
    const next = state as CongkakState;
    expect(next.round).toBe(2);
    expect(next.lastMover).toBeNull();
    expect(next.continuing).toBe(false);
    expect(next.phase).toBe('play');
  });
});

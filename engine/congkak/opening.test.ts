/**
 * The simultaneous opening tick by tick, RULES.md §3. Boards are 2×3 in pit
 * order [s1 s2 s3 S | n1 n2 n3 N]; South's track skips pit 7, North's pit 3.
 */
import { describe, expect, it } from 'vitest';
import { choosers, createFastPosition, legalMoves, newGame, play, validateState } from '../index';
import type { EngineEvent, GameState } from '../types';
import { playAll } from './test-helpers';
import type { CongkakState } from './state';

function opening(pits: number[], captureNeedsLap = false, storeLanding: 'again' | 'end' = 'again'): GameState {
  const game = newGame({ holes: 3, seeds: 1, captureNeedsLap, storeLanding });
  if (!game.ok) throw new Error(game.error.message);
  const state = validateState({ ...game.value, pits });
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

const brief = (events: EngineEvent[]) =>
  events.map((e) => `${e.tick}:${e.type}${'player' in e ? e.player : ''}${'pit' in e ? '@' + e.pit : ''}`);

describe('the simultaneous opening', () => {
  it('asks both players at once for the first choice: every pair of holes', () => {
    const start = opening([1, 0, 2, 0, 3, 3, 0, 0]);
    expect(legalMoves(start)).toEqual([
      { south: 1, north: 1 },
      { south: 1, north: 2 },
      { south: 3, north: 1 },
      { south: 3, north: 2 },
    ]);
    expect(choosers(start)).toEqual([0, 1]);
    expect(play(start, { hole: 1 }).ok).toBe(false);
  });

  it('South drops first each tick; a relay continues next tick; both store landings are chosen for together', () => {
    const start = opening([1, 1, 1, 0, 1, 1, 1, 0]);
    const first = playAll(start, { south: 1, north: 1 });
    expect(brief(first.events)).toEqual([
      '0:pick0@0', '0:pick1@4',
      '1:sow0@1', '1:relay0@1', '1:sow1@5', '1:relay1@5',
      '2:sow0@2', '2:sow1@6',
      '3:sow0@3', '3:store0', '3:sow1@7', '3:store1',
    ]);
    expect(first.state.pits).toEqual([0, 0, 2, 1, 0, 0, 2, 1]);
    expect(legalMoves(first.state)).toEqual([{ player: 0, hole: 3 }, { player: 1, hole: 3 }]);

    // North answers first: the choice is held, nothing moves, only South is asked.
    const held = playAll(first.state, { player: 1, hole: 3 });
    expect(held.events).toEqual([]);
    expect(held.state.pits).toEqual(first.state.pits);
    expect(legalMoves(held.state)).toEqual([{ player: 0, hole: 3 }]);
    expect(choosers(held.state)).toEqual([0]);
    expect(play(held.state, { player: 1, hole: 3 }).ok).toBe(false);

    // Both pick up together (South first) and finish in tick 5: same tick, South moves first.
    const done = playAll(held.state, { player: 0, hole: 3 });
    expect(brief(done.events)).toEqual([
      '3:pick0@2', '3:pick1@6',
      '4:sow0@3', '4:sow1@7',
      '5:sow0@4', '5:dead0@4', '5:sow1@0', '5:dead1@0',
      '5:turn-end1',
    ]);
    const state = done.state as CongkakState;
    expect(state.pits).toEqual([1, 0, 0, 2, 1, 0, 0, 2]);
    expect(state.phase).toBe('play');
    expect(state.toMove).toBe(0);
    expect(state.starter).toBe(0);
    expect(state.lastMover).toBe(1);
  });

  it('a choice mid-opening stops the clock while the other hand still holds seeds; "occupied" counts the other hand’s drop in the same tick', () => {
    const start = opening([3, 2, 0, 0, 0, 2, 3, 0]);
    const first = playAll(start, { south: 2, north: 3 });
    const hands = (first.state as CongkakState).opening!.hands;
    expect(hands[0].status).toBe('choose');
    expect(hands[1]).toMatchObject({ status: 'sow', seeds: 1, pit: 0 });
    expect(legalMoves(first.state)).toEqual([{ player: 0, hole: 1 }, { player: 0, hole: 3 }]);

    const done = playAll(first.state, { player: 0, hole: 1 });
    // Tick 3: South's seed lands in the empty pit 1, then North's last seed finds it occupied and relays.
    expect(brief(done.events).slice(0, 4)).toEqual(['2:pick0@0', '3:sow0@1', '3:sow1@1', '3:relay1@1']);
    // North captures in tick 5 and so finishes first; South dies in tick 6 with an empty row: round over.
    expect(done.state.pits).toEqual([0, 0, 0, 2, 0, 0, 0, 8]);
    expect(done.state.result).toEqual({ winner: 1, stores: [2, 8] });
  });

  it('a store landing with the own row empty ends that hand at once; the other plays on alone', () => {
    const { state, events } = playAll(opening([0, 2, 3, 0, 0, 0, 1, 0]), { south: 3, north: 3 });
    expect(brief(events)).toEqual([
      '0:pick0@2', '0:pick1@6',
      '1:sow0@3', '1:sow1@7', '1:store1',
      '2:sow0@4',
      '3:sow0@5', '3:dead0@5',
      '3:turn-end0',
    ]);
    expect(state.pits).toEqual([0, 2, 0, 1, 1, 1, 0, 1]);
    expect(state.toMove).toBe(1);
  });

  it('a choice that falls due after the other hand emptied the row ends that hand in that tick', () => {
    // South lands in its store; in the same tick North captures South's only seeds.
    const { state, events } = playAll(opening([3, 0, 1, 0, 0, 1, 0, 0]), { south: 3, north: 2 });
    expect(brief(events).slice(0, 6)).toEqual(['0:pick0@2', '0:pick1@5', '1:sow0@3', '1:store0', '1:sow1@6', '1:capture1@6']);
    expect(events.some((e) => e.type === 'pick' && e.tick === 1)).toBe(false);
    expect(state.pits).toEqual([0, 0, 0, 1, 0, 0, 0, 4]);
    expect(state.phase).toBe('over');
  });

  it('every opening event carries its tick', () => {
    const { events } = playAll(opening([1, 1, 1, 0, 1, 1, 1, 0]), { south: 1, north: 1 }, { player: 0, hole: 3 }, { player: 1, hole: 3 });
    expect(events.every((e) => typeof e.tick === 'number')).toBe(true);
  });

  it('with storeLanding "end" a store landing ends that hand: nobody chooses again, the opening is over', () => {
    // The same first choice as above, where both then had to choose again.
    const { state, events } = playAll(opening([1, 1, 1, 0, 1, 1, 1, 0], false, 'end'), { south: 1, north: 1 });
    expect(brief(events).slice(-5)).toEqual(['3:sow0@3', '3:store0', '3:sow1@7', '3:store1', '3:turn-end1']);
    expect(state.phase).toBe('play');
    expect(state.toMove).toBe(0);
    expect(state.pits).toEqual([0, 0, 2, 1, 0, 0, 2, 1]);
  });

  describe('captureNeedsLap (the Malay rule) in the opening: each hand counts its own laps', () => {
    it('a hand that passed its store captures; the other hand, which did not, leaves its seed', () => {
      // South sows 5 from pit 2 through its store round to its own empty pit 0; North's single seed ends in its empty pit 5.
      const { events } = playAll(opening([0, 0, 5, 0, 1, 0, 2, 0], true), { south: 3, north: 1 });
      expect(brief(events)).toEqual([
        '0:pick0@2', '0:pick1@4',
        '1:sow0@3', '1:sow1@5', '1:dead1@5',
        '2:sow0@4', '3:sow0@5', '4:sow0@6',
        '5:sow0@0', '5:capture0@0',
        '5:turn-end0', '5:round-end', '5:game-end',
      ]);
      expect(events).toContainEqual({ type: 'capture', player: 0, pit: 0, from: 6, seeds: 4, tick: 5 });
    });

    it('a hand that only sowed its own holes has not lapped: its last seed in its own empty hole stays', () => {
      const { events } = playAll(opening([2, 0, 0, 0, 1, 0, 2, 0], true), { south: 1, north: 1 });
      expect(brief(events)).toEqual(['0:pick0@0', '0:pick1@4', '1:sow0@1', '1:sow1@5', '1:dead1@5', '2:sow0@2', '2:dead0@2', '2:turn-end0']);
    });

    it('a choice after a store landing qualifies', () => {
      // South's last seed lands in its store at tick 1; its next hand ends in its own empty pit 1, opposite North's seed in pit 5.
      const first = playAll(opening([1, 0, 1, 0, 1, 0, 2, 0], true), { south: 3, north: 1 });
      expect(legalMoves(first.state)).toEqual([{ player: 0, hole: 1 }]);
      // The state carries each hand's lap: South's store landing counts, North's hand died without one.
      const hands = (first.state as CongkakState).opening!.hands;
      expect(hands.map((hand) => hand.lapped)).toEqual([true, false]);
      const { events } = playAll(first.state, { player: 0, hole: 1 });
      expect(events).toContainEqual({ type: 'capture', player: 0, pit: 1, from: 5, seeds: 2, tick: 2 });
    });
  });
});

describe('a state taken up in the middle of the opening', () => {
  // South chooses again after a store landing while North's last seed is still in its hand over North's store: North's row is empty.
  const midway = playAll(opening([1, 1, 1, 0, 1, 1, 1, 0]), { south: 3, north: 1 }, { player: 0, hole: 1 }, { player: 1, hole: 3 }).state;

  it('stays in the opening though a row is empty: only an ordinary turn handed to a player without seeds is settled at once', () => {
    expect(midway.pits).toEqual([0, 0, 1, 2, 0, 0, 0, 2]);
    expect(midway.phase).toBe('opening');
    expect(createFastPosition(midway).toState()).toEqual(midway);
    expect(legalMoves(midway)).toEqual([{ player: 0, hole: 3 }]);
    expect(play(midway, { player: 0, hole: 3 }).ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { legalMoves, play } from '../play';
import { newGame } from '../state';
import { turnOf } from '../turn';
import type { GameState, Move, Rules } from '../types';
import { inRecordOrder } from './record-order';
import { parseRecord } from './parse';
import { printRecord } from './print';

function start(): GameState {
  const started = newGame('congkak');
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

function playAll(state: GameState, moves: readonly Move[]): { state: GameState; events: unknown[] } {
  let events: unknown[] = [];
  for (const move of moves) {
    const played = play(state, move);
    if (!played.ok) throw new Error(`${JSON.stringify(move)}: ${played.error.message}`);
    ({ state } = played.value);
    events = played.value.events;
  }
  return { state, events };
}

const rules: Rules = start().rules;

describe('inRecordOrder', () => {
  it('puts South’s choice first when both had to choose and North gave theirs first', () => {
    const asPlayed: Move[] = [{ south: 1, north: 1 }, { player: 1, hole: 5 }, { player: 0, hole: 5 }];
    expect(inRecordOrder(rules, asPlayed)).toEqual([{ south: 1, north: 1 }, { player: 0, hole: 5 }, { player: 1, hole: 5 }]);
  });

  it('gives back the moves a record of them reads back', () => {
    const asPlayed: Move[] = [{ south: 1, north: 1 }, { player: 1, hole: 5 }, { player: 0, hole: 5 }];
    const parsed = parseRecord(printRecord([{ tags: {}, rules, comment: null, moves: asPlayed, notes: [] }]));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value[0]?.moves).toEqual(inRecordOrder(rules, asPlayed));
  });

  it('keeps a North choice made alone before a South choice made alone (ticks passed between them)', () => {
    // After S 1 / N 1 both choose (S 2, N 5); later North lands in its store alone, chooses 1, and then South alone.
    const moves: Move[] = [{ south: 1, north: 1 }, { player: 0, hole: 2 }, { player: 1, hole: 5 }, { player: 1, hole: 1 }, { player: 0, hole: 1 }];
    expect(turnOf(playAll(start(), moves.slice(0, 3)).state)).toMatchObject({ kind: 'opening-pending', players: [1] });
    expect(inRecordOrder(rules, moves)).toEqual(moves);
  });

  it('leaves moves the engine refuses as they are', () => {
    const moves: Move[] = [{ south: 1, north: 1 }, { player: 1, hole: 9 }, { player: 0, hole: 5 }];
    expect(inRecordOrder(rules, moves)).toEqual(moves);
  });

  it('orders a game that ends in the opening, its last choices the pair put in order', () => {
    const asPlayed: Move[] = [{ south: 1, north: 1 }, { player: 1, hole: 5 }, { player: 0, hole: 2 }];
    expect(playAll(start(), asPlayed).state.phase).toBe('opening');
    expect(inRecordOrder(rules, asPlayed)).toEqual([{ south: 1, north: 1 }, { player: 0, hole: 2 }, { player: 1, hole: 5 }]);
  });

  it('orders only the pairs due at once: later choices made alone stay as given', () => {
    // S 1 / N 1, then both choose (given North first), then South alone and North alone.
    const inOrder: Move[] = [{ south: 1, north: 1 }, { player: 0, hole: 5 }, { player: 1, hole: 2 }, { player: 0, hole: 2 }, { player: 1, hole: 7 }];
    const asPlayed: Move[] = [{ south: 1, north: 1 }, { player: 1, hole: 2 }, { player: 0, hole: 5 }, { player: 0, hole: 2 }, { player: 1, hole: 7 }];
    expect(inRecordOrder(rules, asPlayed)).toEqual(inOrder);
    // After S 1 / N 1 both choose (given North first); later North alone, then South alone (RULES.md §3: kept).
    const lone: Move[] = [{ south: 1, north: 1 }, { player: 1, hole: 5 }, { player: 0, hole: 2 }, { player: 1, hole: 1 }, { player: 0, hole: 1 }];
    expect(inRecordOrder(rules, lone)).toEqual([{ south: 1, north: 1 }, { player: 0, hole: 2 }, { player: 1, hole: 5 }, { player: 1, hole: 1 }, { player: 0, hole: 1 }]);
  });

  it('orders a game that ends with North’s half of a pair due at once', () => {
    // S 1 / N 1, both choose (given North first), then each alone until both must choose again: North gives theirs, and the game stops there.
    const inOrder: Move[] = [
      { south: 1, north: 1 }, { player: 0, hole: 3 }, { player: 1, hole: 7 }, { player: 1, hole: 6 }, { player: 1, hole: 7 },
      { player: 0, hole: 1 }, { player: 0, hole: 5 }, { player: 0, hole: 3 }, { player: 1, hole: 7 },
    ];
    const turn = turnOf(playAll(start(), inOrder).state);
    if (turn.kind !== 'opening-pending' || turn.players.length !== 2) throw new Error('both should choose here');
    const northHalf: Move = { player: 1, hole: turn.holes[1][0] as number };
    const asPlayed = [inOrder[0], inOrder[2], inOrder[1], ...inOrder.slice(3), northHalf] as Move[];
    expect(inRecordOrder(rules, asPlayed)).toEqual([...inOrder, northHalf]);
  });

  it('orders the opening of a game whose later move the engine refuses, and leaves the moves from that one as they were', () => {
    const asPlayed: Move[] = [{ south: 1, north: 1 }, { player: 1, hole: 5 }, { player: 0, hole: 5 }, { hole: 99 }];
    expect(inRecordOrder(rules, asPlayed)).toEqual([{ south: 1, north: 1 }, { player: 0, hole: 5 }, { player: 1, hole: 5 }, { hole: 99 }]);
  });

  it('leaves the moves as they are under rules the engine refuses', () => {
    const moves: Move[] = [{ south: 1, north: 1 }, { player: 1, hole: 5 }, { player: 0, hole: 5 }];
    expect(inRecordOrder({ ...rules, holes: 99 }, moves)).toBe(moves);
  });

  it('leaves games with no North choice before a South one untouched (the same array)', () => {
    const moves: Move[] = [{ south: 1, north: 1 }, { player: 0, hole: 5 }, { player: 1, hole: 5 }];
    expect(inRecordOrder(rules, moves)).toBe(moves);
  });
});

describe('the order of two choices due at once (RULES.md §3)', () => {
  /** Every opening position (to `depth` moves) where both players must choose. */
  function bothChoose(state: GameState, depth: number, found: GameState[] = []): GameState[] {
    if (state.phase !== 'opening' || depth === 0) return found;
    const turn = turnOf(state);
    if (turn.kind === 'opening-pending' && turn.players.length === 2) found.push(state);
    for (const move of legalMoves(state)) {
      const played = play(state, move);
      if (played.ok) bothChoose(played.value.state, depth - 1, found);
    }
    return found;
  }

  it('changes nothing: either order gives the same position and the same events', () => {
    const positions = bothChoose(start(), 5);
    expect(positions.length).toBeGreaterThan(3);
    let pairs = 0;
    for (const position of positions) {
      const turn = turnOf(position);
      if (turn.kind !== 'opening-pending') throw new Error('not a pending choice');
      for (const south of turn.holes[0]) {
        for (const north of turn.holes[1]) {
          const southFirst = playAll(position, [{ player: 0, hole: south }, { player: 1, hole: north }]);
          const northFirst = playAll(position, [{ player: 1, hole: north }, { player: 0, hole: south }]);
          expect(northFirst).toEqual(southFirst);
          pairs++;
        }
      }
    }
    expect(pairs).toBeGreaterThan(100);
  });
});

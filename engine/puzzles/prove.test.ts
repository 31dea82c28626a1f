/**
 * The prover on hand-built Kalah positions whose answers can be read off the
 * board, and an endgame checked against a plain minimax over the public API.
 */
import { describe, expect, it } from 'vitest';
import { composed, perfectMargin } from '../ai/test-support/reference';
import { provePuzzle } from './prove';
import { wholeTurns } from './whole-turns';
import { legalMoves, play } from '../play';
import type { GameState } from '../types';

// Kalah pits: South's holes 0…5, South's store 6, North's holes 7…12, North's store 13; hole h is pit h-1 (opposite of pit i is 12-i).
describe('provePuzzle', () => {
  it('proves a unique best turn: hole 1 sows into the empty hole 2 and captures the 10 opposite', () => {
    const state = composed('kalah', [1, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 10, 2, 0], 0);
    const proof = provePuzzle(state, 'bank-most');
    expect(proof).toMatchObject({ ok: true, puzzle: { solver: 0, goal: 'bank-most', solutions: [[1]], value: 11, margin: 10, preset: 'kalah' } });
  });

  it('accepts both of two equal best turns (two captures of 10)', () => {
    const state = composed('kalah', [1, 0, 0, 1, 0, 3, 0, 0, 10, 0, 0, 10, 2, 0], 0);
    const proof = provePuzzle(state, 'bank-most');
    expect(proof).toMatchObject({ ok: true, puzzle: { solutions: [[1], [4]], value: 11, margin: 10 } });
  });

  it('refuses a position whose best turn is not clear enough (3 banked against 1)', () => {
    const state = composed('kalah', [1, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 2, 2, 0], 0);
    const proof = provePuzzle(state, 'bank-most');
    expect(proof).toMatchObject({ ok: false, refusal: { reason: 'not-unique-enough' } });
  });

  it('proves the turns that win an exact endgame, each checked against plain minimax', () => {
    const state = composed('kalah', [0, 1, 1, 0, 2, 0, 7, 1, 0, 1, 0, 0, 0, 11], 0);
    const proof = provePuzzle(state, 'win-round');
    if (!proof.ok) throw new Error(proof.refusal.message);
    const found = wholeTurns(state);
    if (found.kind !== 'turns') throw new Error(found.kind);
    const margins = found.turns.map((turn) => perfectMargin(turn.end.toState()));
    const winning = found.turns.filter((_, i) => margins[i]! > 0).map((turn) => turn.holes);
    expect(proof.puzzle.solutions).toEqual(winning);
    expect(proof.puzzle.solutions).toEqual([
      [5, 3],
      [5, 6, 3],
    ]);
    expect(proof.puzzle.value).toBe(Math.max(...margins));
    expect(proof.puzzle.margin).toBe(Math.max(...margins) - Math.max(...margins.filter((m) => m <= 0)));
  });

  it('gives most-seeds the exact final margin of the best turn', () => {
    const state = composed('kalah', [0, 1, 1, 0, 2, 0, 7, 1, 0, 1, 0, 0, 0, 11], 0);
    const proof = provePuzzle(state, 'most-seeds');
    const found = wholeTurns(state);
    if (found.kind !== 'turns') throw new Error(found.kind);
    const best = Math.max(...found.turns.map((turn) => perfectMargin(turn.end.toState())));
    expect(proof).toMatchObject({ ok: true, puzzle: { value: best } });
  });

  it('refuses an exact goal when the round is out of reach of its node budget', () => {
    const state = composed('kalah', [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0], 0);
    expect(provePuzzle(state, 'most-seeds', { maxNodes: 2000 })).toMatchObject({ ok: false, refusal: { reason: 'not-exact' } });
  });

  it('refuses a position with more whole turns than the limit', () => {
    const state = composed('kalah', [0, 0, 0, 3, 2, 1, 0, 1, 1, 1, 1, 1, 1, 0], 0);
    expect(provePuzzle(state, 'bank-most', { turnLimit: 2 })).toMatchObject({ ok: false, refusal: { reason: 'too-many-turns' } });
  });

  it('refuses a state that is not a turn in play', () => {
    expect(provePuzzle({ ...composed('kalah', [1, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 2, 2, 0], 0), phase: 'over', toMove: null }, 'bank-most')).toMatchObject({
      ok: false,
      refusal: { reason: 'bad-state' },
    });
  });

  it('works on the Oware and Congkak presets', () => {
    // Oware: South's hole 6 (pit 5) drops its seed on North's pit 7, making 3: captured; hole 1 captures nothing.
    const oware = composed('oware', [1, 0, 0, 0, 0, 1, 0, 2, 5, 5, 5, 5, 5, 0], 0);
    expect(provePuzzle(oware, 'bank-most')).toMatchObject({ ok: true, puzzle: { solutions: [[6]], value: 3, margin: 3 } });
    // Congkak (pits 0…6, store 7, North 8…14, store 15): hole 1 sows into the empty hole 2 and captures North's 10 opposite (pit 13).
    const congkak = composed('congkak', [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 5, 0, 0, 10, 0, 0], 0);
    expect(provePuzzle(congkak, 'bank-most')).toMatchObject({ ok: true, puzzle: { solutions: [[1]], value: 11, margin: 10, preset: 'congkak' } });
  });

  it('reads the Malay rule: a capture needs a store landing first in the turn', () => {
    // Hole 7 lands in the store; hole 1 then captures the 10 opposite. Hole 1 at once captures only in plain Congkak.
    const pits = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 5, 0, 0, 10, 0, 0];
    expect(provePuzzle(composed('congkak-malay', pits, 0), 'bank-most')).toMatchObject({ ok: true, puzzle: { solutions: [[7, 1]], value: 12, margin: 12 } });
    // In Congkak the chain banks 12 and hole 1 alone 11: no clear best.
    expect(provePuzzle(composed('congkak', pits, 0), 'bank-most')).toMatchObject({ ok: false, refusal: { reason: 'not-unique-enough' } });
  });
});

/** The number of whole turns, counted with legalMoves and play only. */
function sequencesOfOneTurn(state: GameState): number {
  let count = 0;
  for (const move of legalMoves(state)) {
    const outcome = play(state, move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    const next = outcome.value.state;
    count += next.phase === 'play' && next.toMove === state.toMove ? sequencesOfOneTurn(next) : 1;
  }
  return count;
}

describe('wholeTurns', () => {
  it('makes a store-landing chain several choices of one turn', () => {
    const state = composed('kalah', [0, 0, 0, 3, 2, 1, 0, 0, 0, 0, 0, 0, 3, 0], 0);
    const found = wholeTurns(state);
    if (found.kind !== 'turns') throw new Error(found.kind);
    expect(found.mover).toBe(0);
    // The same count as sequences played one move at a time through the public API.
    expect(found.turns.length).toBe(sequencesOfOneTurn(state));
    expect(Math.max(...found.turns.map((turn) => turn.holes.length))).toBeGreaterThanOrEqual(4);
    expect(found.turns.every((turn) => turn.end.isOver() || turn.end.mover() === 1)).toBe(true);
  });

  it('says too-many past the limit instead of listing them all', () => {
    const state = composed('kalah', [0, 0, 0, 3, 2, 1, 0, 0, 0, 0, 0, 0, 3, 0], 0);
    expect(wholeTurns(state, 1)).toEqual({ kind: 'too-many', limit: 1 });
  });
});

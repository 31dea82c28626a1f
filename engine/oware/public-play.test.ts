import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvents, legalMoves, newGame, play, resolveRules, type GameState } from '../index';
import { board, owareRules } from './test-support';

/** Oware through the engine's public, immutable API (the core dispatches `game: "oware"` here). */

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

describe('Oware through the public API', () => {
  it('the test helper\'s literal rules are exactly the resolved `oware` preset', () => {
    expect(resolveRules('oware')).toEqual({ ok: true, value: owareRules() });
  });

  it('accepts exactly the legal moves, replays its events, and never mutates the state it is given', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('no-capture' as const, 'forbidden' as const, 'capture' as const),
        fc.array(fc.nat(), { minLength: 1, maxLength: 300 }),
        (grandSlam, choices) => {
          let state = unwrap(newGame({ preset: 'oware', grandSlam }));
          for (const choice of choices) {
            if (state.phase === 'over') break;
            const legal = legalMoves(state);
            const snapshot = structuredClone(state);
            for (let hole = 0; hole <= state.rules.holes + 1; hole++) {
              const outcome = play(state, { hole });
              const isLegal = legal.some((move) => 'hole' in move && move.hole === hole);
              expect(outcome.ok).toBe(isLegal);
              if (!outcome.ok) expect(outcome.error.code).toBe('illegal-move');
            }
            expect(state).toEqual(snapshot);
            const move = legal[choice % legal.length]!;
            const { state: next, events } = unwrap(play(state, move));
            expect(applyEvents(state.pits, events)).toEqual(next.pits);
            state = JSON.parse(JSON.stringify(next)) as GameState;
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('keeps the repetition history across states handed back as JSON', () => {
    // Two lone seeds walk once round the board: the twelfth move repeats the start.
    let state = unwrap(play({ rules: owareRules(), pits: board('0 0 0 0 0 1 | 22 | 0 0 0 0 0 1 | 24'), toMove: 0 } as GameState, { hole: 6 })).state;
    for (const hole of [6, 1, 1, 2, 2, 3, 3, 4, 4, 5]) {
      state = unwrap(play(JSON.parse(JSON.stringify(state)) as GameState, { hole })).state;
    }
    expect(state.phase).toBe('play');
    const last = unwrap(play(JSON.parse(JSON.stringify(state)) as GameState, { hole: 5 })).state;
    expect(last.result).toEqual({ winner: 1, stores: [23, 25] });
    expect(play(last, { hole: 1 })).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  it('refuses a malformed repetition history as bad-state', () => {
    const state = { ...unwrap(newGame('oware')), seenPositions: ['0:4,4'] };
    expect(play(state, { hole: 1 })).toMatchObject({ ok: false, error: { code: 'bad-state' } });
  });
});

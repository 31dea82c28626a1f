import { describe, expect, it } from 'vitest';
import { legalMoves, newGame, play } from '../index';
import { encodeMove, MAX_LEGAL_MOVES } from '../fast/position';
import { GUARD_AFTER_RELAYS, LoopGuard } from './guard';
import { CongkakPosition } from './position';
import type { CongkakState } from './state';
import type { EngineEvent } from '../types';

describe('LoopGuard (RULES.md §2, a turn that never ends)', () => {
  it('stays silent for the first relays, then reports the first recurring position', () => {
    const guard = new LoopGuard(2);
    const keys = ['a', 'b', 'c', 'd', 'c'];
    const fired = keys.map((key) => guard.countRelay() && guard.repeats(key));
    expect(fired).toEqual([false, false, false, false, true]);
  });

  it('asks for positions only after more relays than it was told to let pass', () => {
    const guard = new LoopGuard(2);
    expect([guard.countRelay(), guard.countRelay(), guard.countRelay(), guard.countRelay()]).toEqual([false, false, true, true]);
  });

  it('forgets everything on reset', () => {
    const guard = new LoopGuard(0);
    expect(guard.countRelay() && guard.repeats('a')).toBe(false);
    guard.reset();
    expect(guard.countRelay() && guard.repeats('a')).toBe(false);
    expect(guard.countRelay() && guard.repeats('a')).toBe(true);
  });

  it('tracks nothing in normal play by default', () => {
    expect(GUARD_AFTER_RELAYS).toBeGreaterThanOrEqual(1000);
  });

  it('tracking from the first relay changes no game (no position recurs while the store is on the track)', () => {
    for (const rules of ['congkak', 'kalah', 'dakon'] as const) {
      const game = newGame(rules);
      if (!game.ok) throw new Error(game.error.message);
      let state = game.value;
      const watched = new CongkakPosition(state as CongkakState, 0);
      for (let i = 0; state.phase !== 'over' && i < 300; i++) {
        const moves = legalMoves(state);
        const move = moves[(i * 7919) % moves.length]!;
        const outcome = play(state, move);
        if (!outcome.ok) throw new Error(outcome.error.message);
        const events: EngineEvent[] = [];
        watched.play(encodeMove(move), events);
        expect(events).toEqual(outcome.value.events);
        state = outcome.value.state;
      }
    }
  });

  it('the quiet loop (no events) tracking from the first relay plays every game as the default does', () => {
    for (const rules of ['congkak', 'kalah', 'dakon'] as const) {
      const game = newGame(rules);
      if (!game.ok) throw new Error(game.error.message);
      const watched = new CongkakPosition(game.value as CongkakState, 0);
      const usual = new CongkakPosition(game.value as CongkakState);
      const moves = new Int32Array(MAX_LEGAL_MOVES);
      for (let i = 0; !usual.isOver() && i < 300; i++) {
        const count = usual.legal(moves);
        const code = moves[(i * 7919) % count]!;
        usual.play(code, null);
        watched.play(code, null);
        expect(watched.toState()).toEqual(usual.toState());
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { legalMoves, play, PRESET_NAMES, PRESETS, storeOf, validateState, type GameState, type Move, type PresetName } from '../engine';
import { lastSeedPit } from './goals';
import { LESSONS } from './index';
import { explainLanding, explainWrongGuess, type LandingExplanation } from './landing';
import type { PredictStep } from './types';

function predictStep(lessonId: string, stepId: string): PredictStep {
  if (!LESSONS.ok) throw new Error(LESSONS.error.message);
  const found = LESSONS.value.find((l) => l.id === lessonId)?.steps.find((s) => s.id === stepId);
  if (found?.kind !== 'predict') throw new Error(`${lessonId}/${stepId}`);
  return found;
}

function position(preset: PresetName, pits: number[]): GameState {
  const state = validateState({ rules: preset, pits, toMove: 0 });
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

function explain(start: GameState, move: Move, guess: number): LandingExplanation | null {
  const played = play(start, move);
  if (!played.ok) throw new Error(played.error.message);
  return explainLanding(start, played.value.events, 0, guess);
}

describe('explainWrongGuess, on the lessons’ predict steps', () => {
  const relay = predictStep('relay', 'where-a-relay-ends'); // hole 6: three seeds, two relays, rests in North's hole 6

  it('follows every relay to where the last seed rests', () => {
    expect(explainWrongGuess(relay, 8)).toEqual({
      landing: 13,
      legs: [
        { from: 5, seeds: 3, end: 8 },
        { from: 8, seeds: 2, end: 10 },
        { from: 10, seeds: 3, end: 13 },
      ],
      end: { kind: 'mati', pit: 13 },
      guess: { kind: 'relayed', seeds: 2 },
    });
  });

  it.each([
    ['the end of the first leg, relayed', 8, { kind: 'relayed', seeds: 2 }],
    ['the end of the second leg, relayed', 10, { kind: 'relayed', seeds: 3 }],
    ['a hole a seed dropped into first', 6, { kind: 'passed', later: 7 }],
    ['a hole passed during a relay', 12, { kind: 'passed', later: 1 }],
    ['the hole the sowing started from', 5, { kind: 'picked-up' }],
    ['a hole beyond the end', 14, { kind: 'not-reached' }],
    ["North's store, never reached", 15, { kind: 'not-reached' }],
  ] as const)('a guess at %s (pit %i)', (_, guess, reason) => {
    expect(explainWrongGuess(relay, guess)?.guess).toEqual(reason);
  });

  it('counts a guess one short as passed, and one too far as not reached', () => {
    const count = predictStep('sowing', 'count-six'); // hole 3: six seeds, the last dies in North's hole 1
    expect(explainWrongGuess(count, 7)).toMatchObject({ landing: 8, end: { kind: 'mati', pit: 8 }, guess: { kind: 'passed', later: 1 } });
    expect(explainWrongGuess(count, 9)).toMatchObject({ landing: 8, guess: { kind: 'not-reached' } });
  });

  it('tells a capture at the real landing, with the seeds taken', () => {
    const capture = predictStep('capture', 'what-it-takes'); // hole 2: four seeds into the empty hole 6, across from three
    expect(explainWrongGuess(capture, 9)).toMatchObject({ landing: 5, end: { kind: 'capture', pit: 5, seeds: 4, pits: [9] }, guess: { kind: 'not-reached' } });
  });

  it('says a sowing stops on seeds under rules without the relay (Kalah)', () => {
    const kalah = predictStep('kalah', 'no-relay');
    expect(explainWrongGuess(kalah, 5)).toMatchObject({ landing: 4, legs: [{ from: 1, seeds: 3, end: 4 }], end: { kind: 'stops', pit: 4 }, guess: { kind: 'not-reached' } });
  });

  it('has nothing to explain for the right answer', () => {
    expect(explainWrongGuess(relay, relay.answer)).toBeNull();
  });
});

describe('explainLanding', () => {
  // South's hole 7 holds ten seeds: own store, North's row, North's store skipped, then South's holes 1 and 2.
  const longSowing = position('congkak', [0, 0, 0, 0, 0, 1, 10, 0, 1, 1, 1, 1, 1, 1, 1, 0]);

  it("skips the opponent's store and passes through the sower's own", () => {
    expect(explain(longSowing, { hole: 7 }, 15)?.guess).toEqual({ kind: 'skipped' });
    expect(explain(longSowing, { hole: 7 }, 7)?.guess).toEqual({ kind: 'passed', later: 9 });
  });

  it('ends in the own store when the last seed goes there', () => {
    const toStore = position('congkak', [0, 0, 0, 0, 0, 2, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0]);
    expect(explain(toStore, { hole: 6 }, 8)).toMatchObject({ landing: storeOf(0, 7), end: { kind: 'store' }, guess: { kind: 'not-reached' } });
  });

  it('is null without a sowing of that player', () => {
    expect(explainLanding(longSowing, [], 0, 3)).toBeNull();
  });
});

/** Positions spread over every rule set, the same on every run (no random numbers). */
function* positions(): Generator<GameState> {
  let seed = 7;
  const next = (below: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % below;
  };
  for (const preset of PRESET_NAMES) {
    const n = PRESETS[preset].holes;
    for (let i = 0; i < 40; i++) {
      const pits = Array.from({ length: 2 * n + 2 }, (_, pit) => (pit === n || pit === 2 * n + 1 ? 0 : next(i % 2 === 0 ? 4 : 12)));
      if (pits.slice(0, n).every((seeds) => seeds === 0)) pits[0] = 1;
      const state = validateState({ rules: preset, pits, toMove: 0 });
      if (state.ok && state.value.phase === 'play') yield state.value;
    }
  }
}

describe('explainLanding over many positions of every rule set', () => {
  it('agrees with the engine for every move and every wrong pit', () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const start of positions()) {
      for (const move of legalMoves(start)) {
        const played = play(start, move);
        if (!played.ok) throw new Error(played.error.message);
        const { events } = played.value;
        const landing = lastSeedPit(events, 0);
        const drops = events.filter((e) => e.type === 'sow' && e.player === 0).map((e) => ('pit' in e ? e.pit : -1));
        for (let guess = 0; guess < start.pits.length; guess++) {
          const explained = explainLanding(start, events, 0, guess);
          if (guess === landing) {
            expect(explained).toBeNull();
            continue;
          }
          if (explained === null) throw new Error(`no explanation for pit ${guess}`);
          expect(explained.landing).toBe(landing);
          // The legs chain: each relay starts where the leg before it ended, and the last ends at the landing.
          explained.legs.slice(1).forEach((leg, i) => expect(leg.from).toBe(explained.legs[i]?.end));
          expect(explained.legs.at(-1)?.end).toBe(landing);
          const reason = explained.guess;
          if (reason.kind === 'relayed') expect(events).toContainEqual(expect.objectContaining({ type: 'relay', pit: guess, seeds: reason.seeds }));
          else if (reason.kind === 'passed') expect(drops.slice(drops.length - reason.later - 1)[0]).toBe(guess);
          else expect(drops).not.toContain(guess);
          if (guess === storeOf(1, start.rules.holes)) expect(reason.kind === 'skipped' || reason.kind === 'not-reached').toBe(true);
          kinds.add(reason.kind);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
    expect([...kinds].sort()).toEqual(['not-reached', 'passed', 'picked-up', 'relayed', 'skipped']);
  });
});

// FastReplayer.start keeps the start of the rules it last started (a file's
// games mostly share their rules): a game under other rules, even rules that
// differ in one nested option, still starts from its own rules, and nothing
// a caller does to the rules or states it holds reaches the next game.
import { describe, expect, it } from 'vitest';
import { newGame, resolveRules } from '../index';
import type { GameState, Rules, RulesInput } from '../types';
import { FastReplayer } from './fast-replay';

function rules(input: RulesInput): Rules {
  const resolved = resolveRules(input);
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}

function started(given: Rules): GameState {
  const replayer = FastReplayer.start(given);
  if (!replayer.ok) throw new Error(replayer.error);
  return replayer.value.state();
}

function fresh(given: Rules): GameState {
  const game = newGame(given);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

describe('FastReplayer.start, one game after another', () => {
  it('starts each game from its own rules, however little they differ from the last', () => {
    const sequence = [
      rules('congkak'),
      rules('congkak'),
      rules({ preset: 'congkak', seeds: 5 }),
      rules('kalah'),
      rules('oware'),
      rules({ preset: 'dakon', series: { end: { rounds: 1 } } }),
      rules({ preset: 'dakon', series: { end: { rounds: 2 } } }),
      rules({ preset: 'dakon', series: { end: 'cannot-fill' } }),
      rules('congkak'),
    ];
    for (const given of sequence) expect(started(given)).toEqual(fresh(given));
  });

  it('keeps nothing a caller changes afterwards: the rules it was given, or the state it handed out', () => {
    // The first start of these rules makes the start kept; the second is made from it.
    for (const state of [started(rules('oware')), started(rules('oware'))]) {
      state.rules.holes = 4;
      state.pits[0] = 40;
    }
    expect(started(rules('oware'))).toEqual(fresh(rules('oware')));
    // Rules changed in place after their game started are other rules for the next game.
    const changed = rules('kalah');
    started(changed);
    changed.seeds = 6;
    expect(started(rules({ preset: 'kalah', seeds: 6 }))).toEqual(fresh(rules({ preset: 'kalah', seeds: 6 })));
  });

  it('refuses rules that newGame refuses, every time', () => {
    const bad = { ...rules('congkak'), holes: 0 };
    expect(FastReplayer.start(bad).ok).toBe(false);
    expect(FastReplayer.start(bad).ok).toBe(false);
  });
});

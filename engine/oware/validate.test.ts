/**
 * validateState on full Oware states (validate.ts), RULES.md §7: a state in
 * phase play is one where the game goes on, so a majority reached, a mover
 * without seeds or a starving opponent nobody can feed are refused by name;
 * Oware has no opening and no series.
 */
import { describe, expect, it } from 'vitest';
import { validateState } from '../index';
import { owareNewGame } from './state';
import { board, owareRules } from './test-support';

type Json = Record<string, unknown>;

/** An engine-shaped state with this board, `toMove` to move, its history just the current position. */
function inPlay(pits: string, toMove: 0 | 1 = 0, fields: Json = {}): Json {
  const { seenPositions: _start, ...state } = owareNewGame(owareRules());
  return { ...state, pits: board(pits), toMove, ...fields };
}

const REFUSED: [string, Json, string][] = [
  ['a mover without seeds', inPlay('0 0 0 0 0 0 | 24 | 4 4 4 4 4 4 | 0'), 'player 0 is to move but has no seeds in their houses: the game is over'],
  ['a starving opponent no move feeds', inPlay('1 0 0 0 0 0 | 23 | 0 0 0 0 0 0 | 24'), 'player 1 has no seeds and no move of player 0 gives them any: the game is over'],
  ['South starving, North to move and unable to feed them', inPlay('0 0 0 0 0 0 | 24 | 1 0 0 0 0 0 | 23', 1), 'player 0 has no seeds and no move of player 1 gives them any'],
  ['a majority reached', inPlay('1 0 0 0 0 1 | 25 | 1 0 0 0 0 0 | 20'), 'player 0 has captured 25 of the 48 seeds, more than half: the game is over'],
  ['North’s majority', inPlay('1 0 0 0 0 1 | 20 | 1 0 0 0 0 0 | 25'), 'player 1 has captured 25 of the 48 seeds'],
  ['half each', inPlay('0 0 0 0 0 0 | 24 | 0 0 0 0 0 0 | 24'), 'both players have captured half of the 48 seeds: the game is over'],
  ['a simultaneous opening', inPlay('4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0', 0, { phase: 'opening', toMove: null }), 'Oware has no opening'],
  ['round 2', inPlay('4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0', 0, { round: 2 }), 'Oware is one game, not a series: round must be 1'],
];

describe('validateState refuses an Oware state that cannot occur', () => {
  it.each(REFUSED)('%s', (_name, state, message) => {
    const checked = validateState(state);
    expect(checked.ok ? 'accepted' : checked.error.code).toBe('bad-state');
    if (!checked.ok) expect(checked.error.message).toContain(message);
  });
});

const ACCEPTED: [string, Json][] = [
  ['the start', inPlay('4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0')],
  ['a starving opponent the mover can feed', inPlay('0 0 0 0 0 1 | 24 | 0 0 0 0 0 0 | 23')],
  ['the mover short of a majority by one', inPlay('1 0 0 0 0 1 | 24 | 1 0 0 0 0 0 | 21')],
  ['a finished game', inPlay('0 0 0 0 0 0 | 24 | 0 0 0 0 0 0 | 24', 0, { phase: 'over', toMove: null, result: { winner: null, stores: [24, 24] } })],
];

describe('validateState accepts an Oware game that goes on', () => {
  it.each(ACCEPTED)('%s', (_name, state) => {
    const checked = validateState(state);
    expect(checked.ok ? 'ok' : checked.error.message).toBe('ok');
  });
});

describe('a minimal Oware state is still settled, not refused (ENGINE_PROTOCOL.md STATE)', () => {
  it('hands back a finished game for a mover without seeds', () => {
    const checked = validateState({ rules: 'oware', pits: board('0 0 0 0 0 0 | 24 | 4 4 4 4 4 4 | 0'), toMove: 0 });
    expect(checked.ok && checked.value.phase).toBe('over');
  });
});

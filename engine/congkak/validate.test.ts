/**
 * validateState on full Congkak states (validate.ts): each row breaks one
 * field the kernel would otherwise trust and names the refusal; the accepted
 * rows sit on the edges of what is allowed. Boards are 2×3: pits 0-2 South's
 * holes, 3 South's store, 4-6 North's holes, 7 North's store.
 */
import { describe, expect, it } from 'vitest';
import { newGame, validateState } from '../index';
import type { RulesInput } from '../types';
import { MAX_ROUNDS } from './position';

type Json = Record<string, unknown>;
type Hand = Json;

const MAX_TICK = 2 ** 31 - 1;

/** A fresh 2×3 game in its simultaneous opening, as plain JSON. */
function opening(rules: RulesInput = { preset: 'congkak', holes: 3, seeds: 3 }): Json {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  return JSON.parse(JSON.stringify(game.value)) as Json;
}

const hand = (fields: Hand): Hand => ({ status: 'choose', pit: 3, seeds: 0, held: null, finished: null, lapped: false, ...fields });
/** An opening at tick 5 with these two hands. */
const withHands = (south: Hand, north: Hand, tick = 5): Json => ({ ...opening(), opening: { tick, hands: [south, north] } });
/** South to move in phase play, with these pits. */
const inPlay = (fields: Json = {}): Json => ({ ...opening(), phase: 'play', toMove: 0, opening: null, ...fields });
/** `inPlay` under other rules (2×3, 3 seeds). */
const inPlayUnder = (overrides: Json, fields: Json): Json =>
  inPlay({ rules: { ...(opening().rules as Json), opening: 'alternate', ...overrides }, ...fields });
const NORTH_EMPTY = [3, 3, 3, 9, 0, 0, 0, 3];
const SOUTH_EMPTY = [0, 0, 0, 3, 3, 3, 3, 9];
const series = (fields: Json = {}): Json => ({ ...opening({ preset: 'congkak', holes: 3, seeds: 3, series: {} }), ...fields });

const REFUSED: [string, Json, string][] = [
  ['burnt holes without a series', inPlay({ burnt: [4], pits: [3, 3, 3, 0, 0, 3, 3, 3] }), 'burnt holes exist only in a series'],
  ['round 2 without a series', inPlay({ round: 2 }), 'round must be 1 without a series'],
  ['a round past the last', series({ phase: 'play', toMove: 0, opening: null, round: MAX_ROUNDS + 1 }), `a series has at most ${MAX_ROUNDS} rounds`],
  ['continuing not a boolean', inPlay({ continuing: 'yes' }), 'continuing must be true or false'],
  ['starter 2', inPlay({ starter: 2 }), 'starter must be 0 or 1'],
  ['lastMover 2', inPlay({ lastMover: 2 }), 'lastMover must be 0, 1 or null'],
  ['continuing in the opening', { ...opening(), continuing: true }, 'continuing is only possible in phase play'],
  ['a mover without seeds', inPlay({ pits: [0, 0, 0, 9, 3, 3, 3, 0] }), 'player 0 is to move but has no seeds in their holes'],
  // §3: a hand that must choose has seeds to choose from (a row emptied before the choice falls due ends the hand).
  ['a first choice with an empty row', { ...withHands(hand({ status: 'first', pit: -1 }), hand({ status: 'first', pit: -1 }), 0), pits: SOUTH_EMPTY }, 'player 0 must choose a hole but has no seeds in their holes'],
  ['a pending choice with an empty row', { ...withHands(hand({}), hand({ status: 'sow', seeds: 1 })), pits: SOUTH_EMPTY }, 'player 0 must choose a hole but has no seeds in their holes'],
  ['a held choice of an empty hole', { ...withHands(hand({ held: 1 }), hand({})), pits: [0, 3, 3, 0, 3, 3, 3, 0] }, 'player 0 holds hole 1, which is empty'],
  // North's holes are counted from pit n + 1, so the board's size must be read right to find the one held.
  ['North holding an empty hole', { ...withHands(hand({}), hand({ held: 1 })), pits: [3, 3, 3, 0, 0, 3, 3, 0] }, 'player 1 holds hole 1, which is empty'],
  ['an opening under the alternate opening', { ...opening(), rules: { ...(opening().rules as Json), opening: 'alternate' } }, 'an opening is only played in round 1'],
  ['an opening in round 2', series({ round: 2 }), 'an opening is only played in round 1'],
  ['no opening in phase opening', { ...opening(), opening: null }, 'opening must be an object in phase opening'],
  ['an opening in phase play', inPlay({ opening: opening().opening as Json }), 'opening must be null outside the opening'],
  ['a negative tick', withHands(hand({}), hand({}), -1), 'opening.tick must be an integer from 0 to'],
  ['a fractional tick', withHands(hand({}), hand({}), 1.5), 'opening.tick must be an integer from 0 to'],
  ['a tick past 32 bits', withHands(hand({}), hand({}), MAX_TICK + 1), 'opening.tick must be an integer from 0 to'],
  ['one hand', { ...opening(), opening: { tick: 0, hands: [hand({})] } }, 'opening.hands must hold two hands'],
  ['hands not a list', { ...opening(), opening: { tick: 0, hands: { 0: hand({}), 1: hand({}) } } }, 'opening.hands must hold two hands'],
  ['a hand that is a list', withHands(hand({}), [] as unknown as Hand), 'opening.hands[1]: must be an object'],
  ['a hand that is a number', withHands(hand({}), 5 as unknown as Hand), 'opening.hands[1]: must be an object'],
  ['an opening that is a string', { ...opening(), opening: 'soon' }, 'opening must be an object in phase opening'],
  ['an unknown status', withHands(hand({ status: 'wait' }), hand({})), 'opening.hands[0]: status must be one of first, choose, sow, done'],
  ['pit below -1', withHands(hand({ pit: -2 }), hand({})), 'pit must be a pit index'],
  ['pit past the last store', withHands(hand({ pit: 8 }), hand({})), 'pit must be a pit index'],
  ['a fractional pit', withHands(hand({ pit: 1.5 }), hand({})), 'pit must be a pit index'],
  ['negative seeds', withHands(hand({ seeds: -1 }), hand({})), 'seeds must be a non-negative integer'],
  ['fractional seeds', withHands(hand({ status: 'sow', seeds: 1.5 }), hand({})), 'seeds must be a non-negative integer'],
  ['seeds in a choosing hand', withHands(hand({ seeds: 2 }), hand({})), 'a hand holds seeds exactly while it sows'],
  ['a sowing hand without seeds', withHands(hand({ status: 'sow' }), hand({ status: 'sow', seeds: 1 })), 'a hand holds seeds exactly while it sows'],
  ['held 0', withHands(hand({ held: 0 }), hand({})), 'held must be null or a hole number of a choosing hand'],
  ['held past the last hole', withHands(hand({ held: 4 }), hand({})), 'held must be null or a hole number of a choosing hand'],
  ['a fractional held', withHands(hand({ held: 1.5 }), hand({})), 'held must be null or a hole number of a choosing hand'],
  ['held by a sowing hand', withHands(hand({ status: 'sow', seeds: 2, held: 1 }), hand({ status: 'sow', seeds: 1 })), 'held must be null or a hole number of a choosing hand'],
  ['finished before tick 0', withHands(hand({ status: 'done', finished: -1 }), hand({})), 'finished must be null or a past tick'],
  ['finished in the future', withHands(hand({ status: 'done', finished: 6 }), hand({})), 'finished must be null or a past tick'],
  ['a fractional finished', withHands(hand({ status: 'done', finished: 1.5 }), hand({})), 'finished must be null or a past tick'],
  ['finished while choosing', withHands(hand({ finished: 2 }), hand({})), 'finished is set exactly when the hand is done'],
  ['done without finished', withHands(hand({ status: 'done' }), hand({})), 'finished is set exactly when the hand is done'],
  ['lapped not a boolean', withHands(hand({ lapped: 'no' }), hand({})), 'lapped must be true or false'],
  ['one hand at its first choice only', withHands(hand({ status: 'first', pit: -1 }), hand({})), 'both hands wait for the first choice, or neither'],
  ['both hands done', withHands(hand({ status: 'done', finished: 1 }), hand({ status: 'done', finished: 2 })), 'an opening with both hands done is over'],
  ['both choices held', withHands(hand({ held: 1 }), hand({ held: 2 })), 'at most one choice is held'],
  ['South holds while North sows', withHands(hand({ held: 1 }), hand({ status: 'sow', seeds: 1 })), 'a choice is only held while both must choose'],
  ['North holds while South sows', withHands(hand({ status: 'sow', seeds: 1 }), hand({ held: 1 })), 'a choice is only held while both must choose'],
];

describe('validateState refuses a Congkak state the kernel could not trust', () => {
  it.each(REFUSED)('%s', (_name, state, message) => {
    const checked = validateState(state);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.error.code).toBe('bad-state');
      expect(checked.error.message).toContain(message);
    }
  });
});

const ACCEPTED: [string, Json][] = [
  ['the last round of a series', series({ phase: 'play', toMove: 0, opening: null, round: MAX_ROUNDS })],
  ['lastMover 1, continuing in play', inPlay({ lastMover: 1, continuing: true })],
  ['tick 0 and the last 32-bit tick', withHands(hand({}), hand({}), MAX_TICK)],
  ['pit -1 (not yet on the board) and the last store', withHands(hand({ pit: -1 }), hand({ pit: 7 }))],
  ['held, the first hole', withHands(hand({ held: 1 }), hand({}))],
  ['held, the last hole', withHands(hand({}), hand({ held: 3 }))],
  ['finished at this very tick', withHands(hand({ status: 'done', finished: 5 }), hand({ status: 'sow', seeds: 1 }))],
  ['finished at tick 0', withHands(hand({ status: 'done', finished: 0 }), hand({ lapped: true }))],
  // §4 ends a round when a sowing stops; a set-up position (a minimal state, completed by the engine) may
  // start with the other row empty and is handed back as it was completed, under every round-end rule.
  ['the other row empty under "either-side-empty"', inPlay({ pits: NORTH_EMPTY })],
  ['the other row empty after a store landing', inPlay({ pits: NORTH_EMPTY, continuing: true })],
  ['the other row empty under "mover-side-empty"', inPlayUnder({ roundEnd: 'mover-side-empty' }, { pits: NORTH_EMPTY })],
  ['the other row empty under "pass" (they pass)', inPlayUnder({ roundEnd: 'pass' }, { pits: NORTH_EMPTY })],
  ['a done hand with an empty row beside a sowing one', { ...withHands(hand({ status: 'done', finished: 2 }), hand({ status: 'sow', seeds: 1 })), pits: SOUTH_EMPTY }],
];

describe('validateState accepts the edges', () => {
  it.each(ACCEPTED)('%s', (_name, state) => {
    const checked = validateState(state);
    expect(checked.ok ? 'ok' : checked.error.message).toBe('ok');
  });
});

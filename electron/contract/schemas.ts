/**
 * Input schemas shared by several operations. They check shapes and bounds only:
 * whether rules options make sense together, or a move is legal, is the engine's call.
 */
import * as v from 'valibot';
import { exactObject } from './exact-object';
import { oneLine } from './text-rules';
import { BURNT_MODES, DIRECTIONS, EMPTY_OPPONENT_LANDINGS, EMPTY_OPPOSITE, GAMES, GRAND_SLAMS, LEFTOVERS, NEXT_STARTERS, OPENINGS, PRESET_NAMES, REFILLS, REMAINDERS, ROUND_ENDS, SIDES, STORE_LANDINGS } from '../../engine';

/** Loose numeric bounds: enough to stop absurd payloads, narrow enough checks are the engine's. */
const smallInteger = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));

export const gameIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));

export const PLAYER_NAME_MAX = 40;
export const LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_LEVEL = 3;

/** A player's name, also an imported record's South and North (trimmed: edge spaces are not part of a name). */
export const playerNameSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PLAYER_NAME_MAX), oneLine);

export const playerSpecSchema = v.variant('kind', [
  exactObject({ name: playerNameSchema, kind: v.literal('human') }),
  exactObject({
    name: playerNameSchema,
    kind: v.literal('computer'),
    level: v.optional(v.picklist(LEVELS), DEFAULT_LEVEL),
  }),
]);
/** What the renderer may send (level optional)… */
export type PlayerSpecInput = v.InferInput<typeof playerSpecSchema>;
/** …and what the services receive (a computer always has a level). */
export type PlayerSpec = v.InferOutput<typeof playerSpecSchema>;

/** [South, North]. */
export const playersSchema = v.strictTuple([playerSpecSchema, playerSpecSchema]);

const seriesSchema = exactObject({
  refill: v.optional(v.picklist(REFILLS)),
  remainder: v.optional(v.picklist(REMAINDERS)),
  burnt: v.optional(v.picklist(BURNT_MODES)),
  reopen: v.optional(v.boolean()),
  nextStarter: v.optional(v.picklist(NEXT_STARTERS)),
  end: v.optional(v.union([v.literal('cannot-fill'), exactObject({ rounds: smallInteger })], 'expected "cannot-fill" or { rounds }')),
});

/** A preset name, or a preset plus overrides (RULES.md §6); unknown keys are refused here already. */
export const rulesInputSchema = v.union([
  v.picklist(PRESET_NAMES),
  exactObject({
    preset: v.optional(v.picklist(PRESET_NAMES)),
    game: v.optional(v.picklist(GAMES)),
    holes: v.optional(smallInteger),
    seeds: v.optional(smallInteger),
    direction: v.optional(v.picklist(DIRECTIONS)),
    opening: v.optional(v.picklist(OPENINGS)),
    firstPlayer: v.optional(v.picklist(SIDES)),
    storeLanding: v.optional(v.picklist(STORE_LANDINGS)),
    relay: v.optional(v.boolean()),
    emptyOpposite: v.optional(v.picklist(EMPTY_OPPOSITE)),
    captureNeedsLap: v.optional(v.boolean()),
    emptyOpponentLanding: v.optional(v.picklist(EMPTY_OPPONENT_LANDINGS)),
    roundEnd: v.optional(v.picklist(ROUND_ENDS)),
    leftovers: v.optional(v.picklist(LEFTOVERS)),
    series: v.optional(v.nullable(seriesSchema)),
    grandSlam: v.optional(v.picklist(GRAND_SLAMS)),
  }),
], `expected a preset (${PRESET_NAMES.join(', ')}) or an object of rule options`);

const holeNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(15));

/** The protocol's MOVE: ordinary turn, opening first choice, or a pending opening choice. */
export const moveSchema = v.union([
  exactObject({ hole: holeNumber }),
  exactObject({ south: holeNumber, north: holeNumber }),
  exactObject({ player: v.picklist([0, 1] as const), hole: holeNumber }),
], 'expected a move: { hole }, { south, north } or { player, hole }');

/**
 * The engine's public vocabulary: rules, states, moves, events and errors.
 * Shapes follow ../shared/ENGINE_PROTOCOL.md exactly; everything here is plain
 * JSON-serialisable data so it crosses IPC, HTTP and the CLI unchanged.
 */

export const PLAYERS = [0, 1] as const;
/** 0 is South (bottom row), 1 is North (top row). */
export type Player = (typeof PLAYERS)[number];

export const GAMES = ['congkak', 'kalah', 'oware'] as const;
export type GameFamily = (typeof GAMES)[number];

export const PRESET_NAMES = ['congkak', 'congkak-mw', 'congkak-malay', 'sungka', 'dakon', 'kalah', 'oware'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

export const DIRECTIONS = ['clockwise', 'counterclockwise'] as const;
export const OPENINGS = ['simultaneous', 'alternate'] as const;
export const SIDES = ['south', 'north'] as const;
export const STORE_LANDINGS = ['again', 'end'] as const;
export const EMPTY_OPPOSITE = ['bank', 'stay'] as const;
export const EMPTY_OPPONENT_LANDINGS = ['stay', 'forfeit'] as const;
export const ROUND_ENDS = ['either-side-empty', 'either-side-empty-now', 'mover-side-empty', 'pass'] as const;
export const LEFTOVERS = ['owner', 'last-mover'] as const;
export const REFILLS = ['store-end', 'far-end'] as const;
export const REMAINDERS = ['store', 'partial'] as const;
export type Remainder = (typeof REMAINDERS)[number];
export const BURNT_MODES = ['skip', 'forfeit'] as const;
export const NEXT_STARTERS = ['loser', 'winner', 'last-mover'] as const;
export const GRAND_SLAMS = ['no-capture', 'forbidden', 'capture'] as const;

export type Side = (typeof SIDES)[number];

export interface SeriesRules {
  refill: (typeof REFILLS)[number];
  /**
   * RULES.md §5: absent means "store". A full rules object writes it only as
   * "partial", so the rules of every game made before the option, and the
   * records and archive identities built from them, stay exactly as they were.
   */
  remainder?: 'partial';
  burnt: (typeof BURNT_MODES)[number];
  reopen: boolean;
  nextStarter: (typeof NEXT_STARTERS)[number];
  end: 'cannot-fill' | { rounds: number };
}

/** The full rules object of RULES.md §6: every option present, `grandSlam` only for Oware. */
export interface Rules {
  preset: PresetName;
  game: GameFamily;
  holes: number;
  seeds: number;
  direction: (typeof DIRECTIONS)[number];
  opening: (typeof OPENINGS)[number];
  firstPlayer: Side;
  storeLanding: (typeof STORE_LANDINGS)[number];
  relay: boolean;
  emptyOpposite: (typeof EMPTY_OPPOSITE)[number];
  captureNeedsLap: boolean;
  emptyOpponentLanding: (typeof EMPTY_OPPONENT_LANDINGS)[number];
  roundEnd: (typeof ROUND_ENDS)[number];
  leftovers: (typeof LEFTOVERS)[number];
  series: SeriesRules | null;
  grandSlam?: (typeof GRAND_SLAMS)[number];
}

/** A series as callers may write it: any subset of the options, `remainder` also as "store". */
export type SeriesInput = Partial<Omit<SeriesRules, 'remainder'>> & { remainder?: Remainder };

/** What callers may pass: a preset name, or a preset plus overrides (a partial `series` takes defaults). */
export type RulesInput = PresetName | (Partial<Omit<Rules, 'series'>> & { preset?: PresetName; series?: SeriesInput | null });

export type Phase = 'opening' | 'play' | 'over';

export interface GameResult {
  winner: Player | null;
  stores: [number, number];
}

/**
 * The protocol's STATE. The required fields are listed here; the engine may add
 * more (hands in flight, pending choices, repetition history), all plain JSON.
 */
export interface GameState {
  rules: Rules;
  pits: number[];
  burnt: number[];
  toMove: Player | null;
  phase: Phase;
  round: number;
  result: GameResult | null;
}

/** Ordinary turn: the mover's player-relative hole number 1…n. */
export interface HoleMove {
  hole: number;
}
/** Simultaneous opening, first choice of both players. */
export interface OpeningMove {
  south: number;
  north: number;
}
/** A choice that falls due during the simultaneous opening (after a store landing). */
export interface PendingChoiceMove {
  player: Player;
  hole: number;
}
export type Move = HoleMove | OpeningMove | PendingChoiceMove;

/** Present on every event played during the simultaneous opening. */
interface Ticked {
  tick?: number;
}

export type EngineEvent = Ticked &
  (
    | { type: 'pick'; player: Player; pit: number; seeds: number }
    | { type: 'sow'; player: Player; pit: number }
    | { type: 'relay'; player: Player; pit: number; seeds: number }
    | { type: 'store'; player: Player }
    | { type: 'capture'; player: Player; pit: number; from: number; seeds: number }
    | { type: 'dead'; player: Player; pit: number }
    | { type: 'forfeit'; player: Player; pit: number; to: number }
    | { type: 'pass'; player: Player }
    | { type: 'turn-end'; player: Player; next: Player | null }
    | { type: 'round-end'; round: number; leftovers: { pit: number; seeds: number; to: number }[]; stores: [number, number] }
    | { type: 'refill'; round: number; pits: number[]; burnt: number[] }
    | { type: 'game-end'; winner: Player | null; stores: [number, number] }
  );
export type EventType = EngineEvent['type'];

export const ERROR_CODES = [
  'bad-json',
  'bad-request',
  'bad-rules',
  'bad-state',
  'illegal-move',
  'game-over',
  'bad-record',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface EngineError {
  code: ErrorCode;
  message: string;
}

/** Errors are values: nothing in the engine throws for bad user data. */
export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };

export interface PlayOutcome {
  state: GameState;
  events: EngineEvent[];
}

export const GLYPHS = ['!', '?', '!!', '??', '!?', '?!'] as const;
export type Glyph = (typeof GLYPHS)[number];

export interface MoveNote {
  /** Index into `moves` of the last move of the annotated turn. */
  move: number;
  glyph: Glyph | null;
  comment: string | null;
}

/** A game record as the protocol's GAME: `tags` holds every tag except Rules and Options. */
export interface GameRecord {
  tags: Record<string, string>;
  rules: Rules;
  comment: string | null;
  moves: Move[];
  notes: MoveNote[];
}

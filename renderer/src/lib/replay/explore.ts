// "Explore from here": a scratch line played from a position of the game by
// the renderer's own engine (nothing is recorded). The opening's first choice
// is collected one player at a time, then played as one {south, north} move.
import { combineFirstChoices, holesFor, play, playersToAct, turnOf, type EngineEvent, type GameState, type Move, type Player, type Result, type Turn } from '../../../../engine';

export interface Exploration {
  /** The game's moves the line starts after. */
  base: Move[];
  /** The moves played on the scratch board. */
  line: Move[];
  /** Where the line started, and where it is now. */
  start: GameState;
  state: GameState;
  /** The last move's events, from `before` (for the board's animation). */
  lastEvents: EngineEvent[];
  before: GameState;
  /** The opening's first choices given so far. */
  held: Partial<Record<Player, number>>;
}

export function startExploring(start: GameState, base: readonly Move[]): Exploration {
  return { base: [...base], line: [], start, state: start, lastEvents: [], before: start, held: {} };
}

function exploreTurn(exploration: Exploration): Turn {
  return turnOf(exploration.state);
}

/** The players whose choice is still asked (a player whose opening choice is held is not). */
export function exploreChoosers(exploration: Exploration): Player[] {
  return playersToAct(exploreTurn(exploration)).filter((player) => exploration.held[player] === undefined);
}

/** The holes `player` may choose now. */
export function exploreHoles(exploration: Exploration, player: Player): number[] {
  return exploration.held[player] === undefined ? holesFor(exploreTurn(exploration), player) : [];
}

/** `player` chooses `hole`: played at once, or held until both opening choices are in. */
export function exploreChoose(exploration: Exploration, player: Player, hole: number): Result<Exploration, string> {
  if (!exploreHoles(exploration, player).includes(hole)) return { ok: false, error: `hole ${hole} cannot be chosen by player ${player} here` };
  const turn = exploreTurn(exploration);
  if (turn.kind === 'opening-first') {
    const held = { ...exploration.held, [player]: hole };
    const both = combineFirstChoices(held);
    return both === null ? { ok: true, value: { ...exploration, held } } : playOn(exploration, both);
  }
  return playOn(exploration, turn.kind === 'opening-pending' ? { player, hole } : { hole });
}

function playOn(exploration: Exploration, move: Move): Result<Exploration, string> {
  const played = play(exploration.state, move);
  if (!played.ok) return { ok: false, error: played.error.message };
  return {
    ok: true,
    value: {
      ...exploration,
      line: [...exploration.line, move],
      before: exploration.state,
      state: played.value.state,
      lastEvents: played.value.events,
      held: {},
    },
  };
}

/** The line without its last move (or without the choice held), played again from its start. */
export function exploreUndo(exploration: Exploration): Exploration {
  if (Object.keys(exploration.held).length > 0) return { ...exploration, held: {} };
  let current = startExploring(exploration.start, exploration.base);
  for (const move of exploration.line.slice(0, -1)) {
    const next = playOn(current, move);
    if (!next.ok) break;
    current = next.value;
  }
  return { ...current, lastEvents: [] };
}

/** The moves from the game's start to the scratch position (what the opponent is asked about). */
export const exploreMoves = (exploration: Exploration): Move[] => [...exploration.base, ...exploration.line];

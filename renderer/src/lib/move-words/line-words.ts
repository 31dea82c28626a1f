// A line of play in words, from the engine's events for it (Play's hint,
// Puzzles' answer and the player's own turn): why a hint suggests its hole,
// from the engine's expected continuation: the player's own choices of the line (while their turn goes
// on) played from the position, each told by what it does: "hole 3's last
// seed lands in your store, then hole 7 captures 12 seeds".
import { holeChosenBy, play, type EngineEvent, type GameState, type Move, type Player } from '../../../../engine';
import { t } from '../../i18n';
import { seedsText } from '../../components/board/labels';
import { withExactWords, type Valued } from './exact-words';

/** A long chain is told up to this many choices. */
const MAX_STEPS_TOLD = 4;

function stepText(hole: number, events: readonly EngineEvent[], player: Player): string {
  const captured = events.reduce((sum, event) => sum + (event.type === 'capture' && event.player === player ? event.seeds : 0), 0);
  if (captured > 0) return t('hint.step.capture', { hole, seeds: seedsText(captured) });
  if (events.some((event) => event.type === 'store' && event.player === player)) return t('hint.step.store', { hole });
  return t('hint.step.ends', { hole });
}

interface Told {
  steps: string[];
  /** The line goes on past the steps told. */
  more: boolean;
}

function tellSteps(state: GameState, line: readonly Move[], player: Player, told: number): Told {
  const steps: string[] = [];
  let position = state;
  for (const move of line) {
    if (steps.length === told) return { steps, more: true };
    const played = play(position, move);
    if (!played.ok) break;
    steps.push(stepText(holeChosenBy(move, player), played.value.events, player));
    position = played.value.state;
    const goesOn = position.phase === 'opening' ? position.toMove === null : position.toMove === player;
    if (!goesOn || position.phase === 'over') break;
  }
  return { steps, more: false };
}

/**
 * The steps of `line` that are `player`'s own turn from `state`, in words;
 * empty when the line cannot be played here (the opening's first choice is
 * judged against the other player's hidden one, so it has no line to tell).
 * A hint tells the first few; a puzzle's answer passes `told` to tell it all.
 */
export function hintSteps(state: GameState, line: readonly Move[], player: Player, told = MAX_STEPS_TOLD): string[] {
  return tellSteps(state, line, player, told).steps;
}

/**
 * "Hint: hole 3's last seed lands in your store, then hole 7 captures 12 seeds", or just
 * the hole when the line says nothing; a longer line ends "and so on." (its
 * own message, so a sentence never ends "then …."). Where the engine proved
 * the hint's value, it says it: "… (exact: wins by 4)".
 */
export function hintText(state: GameState, answer: { move: Move; line?: Move[] } & Partial<Valued>, player: Player): string {
  const { steps, more } = tellSteps(state, answer.line ?? [answer.move], player, MAX_STEPS_TOLD);
  const words =
    steps.length === 0
      ? t('hint.only', { hole: holeChosenBy(answer.move, player) })
      : t(more ? 'hint.becauseMore' : 'hint.because', { steps: steps.join(t('hint.then')) });
  return answer.exact === undefined || answer.score === undefined ? words : withExactWords(words, { score: answer.score, exact: answer.exact });
}

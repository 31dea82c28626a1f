// What the live status region says after a move, in words: the relays, store
// landings, captures and mati of the engine's events, the end of a round, and
// who moves next. "you" is the one human facing the computer; in a game of two
// people on one computer every sentence names the player.
import { holeOf, playersToAct, type EngineEvent, type GameState, type Player, type Turn } from '../../../../engine';
import { t } from '../../i18n';
import { seedsText, sideName } from '../../components/board/labels';

export interface Perspective {
  names: readonly [string, string];
  /** The only human player when facing the computer, else null. */
  you: Player | null;
}

/**
 * The grammatical person of a message naming `player` (an ICU select): "you"
 * for the human facing the computer ("You start round 2"), else "other"
 * ("Ana starts round 2").
 */
export function personOf(player: Player, perspective: Pick<Perspective, 'you'>): 'you' | 'other' {
  return perspective.you === player ? 'you' : 'other';
}

const MAX_RELAYS_NAMED = 2;

function relaySentences(events: readonly EngineEvent[], holes: number): string[] {
  const relays = events.filter((event) => event.type === 'relay');
  if (relays.length > MAX_RELAYS_NAMED) return [t('status.relays', { count: relays.length })];
  return relays.map((relay) => {
    const owner = holeOf(relay.pit, holes);
    return t('status.relay', { side: sideName(owner.player), hole: owner.hole ?? 0 });
  });
}

function landingSentence(event: EngineEvent, holes: number, perspective: Perspective, lastOfMove: boolean): string | null {
  const name = (player: Player) => perspective.names[player];
  const yours = (player: Player) => perspective.you === player;
  switch (event.type) {
    case 'capture':
      return t('status.capture', { person: personOf(event.player, perspective), name: name(event.player), seeds: seedsText(event.seeds) });
    case 'store':
      // Only the landing that leaves the player choosing is news; earlier ones in a long turn are not.
      if (!lastOfMove) return null;
      return yours(event.player) ? t('status.storeYou') : t('status.storeNamed', { name: name(event.player) });
    case 'dead': {
      if (holeOf(event.pit, holes).player === event.player) return t('status.stays');
      return yours(event.player) ? t('status.matiYou') : t('status.matiNamed', { name: name(event.player) });
    }
    case 'pass':
      return t('status.pass', { person: personOf(event.player, perspective), name: name(event.player) });
    case 'round-end':
      return t('status.roundEnd', {
        round: event.round,
        south: name(0),
        southStore: event.stores[0],
        north: name(1),
        northStore: event.stores[1],
      });
    case 'refill':
      return t('status.refill', { round: event.round, count: event.burnt.length });
    default:
      return null;
  }
}

function continuesCapture(previous: EngineEvent | undefined, event: EngineEvent & { type: 'capture' }): boolean {
  return previous?.type === 'capture' && previous.player === event.player;
}

/** The seeds of the capture at `index` and of those running on after it by the same player. */
function capturedFrom(events: readonly EngineEvent[], index: number): number {
  let seeds = 0;
  for (let at = index; at < events.length; at++) {
    const event = events[at];
    if (event?.type !== 'capture' || (at > index && !continuesCapture(events[at - 1], event))) break;
    seeds += event.seeds;
  }
  return seeds;
}

/** The sentences that sum up a move's events. */
export function describeEvents(events: readonly EngineEvent[], before: GameState, after: GameState, perspective: Perspective): string[] {
  const holes = after.rules.holes;
  const sentences = relaySentences(events, holes);
  // Each player's last store landing, if they are still to choose (in the opening both may be).
  const lastStore = (player: Player) => events.findLastIndex((event) => event.type === 'store' && event.player === player);
  // A landing that ended the round leaves nobody choosing in it, whoever starts the next.
  const roundOver = events.some((event) => event.type === 'round-end');
  const stillChoosing = (player: Player) => !roundOver && after.phase !== 'over' && (after.toMove === player || after.toMove === null);
  events.forEach((event, index) => {
    // Captures running on by one player (Oware takes house after house) are one sentence with their total.
    if (event.type === 'capture' && continuesCapture(events[index - 1], event)) return;
    const lastOfMove = event.type === 'store' && index === lastStore(event.player) && stillChoosing(event.player);
    const told = event.type === 'capture' ? { ...event, seeds: capturedFrom(events, index) } : event;
    const sentence = landingSentence(told, holes, perspective, lastOfMove);
    if (sentence !== null) sentences.push(sentence);
  });
  if (before.phase === 'opening' && after.phase === 'play' && after.toMove !== null) {
    sentences.push(t('status.openingOver', { person: personOf(after.toMove, perspective), name: perspective.names[after.toMove] }));
  }
  return sentences;
}

/** Who is to act, as a prompt: the player's own words, or who is awaited. */
export function turnPrompt(turn: Turn, asked: Player | null, perspective: Perspective): string {
  const waiting = playersToAct(turn);
  if (asked === null) {
    const first = waiting[0];
    return first === undefined ? '' : t('turn.waiting', { name: perspective.names[first] });
  }
  const yours = perspective.you === asked;
  const name = perspective.names[asked];
  switch (turn.kind) {
    case 'opening-first':
      return yours ? t('turn.openingYours') : t('turn.openingNamed', { name });
    case 'opening-pending':
      return yours ? t('turn.pendingYours') : t('turn.pendingNamed', { name });
    default:
      return yours ? t('turn.yours') : t('turn.named', { name });
  }
}

// What the play screen says of a network game (issue 36), in words: whose
// turn, the opening's hidden choices, the connection's pause and end, the
// take-back request and the rematch. The state is the services'
// (`NetworkGameState`, from this side's seat); the other player is named.
import type { NetworkConnection, NetworkGameState, NetworkRefusalReason } from '../../../../electron/contract';
import { playersToAct, type Player, type Turn } from '../../../../engine';
import { t } from '../../i18n';

/** The prompt above the board: this side is asked (null: the usual prompt), or whom the game waits for. */
export function networkPrompt(turn: Turn, asked: Player | null, network: NetworkGameState, peer: string): string | null {
  if (turn.kind === 'over' || network.connection.state !== 'playing') return null;
  const opening = turn.kind === 'opening-first';
  if (asked !== null) return opening && network.chosen.peer ? t('network.play.openingPeerChosen', { name: peer }) : null;
  if (opening && network.chosen.own) return t('network.play.openingOwnChosen', { name: peer });
  return playersToAct(turn).length > 0 ? t('network.play.choosing', { name: peer }) : null;
}

/** The Keys line under the board: in a network game U asks to take back, and there are no hints. */
export function keysLine(network: NetworkGameState | null): string {
  return network === null ? t('play.keys') : t('network.play.keys');
}

/** Minutes and seconds since `since` (ISO 8601), as "m:ss" (never negative: clocks may differ by a little). */
export function elapsedText(since: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The line that pauses the board, or null while the game is played. */
export function connectionLine(connection: NetworkConnection, peer: string): string | null {
  switch (connection.state) {
    case 'playing':
      return null;
    case 'waiting':
      return t('network.play.waiting', { name: peer });
    case 'dropped':
      return t('network.play.dropped', { name: peer });
    case 'ended':
      return connection.reason === 'gave-up'
        ? t('network.play.endedGaveUp', { name: peer })
        : connection.reason === 'channel-closed'
          ? t('network.play.endedClosed', { name: peer })
          : t('network.play.endedStopped');
  }
}

/**
 * Why a choice is not sent while the game is not played, said under the board
 * only where it adds to the status box: paused, the choice waits for the
 * other player. Once it ended (null) the status box's line is the whole why.
 */
export function notPlayedText(connection: NetworkConnection, peer: string): string | null {
  return connection.state === 'ended' ? null : t('network.play.paused', { name: peer });
}

/** This side's take-back request waiting, or the answer to it. */
export function takeBackLine(network: NetworkGameState, answer: 'accepted' | 'declined' | null, peer: string): string | null {
  if (network.undo?.by === 'own') return t('network.play.takeBackAsked', { name: peer });
  if (answer === 'accepted') return t('network.play.takeBackAccepted', { name: peer });
  if (answer === 'declined') return t('network.play.takeBackDeclined', { name: peer });
  return null;
}

export interface RematchButton {
  label: string;
  /** This side has offered already: the button waits for the other. */
  disabled: boolean;
}

/** The rematch button of a network game: an offer, the other's offer accepted, or an offer made. */
export function rematchButton(network: NetworkGameState): RematchButton {
  if (network.rematch.own) return { label: t('network.play.rematchSent'), disabled: true };
  return { label: network.rematch.peer ? t('network.play.acceptRematch') : t('network.play.offerRematch'), disabled: false };
}

/** The rematch offers, in words (null when neither has offered). */
export function rematchLine(network: NetworkGameState, peer: string): string | null {
  if (network.rematch.own) return t('network.play.rematchOffered', { name: peer });
  if (network.rematch.peer) return t('network.play.rematchOfferedByPeer', { name: peer });
  return null;
}

const REFUSALS: Record<NetworkRefusalReason, (peer: string) => string> = {
  stale: () => t('network.play.refusedStale'),
  'not-your-turn': (peer) => t('network.play.refusedNotYourTurn', { name: peer }),
  'illegal-move': () => t('network.play.refusedIllegal'),
  'game-over': () => t('network.play.refusedOver'),
  'no-undo-request': () => t('network.play.refusedNoRequest'),
  paused: (peer) => t('network.play.paused', { name: peer }),
  failed: () => t('network.play.refusedFailed'),
};

/** Why this side's last action was turned down, in the reader's language. */
export function refusalLine(network: NetworkGameState, peer: string): string | null {
  return network.refusal === null ? null : REFUSALS[network.refusal.reason](peer);
}

// The play screen's sentences other than the move announcements (status.ts)
// and hints (move-words/): why a hole cannot be chosen, whom the game waits
// for, and what went wrong when the session refused.
import type { GameView } from '../../../../electron/contract';
import { holeOf, playersToAct, type Player, type Turn } from '../../../../engine';
import { t } from '../../i18n';
import { errorText } from '../api';

/** What the players, board and rules of a game say; all a message needs of a view. */
export type GameFacts = Pick<GameView, 'players' | 'rules' | 'state'>;

/** The session's refusal, worded by its code in the reader's language. */
export function messageOf(error: unknown): string {
  return errorText(error);
}

/** "That did not work: …", for an action the session refused. */
export function actionFailed(error: unknown): string {
  return t('error.action', { message: messageOf(error) });
}

/** Why the New game dialog's game did not start, worded by the session's code. */
export function newGameRefusal(error: unknown): string {
  return messageOf(error);
}

/** "Not your turn", naming whom the game waits for; null when it waits for nobody. */
export function waitingMessage(game: Pick<GameView, 'players'>, turn: Turn): string | null {
  const awaited = playersToAct(turn)[0];
  return awaited !== undefined ? t('error.notYourTurn', { name: game.players[awaited].name }) : null;
}

/** Why `pit` cannot be chosen now, or null when it can. */
export function refusal(
  pit: number,
  game: GameFacts,
  { turn, asked, choosable }: { turn: Turn; asked: Player | null; choosable: readonly number[] },
): string | null {
  if (asked === null) return waitingMessage(game, turn);
  const owner = holeOf(pit, game.rules.holes);
  if (owner.player !== asked) return t('error.otherSide', { name: game.players[owner.player].name });
  if (game.state.burnt.includes(pit)) return t('error.burntHole');
  if ((game.state.pits[pit] ?? 0) === 0) return t('error.emptyHole');
  return choosable.includes(pit) ? null : t('error.action', { message: t('error.emptyHole') });
}

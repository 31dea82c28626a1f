// Whom the play screen asks now, read from the game shown and the choices
// made on this screen: the seats, the turn, the player asked and their holes,
// the computer being waited for, and whether the device must first pass to
// another person. One pure function, so the screen derives it all in one
// update and never shows the board to the wrong person for even a frame.
import type { GameView } from '../../../../electron/contract';
import { holesFor, pitOfHole, turnFromMoves, type Player, type Turn } from '../../../../engine';
import { nextAsk, type Ask, type Collected, type Seat } from './opening';
import type { Perspective } from './status';
import { perspectiveFor } from './views';

export interface Situation {
  /** [South, North]: a person at this screen or the computer. */
  seats: [Seat, Seat];
  perspective: Perspective;
  turn: Turn;
  /** The player this screen asks for a hole now, if any. */
  asked: Player | null;
  /** While the computer searches: the player the game waits for. */
  thinker: Player | null;
  /** In a hotseat opening, the next person to ask when someone else holds the device. */
  passTo: Player | null;
  /** The pits the asked player may choose (none while the device passes). */
  choosable: number[];
}

/** A network game as the situation needs it: this side's seat, its hidden first choice made, and whether play is paused. */
export interface NetworkSeat {
  side: Player;
  chosenOwn: boolean;
  /** The connection is not playing (waiting, dropped or ended): nobody here is asked. */
  paused: boolean;
}

export function situationOf(game: GameView | null, collected: Collected, lastAsked: Player | null, network: NetworkSeat | null = null): Situation {
  // In a network game the other player chooses on their own computer: this screen asks only its own side.
  const seatOf = (player: Player): Seat =>
    network !== null ? (player === network.side ? 'human' : 'remote') : game?.players[player].kind === 'computer' ? 'computer' : 'human';
  const seats: [Seat, Seat] = game ? [seatOf(0), seatOf(1)] : ['human', 'human'];
  const hotseat = seats[0] === 'human' && seats[1] === 'human';
  const perspective: Perspective = game ? { ...perspectiveFor(game), ...(network !== null ? { you: network.side } : {}) } : { names: ['', ''], you: null };
  const turn: Turn = game && game.status === 'active' ? turnFromMoves(game.legalMoves, game.state.toMove) : { kind: 'over' };
  // While the session searches for the computer (also after a human's hidden opening choice), nobody here is asked.
  const ask: Ask = game?.thinking
    ? { kind: 'wait', players: game.choosers.filter((player) => seats[player] === 'computer') }
    : network !== null && (network.paused || network.chosenOwn)
      ? { kind: 'wait', players: game?.choosers.filter((player) => player !== network.side) ?? [] }
      : nextAsk(turn, seats, collected);
  const asked = ask.kind === 'ask' ? ask.player : null;
  const thinker =
    game?.status === 'active' && ask.kind === 'wait' && ask.players.some((player) => seats[player] === 'computer') ? (ask.players[0] ?? 0) : null;
  const passTo =
    hotseat && game?.state.phase === 'opening' && asked !== null && lastAsked !== null && asked !== lastAsked ? asked : null;
  const choosable =
    game && asked !== null && passTo === null ? holesFor(turn, asked).map((hole) => pitOfHole(asked, hole, game.rules.holes)) : [];
  return { seats, perspective, turn, asked, thinker, passTo, choosable };
}

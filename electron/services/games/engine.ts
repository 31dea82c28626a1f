/** The real rules engine behind the GameEngine port (the shell and the server both use this one). */
import { legalMoves, newGame, play } from '../../../engine';
import type { GameEngine } from './engine-port';

export const gameEngine: GameEngine = { newGame, legalMoves, play };

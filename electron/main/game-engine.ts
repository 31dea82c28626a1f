// The rules engine as the services consume it. The services take the engine
// as a parameter (tests use a toy one); the shell hands them the real one.
import { legalMoves, newGame, play } from '../../engine';
import type { GameEngine } from '../services/games/engine-port';

export const gameEngine: GameEngine = { newGame, legalMoves, play };

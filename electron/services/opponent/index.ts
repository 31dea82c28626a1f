/** The searching computer opponent: a worker thread running engine/ai, and its adapter to the sessions' seam. */
export { createOpponentService, asComputerOpponent, type OpponentService, type OpponentServiceOptions } from './opponent-service';

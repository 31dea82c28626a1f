/** The searching computer opponent: a worker thread running engine/ai, and its adapter to the sessions' seam. */
export { createOpponentService, asComputerOpponent, type OpponentService, type OpponentServiceOptions, type OpponentError, type SearchOptions, type ChosenMove } from './opponent-service';
export { OPPONENT_WORKER_BUNDLE } from './messages';

/** Game records, RULES.md §8: the `.congkak` text format and the protocol's GAME. */
export { parseRecord, parseRecordWithFacts, type ParsedGame, type RecordLimits } from './parse';
export { boundMessage, excerpt } from './excerpt';
export { canonicalJson } from './canonical-json';
export { sameData } from './same-data';
export { replayMoves, type MoveFacts, type ReplayFault } from './fast-replay';
export { inRecordOrder } from './record-order';
export { formatRecord, printRecord } from './print';
export { hintsTag, readHintsTag } from './hints-tag';
/** The movetext as data (turns, passes, rounds), for move lists that show a record's lines. */
export { groupTurns, printTurn, type Line, type Turn as PlayedTurn } from './moves-to-lines';
export { printForcedLine, turnEnded, type ForcedLine } from './engine-steps';

/** Game records, RULES.md §8: the `.congkak` text format and the protocol's GAME. */
export { parseRecord } from './parse';
export { formatRecord, printRecord } from './print';

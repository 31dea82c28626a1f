/** The migrations that need code run before their SQL (see Conversion in db/migrations.ts), by name. */
import type { Conversion } from '../db/migrations';
import { convertToOneMoveEncoding } from './012_one_move_encoding';
import { putOpeningsInRecordOrder } from './015_opening_record_order';

export const CONVERSIONS: ReadonlyMap<string, Conversion> = new Map([
  ['012_one_move_encoding', convertToOneMoveEncoding],
  ['015_opening_record_order', putOpeningsInRecordOrder],
]);

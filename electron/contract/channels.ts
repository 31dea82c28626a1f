/** IPC channel names, derived from the operation names so no list is ever hand-copied. */
import type { OperationName } from './operations';

export const CHANNEL_PREFIX = 'congkak:';
export const EVENT_CHANNEL = 'congkak:event';

export function channelFor<Op extends OperationName>(operation: Op): `congkak:${Op}` {
  return `${CHANNEL_PREFIX}${operation}` as `congkak:${Op}`;
}

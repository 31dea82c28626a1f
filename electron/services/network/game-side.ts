/**
 * What the host's game and the guest's mirror have in common: the state a
 * screen shows (the same shape on both sides, each from its own seat), the
 * services port they record through, one-at-a-time handling, and the pause
 * on a dropped connection with its ten minutes.
 */
import type { ApiResult, NetworkCloseCause, NetworkConnection, NetworkGameState, OperationInput, OperationName, OperationOutput } from '../../contract';
import type { SecureChannel, StateChange, StateReason } from './channel';
import type { RefusalReason } from './game-messages';

/** The app's services as the game layer uses them: the same calls, the same checks, as the renderer's. */
export interface GameCalls {
  call<Op extends OperationName>(operation: Op, input: OperationInput<Op>): Promise<ApiResult<OperationOutput<Op>>>;
}

/** A dropped connection resumed within this keeps the game going; after it, the game stays unfinished in both archives. */
export const RESUME_WITHIN_MS = 10 * 60_000;

/** The state a screen shows is the contract's (the `network` event carries it): one type on both sides. */
export type Connection = NetworkConnection;
export type { NetworkGameState };

export type ActionResult = { ok: true } | { ok: false; reason: RefusalReason; message: string };

export const refuse = (reason: RefusalReason, message: string): ActionResult => ({ ok: false, reason, message });

/** Runs tasks one after another: a message and a local action never interleave their awaits. */
export function serialQueue(onError: (error: unknown) => void): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task);
    tail = run.catch(onError);
    return run;
  };
}

/** What a screen can tell of a channel closed for good (the rest is the log's: `message`). */
export function closeCauseOf(reason: StateReason): NetworkCloseCause {
  if (reason === 'wrong-code' || reason === 'unreachable' || reason === 'hosting-ended' || reason === 'too-many-wrong-codes') return reason;
  // Busy: another guest is attached; refused: the seat is bound to another guest's key.
  if (reason === 'busy' || reason === 'refused') return 'occupied';
  return 'other';
}

/**
 * Follows the channel's state: 'dropped' pauses with the time it happened,
 * and starts the ten minutes after which the side gives the game up;
 * 'open' again stops them (the side then resumes as its protocol says).
 */
export function watchConnection(
  channel: SecureChannel,
  options: { now: () => Date; resumeWithinMs: number; onChange: (connection: Connection) => void; onOpen: () => void },
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  const end = (reason: 'gave-up' | 'channel-closed' | 'stopped', message: string, cause?: NetworkCloseCause) => {
    clearTimeout(timer);
    if (ended) return;
    ended = true;
    options.onChange({ state: 'ended', reason, message, ...(cause && { cause }) });
  };
  const unsubscribe = channel.onState((change: StateChange) => {
    if (ended) return;
    if (change.state === 'open') {
      clearTimeout(timer);
      timer = undefined;
      options.onOpen();
    } else if (change.state === 'dropped') {
      options.onChange({ state: 'dropped', since: options.now().toISOString() });
      clearTimeout(timer);
      timer = setTimeout(() => end('gave-up', 'the connection did not come back within ten minutes: the game is kept unfinished'), options.resumeWithinMs);
    } else {
      end('channel-closed', change.message, closeCauseOf(change.reason));
    }
  });
  if (channel.state === 'open') queueMicrotask(() => !ended && options.onOpen());
  return {
    stop() {
      unsubscribe();
      end('stopped', 'the game left the network');
    },
  };
}

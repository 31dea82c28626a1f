/**
 * A guest app that restarts mid-game reaches the host before the host has
 * noticed its old connection go (the heartbeat takes 5–10 s), and is refused
 * as busy; a guest connection that was never open takes that as final (a
 * stranger must not wait for a seat). Rejoining a game it played, the guest
 * retries the busy refusal for a while, each time with a new connection; its
 * key (game-messages.ts `join`) then tells the host it is the same guest.
 */
import { ChannelHub } from './channel';
import type { GuestConnection } from './guest-connection';

export interface RejoinOptions {
  /** How long busy refusals are retried: past the host's 5–10 s to notice a drop. */
  retryForMs?: number;
  /** The wait between tries. */
  waitMs?: number;
  now?: () => number;
}

export function rejoinRetryingBusy(connect: () => GuestConnection, options: RejoinOptions = {}): GuestConnection & { readonly tries: number } {
  const retryForMs = options.retryForMs ?? 20_000;
  const waitMs = options.waitMs ?? 1_000;
  const now = options.now ?? Date.now;
  const deadline = now() + retryForMs;
  const hub = new ChannelHub();
  let current: GuestConnection | null = null;
  let everOpen = false;
  let leaving = false;
  let tries = 0;
  let timer: NodeJS.Timeout | undefined;

  function attempt(): void {
    if (leaving) return;
    tries++;
    const connection = connect();
    current = connection;
    connection.onPayload((payload) => hub.deliver(payload));
    connection.onState((change) => {
      if (change.state === 'open') everOpen = true;
      if (change.state === 'closed' && change.reason === 'busy' && !everOpen && !leaving && now() < deadline) {
        timer = setTimeout(attempt, waitMs);
        return;
      }
      hub.change(change.state, change.reason, change.message);
    });
  }

  attempt();
  return {
    get state() {
      return hub.state;
    },
    get tries() {
      return tries;
    },
    send: (payload) => (current === null ? { ok: false, reason: 'not-open', message: 'not connected' } : current.send(payload)),
    onPayload: (listener) => hub.onPayload(listener),
    onState: (listener) => hub.onState(listener),
    close() {
      leaving = true;
      clearTimeout(timer);
      current?.close();
      hub.change('closed', 'stopped', 'the guest left');
    },
  };
}

/** Tests only: promises for what a channel will do next. */
import type { ChannelState, SecureChannel, StateChange } from '../channel';

export function stateReached(channel: SecureChannel, state: Exclude<ChannelState, 'connecting'>): Promise<StateChange> {
  return new Promise((resolve) => {
    const stop = channel.onState((change) => {
      if (change.state !== state) return;
      stop();
      resolve(change);
    });
  });
}

export function payloads(channel: SecureChannel, count: number): Promise<unknown[]> {
  const got: unknown[] = [];
  return new Promise((resolve) => {
    const stop = channel.onPayload((payload) => {
      got.push(payload);
      if (got.length < count) return;
      stop();
      resolve(got);
    });
  });
}

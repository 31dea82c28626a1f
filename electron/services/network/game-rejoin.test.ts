import { describe, expect, it } from 'vitest';
import { ChannelHub, type StateChange } from './channel';
import { rejoinRetryingBusy } from './game-rejoin';
import type { GuestConnection } from './guest-connection';
import { until } from './testing/game-pair';

/** A guest connection the test drives: its hub, and whether it was closed. */
function fakeConnection() {
  const hub = new ChannelHub();
  const sent: unknown[] = [];
  let closed = false;
  const connection: GuestConnection = {
    get state() {
      return hub.state;
    },
    send: (payload) => {
      sent.push(payload);
      return { ok: true };
    },
    onPayload: (listener) => hub.onPayload(listener),
    onState: (listener) => hub.onState(listener),
    close: () => {
      closed = true;
    },
  };
  return { hub, sent, connection, isClosed: () => closed };
}

describe('rejoining while the host is still busy with the old connection', () => {
  it('tries again with a new connection after each busy refusal, then carries the one that opens', async () => {
    const made: ReturnType<typeof fakeConnection>[] = [];
    const rejoin = rejoinRetryingBusy(() => {
      const fake = fakeConnection();
      made.push(fake);
      return fake.connection;
    }, { waitMs: 0 });
    const changes: StateChange[] = [];
    rejoin.onState((change) => changes.push(change));
    made[0]?.hub.change('closed', 'busy', 'a guest is already playing this game');
    await until(() => made.length === 2, 'a second try');
    made[1]?.hub.change('closed', 'busy', 'a guest is already playing this game');
    await until(() => made.length === 3, 'a third try');
    made[2]?.hub.change('open', 'connected', 'connected to the host');
    expect(rejoin.tries).toBe(3);
    expect(changes).toEqual([{ state: 'open', reason: 'connected', message: 'connected to the host' }]);
    const received: unknown[] = [];
    rejoin.onPayload((payload) => received.push(payload));
    made[2]?.hub.deliver({ hello: 1 });
    expect(received).toEqual([{ hello: 1 }]);
    rejoin.send({ back: 1 });
    expect(made[2]?.sent).toEqual([{ back: 1 }]);
    rejoin.close();
    expect(made[2]?.isClosed()).toBe(true);
    expect(rejoin.state).toBe('closed');
  });

  it('passes the busy refusal on once its time is up, and any other close at once', async () => {
    let now = 0;
    const made: ReturnType<typeof fakeConnection>[] = [];
    const connect = () => {
      const fake = fakeConnection();
      made.push(fake);
      return fake.connection;
    };
    const rejoin = rejoinRetryingBusy(connect, { waitMs: 0, retryForMs: 100, now: () => now });
    now = 100;
    made[0]?.hub.change('closed', 'busy', 'a guest is already playing this game');
    expect(rejoin.state).toBe('closed');
    expect(made).toHaveLength(1);

    const wrong = rejoinRetryingBusy(connect, { waitMs: 0 });
    made[1]?.hub.change('closed', 'wrong-code', 'the join code does not match');
    expect(wrong.state).toBe('closed');
    expect(made).toHaveLength(2);
  });
});

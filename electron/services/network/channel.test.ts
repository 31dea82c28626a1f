import { describe, expect, it } from 'vitest';
import { createMemoryChannelPair, encodePayload } from './channel';
import { MAX_PAYLOAD_BYTES } from './messages';
import { payloads, stateReached } from './testing/channel-waits';

describe('the in-memory channel pair', () => {
  it('opens both ends and carries payloads in order, as JSON', async () => {
    const [host, guest] = createMemoryChannelPair();
    expect(host.send(1)).toMatchObject({ ok: false, reason: 'not-open' });
    await Promise.all([stateReached(host, 'open'), stateReached(guest, 'open')]);
    const atGuest = payloads(guest, 3);
    const sent = { board: [4, 4], at: new Date(0) };
    host.send(sent);
    host.send('two');
    host.send(null);
    // As on the wire: a copy, a Date as its JSON text.
    expect(await atGuest).toEqual([{ board: [4, 4], at: '1970-01-01T00:00:00.000Z' }, 'two', null]);
  });

  it('drops, reconnects and closes both ends together', async () => {
    const [host, guest] = createMemoryChannelPair();
    await stateReached(guest, 'open');
    const dropped = stateReached(guest, 'dropped');
    host.drop();
    expect(await dropped).toMatchObject({ reason: 'connection-lost' });
    expect(guest.send('lost')).toMatchObject({ ok: false, reason: 'not-open' });
    host.reconnect();
    expect(guest.state).toBe('open');
    guest.close();
    expect([host.state, guest.state]).toEqual(['closed', 'closed']);
    host.reconnect();
    expect(host.state).toBe('closed');
  });

  it('has the wire’s bounds', () => {
    expect(encodePayload('x'.repeat(MAX_PAYLOAD_BYTES - 2))).toMatchObject({ ok: true });
    expect(encodePayload('x'.repeat(MAX_PAYLOAD_BYTES - 1))).toMatchObject({ ok: false, reason: 'too-large' });
    expect(encodePayload(undefined)).toMatchObject({ ok: false, reason: 'not-json' });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(encodePayload(cycle)).toMatchObject({ ok: false, reason: 'not-json' });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST_PORT, parseTypedAddress, TYPED_ADDRESS_MAX, type TypedAddressProblem } from './discovery-address';

const NOW = 1_700_000_000_000;

describe('an address typed by the player', () => {
  it.each<[string, string, number, string]>([
    ['192.168.1.20:41700', '192.168.1.20', 41_700, '192.168.1.20:41700'],
    ['  192.168.1.20  ', '192.168.1.20', DEFAULT_HOST_PORT, `192.168.1.20:${DEFAULT_HOST_PORT}`],
    ['10.0.0.1:1', '10.0.0.1', 1, '10.0.0.1:1'],
    ['10.0.0.1:65535', '10.0.0.1', 65_535, '10.0.0.1:65535'],
    ['127.0.0.1:5000', '127.0.0.1', 5_000, '127.0.0.1:5000'],
    ['Budi-Laptop.local:41700', 'budi-laptop.local', 41_700, 'budi-laptop.local:41700'],
    ['budi-laptop.local.', 'budi-laptop.local', DEFAULT_HOST_PORT, `budi-laptop.local:${DEFAULT_HOST_PORT}`],
    ['budi', 'budi', DEFAULT_HOST_PORT, `budi:${DEFAULT_HOST_PORT}`],
    ['fd00::2', 'fd00::2', DEFAULT_HOST_PORT, `[fd00::2]:${DEFAULT_HOST_PORT}`],
    ['FE80::1%eth0', 'fe80::1%eth0', DEFAULT_HOST_PORT, `[fe80::1%eth0]:${DEFAULT_HOST_PORT}`],
    ['[fd00::2]:41700', 'fd00::2', 41_700, '[fd00::2]:41700'],
    ['[::1]', '::1', DEFAULT_HOST_PORT, `[::1]:${DEFAULT_HOST_PORT}`],
    ['::ffff:192.168.1.20', '::ffff:192.168.1.20', DEFAULT_HOST_PORT, `[::ffff:192.168.1.20]:${DEFAULT_HOST_PORT}`],
  ])('%j is %s port %i', (typed, address, port, id) => {
    expect(parseTypedAddress(typed, NOW)).toEqual({ ok: true, game: { source: 'typed', id, address, port, seenAt: NOW } });
  });

  it('takes its port from the caller when none is typed', () => {
    expect(parseTypedAddress('192.168.1.20', NOW, 50_000)).toMatchObject({ ok: true, game: { port: 50_000 } });
  });

  it.each<[string, TypedAddressProblem]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(TYPED_ADDRESS_MAX + 1), 'too-long'],
    ['192.168.1.20:', 'bad-port'],
    ['192.168.1.20:0', 'bad-port'],
    ['192.168.1.20:65536', 'bad-port'],
    ['192.168.1.20:41a', 'bad-port'],
    ['192.168.1.20:-1', 'bad-port'],
    ['192.168.1.20:123456', 'bad-port'],
    ['[fd00::2]:', 'bad-port'],
    ['[fd00::2]:http', 'bad-port'],
    ['192.168.1', 'bad-address'],
    ['192.168.1.256', 'bad-address'],
    ['192.168.01.20', 'bad-address'],
    ['0.0.0.0', 'bad-address'],
    ['::', 'bad-address'],
    ['[::]:41700', 'bad-address'],
    ['fd00::2::1', 'bad-address'],
    ['[budi.local]:41700', 'bad-address'],
    ['[fd00::2', 'bad-address'],
    ['[fd00::2]41700', 'bad-address'],
    [':41700', 'bad-address'],
    ['ws://budi.local:41700', 'bad-address'],
    ['budi laptop', 'bad-address'],
    ['budi_laptop', 'bad-address'],
    ['-budi', 'bad-address'],
    ['budi..local', 'bad-address'],
    ['büdi.local', 'bad-address'],
    [`${'a'.repeat(64)}.local`, 'bad-address'],
    ['budi.123', 'bad-address'],
    ['budi\u0000.local', 'bad-address'],
  ])('%j is refused as %s, with a message', (typed, reason) => {
    const result = parseTypedAddress(typed, NOW);
    expect(result).toMatchObject({ ok: false, reason });
    if (!result.ok) {
      expect(result.message.length).toBeGreaterThan(10);
      // What was typed is quoted shortened and with control characters escaped.
      expect(result.message.length).toBeLessThan(200);
      expect(result.message).not.toContain('\u0000');
    }
  });
});

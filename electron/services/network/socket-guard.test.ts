import { describe, expect, it } from 'vitest';
import { localNetworkAddresses } from './local-addresses';
import { closeReasonText, createRateBound, incomingText } from './socket-guard';
import { MAX_FRAME_BYTES } from './messages';

describe('the rate bound', () => {
  it('lets a burst of the bound through, refuses the next, and refills with time', () => {
    let now = 0;
    const take = createRateBound(10, () => now);
    for (let n = 0; n < 10; n++) expect(take()).toBe(true);
    expect(take()).toBe(false);
    now += 100;
    expect(take()).toBe(true);
    expect(take()).toBe(false);
    now += 10_000;
    for (let n = 0; n < 10; n++) expect(take()).toBe(true);
    expect(take()).toBe(false);
  });
});

describe('incoming frames', () => {
  it('are text up to the frame bound', () => {
    expect(incomingText(Buffer.from('{}'), false)).toEqual({ ok: true, text: '{}' });
    expect(incomingText([Buffer.from('{'), Buffer.from('}')], false)).toEqual({ ok: true, text: '{}' });
    expect(incomingText(Buffer.from('{}'), true)).toMatchObject({ ok: false, reason: 'malformed' });
    expect(incomingText(Buffer.alloc(MAX_FRAME_BYTES + 1, 32), false)).toMatchObject({ ok: false, reason: 'too-large' });
  });
});

describe('the addresses a host listens on', () => {
  it('are the non-internal ones, IPv4 and IPv6, a link-local one with its interface', () => {
    const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({ address, family, internal, netmask: '', mac: '', cidr: null, ...(family === 'IPv6' ? { scopeid: 0 } : {}) });
    const addresses = localNetworkAddresses({
      lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
      eth0: [info('192.168.1.20', 'IPv4'), info('fe80::1', 'IPv6'), info('2001:db8::5', 'IPv6')],
    } as never);
    expect(addresses).toEqual(['192.168.1.20', 'fe80::1%eth0', '2001:db8::5']);
  });
});

describe('close reasons', () => {
  it('fit the 123 bytes a close frame holds, cut at whole characters', () => {
    expect(closeReasonText('busy', 'a guest is already playing this game')).toBe('busy: a guest is already playing this game');
    const long = closeReasonText('malformed', 'the host’s key '.repeat(20));
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(123);
    expect(Buffer.byteLength(long)).toBeGreaterThan(119);
    expect(long).not.toContain('\uFFFD');
    expect(Buffer.from(long).toString('utf8')).toBe(long);
  });
});

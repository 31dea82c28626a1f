/**
 * The address a player types where discovery is blocked (a network that
 * drops multicast: many guest, school and office Wi-Fi): `host:port` or
 * `host`, the host an IPv4 or IPv6 address or a name, read into the same
 * entry as a game heard on the network, or a typed reason why not.
 *
 * Accepted: `192.168.1.20`, `192.168.1.20:41624`, `budi-laptop.local:41624`,
 * `fe80::1%eth0` (an IPv6 address without a port needs no brackets),
 * `[fd00::2]:41624`. Spaces around are ignored, case is not kept for names.
 */
import { isIP, isIPv4, isIPv6 } from 'node:net';
import { excerpt } from '../../../engine';
import type { TypedGame } from './discovery-list';

/**
 * The port a host listens on when it can, so that an address typed without
 * one reaches it. Chosen from the registered range with no entry in the
 * system's services list; the game layer starts hosting on it and falls back
 * to any free port (the waiting panel then shows the port to type).
 */
export const DEFAULT_HOST_PORT = 41_624;
/** A DNS name is at most 253 characters; with brackets and a port, well under this. */
export const TYPED_ADDRESS_MAX = 300;

export type TypedAddressProblem = 'empty' | 'too-long' | 'bad-port' | 'bad-address';
export type TypedAddressResult = { ok: true; game: TypedGame } | { ok: false; reason: TypedAddressProblem; message: string };

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const PORT = /^[0-9]{1,5}$/;
const UNSPECIFIED = new Set(['0.0.0.0', '::', '0:0:0:0:0:0:0:0']);

export function parseTypedAddress(text: string, now: number, defaultPort: number = DEFAULT_HOST_PORT): TypedAddressResult {
  const typed = text.trim();
  if (typed === '') return problem('empty', `type the address shown on the host’s screen, such as 192.168.1.20:${DEFAULT_HOST_PORT}`);
  if (typed.length > TYPED_ADDRESS_MAX) return problem('too-long', `an address is at most ${TYPED_ADDRESS_MAX} characters`);

  const split = splitHostAndPort(typed);
  if (!split.ok) return split;
  const port = split.portText === null ? defaultPort : portOf(split.portText);
  if (port === null) return problem('bad-port', `${excerpt(split.portText ?? '')} is not a port: a whole number from 1 to 65535`);
  const host = hostOf(split.host, split.bracketed);
  if (!host.ok) return host;
  return { ok: true, game: { source: 'typed', id: `${isIPv6(host.address) ? `[${host.address}]` : host.address}:${port}`, address: host.address, port, seenAt: now } };
}

type Split = { ok: true; host: string; portText: string | null; bracketed: boolean } | Extract<TypedAddressResult, { ok: false }>;

function splitHostAndPort(typed: string): Split {
  if (typed.startsWith('[')) {
    const match = /^\[([^\]]*)\](?::(.*))?$/.exec(typed);
    if (match === null) return problem('bad-address', 'an IPv6 address in brackets is written [address] or [address]:port');
    return { ok: true, host: match[1] ?? '', portText: match[2] ?? null, bracketed: true };
  }
  const colons = typed.split(':').length - 1;
  // More than one colon: an IPv6 address, which takes no port unless bracketed.
  if (colons !== 1) return { ok: true, host: typed, portText: null, bracketed: false };
  const at = typed.indexOf(':');
  return { ok: true, host: typed.slice(0, at), portText: typed.slice(at + 1), bracketed: false };
}

function portOf(text: string): number | null {
  if (!PORT.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65_535 ? port : null;
}

function hostOf(host: string, bracketed: boolean): { ok: true; address: string } | Extract<TypedAddressResult, { ok: false }> {
  const lower = host.toLowerCase();
  if (bracketed || lower.includes(':')) {
    if (!isIPv6(lower)) return problem('bad-address', `${excerpt(host)} is not an IPv6 address`);
  } else if (/^[0-9.]+$/.test(lower)) {
    if (!isIPv4(lower)) return problem('bad-address', `${excerpt(host)} is not an IPv4 address (four numbers from 0 to 255, such as 192.168.1.20)`);
  } else if (!isHostName(lower)) {
    return problem('bad-address', `${excerpt(host)} is not an address: use the numbers shown on the host’s screen, or the computer’s name (letters, digits and hyphens)`);
  }
  if (UNSPECIFIED.has(lower)) return problem('bad-address', `${excerpt(host)} stands for no computer in particular: type the host’s own address`);
  return { ok: true, address: isIP(lower) === 0 ? lower.replace(/\.$/, '') : lower };
}

function isHostName(name: string): boolean {
  const labels = name.replace(/\.$/, '').split('.');
  const last = labels.at(-1) ?? '';
  return name.length <= 253 && labels.every((label) => LABEL.test(label)) && !/^[0-9]+$/.test(last);
}

function problem(reason: TypedAddressProblem, message: string): Extract<TypedAddressResult, { ok: false }> {
  return { ok: false, reason, message };
}

/**
 * Command line of the browser-mode server: `[--port N] [--data-dir DIR] [--pseudo-locale]
 * [--network-on-loopback]`, with PORT as a fallback. Both switches are for tests and
 * development: `--pseudo-locale` shows the pseudo-locale (accented, lengthened English)
 * whatever the setting; `--network-on-loopback` hosts network games on 127.0.0.1 (any
 * free port, no DNS-SD), so that two copies on one computer can play each other by
 * typed address without reaching the real network.
 */
import { parseArgs } from 'node:util';
import type { Result } from '../../engine';

export const DEFAULT_PORT = 5170;

interface ServerArgs {
  port: number;
  dataDirFlag: string | undefined;
  pseudoLocale: boolean;
  networkOnLoopback: boolean;
}

function parsePort(text: string, source: string): Result<number, string> {
  const port = Number(text);
  if (!/^\d+$/.test(text.trim()) || port > 65535) return { ok: false, error: `${source} must be a port number from 0 to 65535, got "${text}".` };
  return { ok: true, value: port };
}

export function parseServerArgs(argv: string[], env: Readonly<Record<string, string | undefined>>): Result<ServerArgs, string> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { port: { type: 'string' }, 'data-dir': { type: 'string' }, 'pseudo-locale': { type: 'boolean' }, 'network-on-loopback': { type: 'boolean' } }, strict: true, allowPositionals: false });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const { port: portFlag, 'data-dir': dataDirFlag, 'pseudo-locale': pseudoLocale = false, 'network-on-loopback': networkOnLoopback = false } = parsed.values;
  const port =
    portFlag !== undefined
      ? parsePort(portFlag, '--port')
      : env.PORT !== undefined && env.PORT !== ''
        ? parsePort(env.PORT, 'PORT')
        : ({ ok: true, value: DEFAULT_PORT } as const);
  if (!port.ok) return port;
  return { ok: true, value: { port: port.value, dataDirFlag, pseudoLocale, networkOnLoopback } };
}

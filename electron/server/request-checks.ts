/**
 * The browser-mode server's gatekeeping as pure functions. The API listens on
 * loopback, but any web page the user opens can still send requests there, and
 * a DNS-rebinding page can even read answers; so every API call must carry the
 * per-run token, name our host and port in `Host`, and come from our own origin.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, hex: one per run, printed in the URL the user opens. */
export function generateToken(): string {
  return randomBytes(32).toString('hex');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison (hashing first makes the lengths equal and hides the expected length). */
export function checkToken(presented: string | null | undefined, expected: string): boolean {
  if (typeof presented !== 'string' || presented.length === 0) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1] ?? null;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'] as const;

/** `Host` must be 127.0.0.1:<port> or localhost:<port>: a rebound DNS name is refused. */
export function checkHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const value = host.toLowerCase();
  return LOOPBACK_NAMES.some((name) => value === `${name}:${port}`);
}

/** An absent `Origin` is a same-origin GET or a non-browser client; a present one must be ours. */
export function checkOrigin(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return true;
  const value = origin.toLowerCase();
  return LOOPBACK_NAMES.some((name) => value === `http://${name}:${port}`);
}

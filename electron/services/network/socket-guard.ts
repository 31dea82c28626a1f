/**
 * What both sides do to a WebSocket whatever it carries: close it with a code
 * and a reason, bound how fast frames may come, and notice a silent peer.
 */
import type { RawData, WebSocket } from 'ws';
import { CLOSE_CODES, MAX_FRAME_BYTES, type CloseReason } from './messages';

/** A close reason holds at most 123 bytes of UTF-8 (ws throws past it). */
const MAX_REASON_BYTES = 123;

/** `reason: message`, cut to whole characters within the bound. */
export function closeReasonText(reason: CloseReason, message: string): string {
  let text = `${reason}: ${message}`;
  while (Buffer.byteLength(text) > MAX_REASON_BYTES) text = Array.from(text).slice(0, -1).join('');
  return text;
}

export function closeWith(ws: WebSocket, reason: CloseReason, message: string): void {
  if (ws.readyState !== ws.OPEN && ws.readyState !== ws.CONNECTING) return;
  ws.close(CLOSE_CODES[reason], closeReasonText(reason, message));
  // A peer that does not answer the close is not waited for (ws would wait 30 s).
  setTimeout(() => ws.terminate(), 1000).unref();
}

/** The reason text of a close, without its code name. */
export function closeMessage(reason: Buffer): string {
  const text = reason.toString('utf8');
  const colon = text.indexOf(': ');
  return colon === -1 ? text : text.slice(colon + 2);
}

/** A token bucket: `perSecond` frames a second, bursts of as many. Returns whether a frame may pass. */
export function createRateBound(perSecond: number, now: () => number = Date.now): () => boolean {
  let tokens = perSecond;
  let last = now();
  return () => {
    const time = now();
    tokens = Math.min(perSecond, tokens + ((time - last) / 1000) * perSecond);
    last = time;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * Pings every `intervalMs`; a peer that has sent nothing (pong or frame)
 * since the previous ping is silent: `onSilent`, once. Declared after one to
 * two intervals of silence.
 */
export function startHeartbeat(ws: WebSocket, intervalMs: number, onSilent: () => void): () => void {
  let heard = true;
  const hear = () => {
    heard = true;
  };
  ws.on('pong', hear);
  ws.on('message', hear);
  const timer = setInterval(() => {
    if (!heard) {
      stop();
      onSilent();
      return;
    }
    heard = false;
    if (ws.readyState === ws.OPEN) ws.ping();
  }, intervalMs);
  function stop() {
    clearInterval(timer);
    ws.off('pong', hear);
    ws.off('message', hear);
  }
  return stop;
}

/** A received frame as text, or why it is refused before it is parsed. */
export function incomingText(data: RawData, isBinary: boolean): { ok: true; text: string } | { ok: false; reason: CloseReason; message: string } {
  if (isBinary) return { ok: false, reason: 'malformed', message: 'frames are JSON text' };
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
  if (bytes.length > MAX_FRAME_BYTES) return { ok: false, reason: 'too-large', message: `a frame holds at most ${MAX_FRAME_BYTES} bytes` };
  return { ok: true, text: bytes.toString('utf8') };
}

/**
 * Hands each frame a peer sends to `onFrame` as text, after the checks both
 * sides make: the connection still open, the rate bound, text, the size. A
 * frame that fails one, or that `onFrame` throws on, goes to `refuse`: nothing
 * a peer sends may throw out of this side.
 */
export function readFrames(ws: WebSocket, framesPerSecond: number, onFrame: (text: string) => void, refuse: (reason: CloseReason, message: string) => void): void {
  const withinRate = createRateBound(framesPerSecond);
  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (ws.readyState !== ws.OPEN) return;
    if (!withinRate()) return refuse('too-fast', `more than ${framesPerSecond} frames a second`);
    const incoming = incomingText(data, isBinary);
    if (!incoming.ok) return refuse(incoming.reason, incoming.message);
    try {
      onFrame(incoming.text);
    } catch {
      refuse('malformed', 'a frame that could not be read');
    }
  });
}

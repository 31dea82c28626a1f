/** The bounds of a connection, both sides; tests pass shorter ones. */
export interface ChannelLimits {
  /** Ping interval; a peer silent for one to two of them is dropped. */
  heartbeatMs: number;
  /** From connecting to the channel open. */
  handshakeTimeoutMs: number;
  /** Frames a second from one peer (bursts of as many); more closes the connection. */
  framesPerSecond: number;
}

export const DEFAULT_LIMITS: ChannelLimits = {
  heartbeatMs: 5_000,
  handshakeTimeoutMs: 10_000,
  framesPerSecond: 50,
};

/** Wrong codes that end the hosting. */
export const WRONG_CODE_LIMIT = 5;
/** Connections still in their handshake at once: more are refused as busy. */
export const MAX_PENDING_HANDSHAKES = 4;

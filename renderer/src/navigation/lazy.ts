// Code fetched when first needed: a screen Home does not show (its chunk,
// and for Lessons the lessons' texts) is loaded when it first opens, and
// kept, so a later visit shows it at once. A load that fails is not kept
// (asking again tries again) and is told, never a blank screen.

/** A part of the app that could not be fetched (in the browser mode: the server has gone). */
export class ChunkLoadError extends Error {
  constructor(
    readonly what: string,
    cause: unknown,
  ) {
    super(`${what} could not be loaded (${cause instanceof Error ? cause.message : String(cause)}).`, { cause });
    this.name = 'ChunkLoadError';
  }
}

export type Loaded<T> = { ok: true; value: T } | { ok: false; error: ChunkLoadError };

export interface Lazy<T> {
  /** What has been loaded, if it has. */
  readonly value: T | undefined;
  /** Loads it (once, however many ask at a time), or says why it could not be. */
  load(): Promise<Loaded<T>>;
}

/** `load` run when first asked for; `what` names it in the error. */
export function lazy<T>(what: string, load: () => Promise<T>): Lazy<T> {
  let value: T | undefined;
  let pending: Promise<Loaded<T>> | undefined;
  return {
    get value() {
      return value;
    },
    load() {
      if (value !== undefined) return Promise.resolve({ ok: true, value });
      pending ??= load().then(
        (loaded): Loaded<T> => {
          value = loaded;
          return { ok: true, value: loaded };
        },
        (cause: unknown): Loaded<T> => {
          pending = undefined;
          return { ok: false, error: cause instanceof ChunkLoadError ? cause : new ChunkLoadError(what, cause) };
        },
      );
      return pending;
    },
  };
}

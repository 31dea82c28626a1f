/**
 * The object the preload exposes as `window.congkak`: one function per operation
 * (never a generic `invoke`) plus an event subscription. The preload checks its
 * object with `satisfies CongkakBridge`; the renderer declares `window.congkak` with it.
 */
import type { AppEvent } from './events';
import type { ResultApi } from './operations';

export type CongkakBridge = ResultApi & {
  /** Returns the function that unsubscribes. */
  onEvent(listener: (event: AppEvent) => void): () => void;
};

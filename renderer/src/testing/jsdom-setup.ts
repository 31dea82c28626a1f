// Setup of the vitest `renderer` project: what jsdom lacks and components use.
// Svelte's bind:clientHeight / bind:clientWidth observe sizes with
// ResizeObserver; jsdom does no layout, so sizes never change and an observer
// that never fires is faithful.
import { configure } from '@testing-library/svelte';

class InertResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= InertResizeObserver;

// findBy… and waitFor give up after one second by default: on a loaded machine (CI, or two suites
// at once) a screen can take longer to answer, and only a failing test waits the whole time.
configure({ asyncUtilTimeout: 10_000 });

// Setup of the vitest `renderer` project: what jsdom lacks and components use.
// Svelte's bind:clientHeight / bind:clientWidth observe sizes with
// ResizeObserver; jsdom does no layout, so sizes never change and an observer
// that never fires is faithful.
class InertResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= InertResizeObserver;

/// <reference types="svelte" />
/// <reference types="vite/client" />

/** package.json's version, set by Vite's `define` (vite.config.ts and the vitest renderer project). */
declare const __APP_VERSION__: string;

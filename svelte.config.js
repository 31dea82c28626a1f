// @ts-check
// Shared by the Vite plugin, svelte-check and eslint-plugin-svelte.
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/vite-plugin-svelte').SvelteConfig} */
export default {
  preprocess: vitePreprocess(),
  compilerOptions: { runes: true },
};

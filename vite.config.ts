import { svelte } from '@sveltejs/vite-plugin-svelte';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };


// The renderer: root renderer/, built into dist/renderer with relative asset
// paths (`base: './'`) so the same files load from the Electron app:// origin
// and from the browser-mode server. The vitest `renderer` project extends it.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [svelte({ configFile: fileURLToPath(new URL('./svelte.config.js', import.meta.url)) })],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // Electron 45's Chromium and any current browser: no legacy transpiling.
    target: 'es2023',
  },
  server: { port: 5173, strictPort: false },
});

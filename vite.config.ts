import { svelte } from '@sveltejs/vite-plugin-svelte';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// A language's app messages and its lessons' translation, both loaded when
// the language is shown, travel in one chunk (`lang-ms`). English, the
// fallback, is imported statically and stays in the main bundle.
const LANGUAGE_FILE = /\/(?:renderer\/src\/i18n|tutorials)\/locales\/([\w-]+)\.ts$/;
function languageChunk(id: string): string | undefined {
  const tag = LANGUAGE_FILE.exec(id.split(path.sep).join('/'))?.[1];
  return tag === undefined || tag === 'index' || tag === 'en' ? undefined : `lang-${tag}`;
}

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
    rollupOptions: { output: { manualChunks: languageChunk } },
  },
  server: { port: 5173, strictPort: false },
});

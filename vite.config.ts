import { svelte } from '@sveltejs/vite-plugin-svelte';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// A language's app messages are a chunk of their own (`lang-ms`), loaded when
// the language is shown; its lessons' translation another (`lessons-ms`),
// loaded with it once a screen showing the lessons' texts has opened.
// English's app messages, the fallback, are imported statically and stay in
// the main bundle. The screens Home does not show are chunks of their own by
// their dynamic imports (renderer/src/navigation/lazy-screens.ts), and so are
// the lessons as written, with their English, loaded when a screen showing
// their texts first opens (renderer/src/i18n/catalogs.ts).
const LANGUAGE_FILE = /\/(renderer\/src\/i18n|tutorials)\/locales\/([\w-]+)\.ts$/;
const slashed = (id: string): string => id.split(path.sep).join('/');
function languageChunk(id: string): string | undefined {
  const [, folder, tag] = LANGUAGE_FILE.exec(slashed(id)) ?? [];
  if (tag === undefined || tag === 'index' || tag === 'en') return undefined;
  return `${folder === 'tutorials' ? 'lessons' : 'lang'}-${tag}`;
}

// A shared chunk is named after one of its modules; two are renamed for what
// they hold: the code every screen shares (the i18n, the API client, Svelte),
// and the lessons' English (only a manual chunk would also pull in the engine
// they import, which the start needs anyway).
const CHUNK_NAMES: readonly [RegExp, string][] = [
  [/\/renderer\/src\/i18n\/index\.ts$/, 'shared'],
  [/\/tutorials\/lesson-defs\.ts$/, 'lessons-en'],
];
function chunkFileName(chunk: { name: string; moduleIds: readonly string[] }): string {
  const name = CHUNK_NAMES.find(([module]) => chunk.moduleIds.some((id) => module.test(slashed(id))))?.[1] ?? chunk.name;
  return `assets/${name}-[hash].js`;
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
    rollupOptions: { output: { manualChunks: languageChunk, chunkFileNames: chunkFileName } },
  },
  server: { port: 5173, strictPort: false },
});

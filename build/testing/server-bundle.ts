/**
 * The browser-mode server as one ES module, bundled once per e2e run from the
 * current sources (e2e/global-setup.ts), so that each test's server starts
 * from plain JavaScript instead of loading its TypeScript through tsx: with
 * the workers' bundles too (./worker-bundles.ts) one start took
 * 0.37 CPU s instead of 1.54 (five starts each, load 18–20, 2026-12-07),
 * about 110 CPU s over the 97 web tests.
 *
 * The bundle behaves as the sources do: each module's `import.meta.dirname`
 * and `import.meta.url` are its own source file's (the renderer's build, the
 * migrations and the workers are found where tsx would find them), and every
 * package stays external, loaded from node_modules above the bundle's folder.
 */
import { build, type Plugin } from 'esbuild';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The environment variable naming the bundled server (serverCommand starts it when set). */
export const SERVER_BUNDLE_ENV = 'CONGKAK_E2E_SERVER_BUNDLE';

const ROOT = join(import.meta.dirname, '..', '..');

/** Each TypeScript module's import.meta.dirname and .url, fixed to its source file's. */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      const located = text.replaceAll('import.meta.dirname', JSON.stringify(dirname(path))).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href));
      return { contents: located, loader: 'ts' };
    });
  },
};

/** Bundles electron/server/cli.ts into a new folder under node_modules/.cache; returns the bundle's path. */
export async function bundleServer(root: string = ROOT): Promise<string> {
  const cache = join(root, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const folder = await mkdtemp(join(cache, 'congkak-e2e-server-'));
  const outfile = join(folder, 'cli.mjs');
  await build({
    entryPoints: [join(root, 'electron', 'server', 'cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [sourceLocations],
    logLevel: 'warning',
  });
  return outfile;
}

export function removeServerBundle(bundle: string): Promise<void> {
  return rm(dirname(bundle), { recursive: true, force: true });
}

/**
 * Node's arguments that run the browser-mode server (its own flags follow):
 * the run's bundle when there is one, else the sources with tsx as the loader
 * only, so that in both cases the process started is the server itself.
 */
export function serverCommand(root: string = ROOT): string[] {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  return bundle === undefined ? ['--import', 'tsx', join(root, 'electron', 'server', 'cli.ts')] : [bundle];
}

/**
 * The errors Node throws when better-sqlite3's addon cannot be loaded, in their
 * real shapes, for tests that inject a loader instead of breaking an addon.
 */

/** `process.dlopen` on an addon built for another Node.js or Electron (Node 20's words). */
export function abiMismatchError(path = '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node'): Error {
  const error = new Error(
    `The module '${path}'\n` +
      'was compiled against a different Node.js version using\n' +
      'NODE_MODULE_VERSION 128. This version of Node.js requires\n' +
      'NODE_MODULE_VERSION 115. Please try re-compiling or re-installing\n' +
      'the module (for instance, using `npm rebuild` or `npm install`).',
  );
  return Object.assign(error, { code: 'ERR_DLOPEN_FAILED' });
}

/** `process.dlopen` on a file that is no addon for this system (another platform's build, a cut-short download). */
export function notAnAddonError(path = '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node'): Error {
  return Object.assign(new Error(`${path}: invalid ELF header`), { code: 'ERR_DLOPEN_FAILED' });
}

/** The `bindings` package when the addon was never built (an install with --ignore-scripts). */
export function addonMissingError(): Error {
  return new Error(
    'Could not locate the bindings file. Tried:\n → /app/node_modules/better-sqlite3/build/better_sqlite3.node\n → /app/node_modules/better-sqlite3/build/Debug/better_sqlite3.node',
  );
}

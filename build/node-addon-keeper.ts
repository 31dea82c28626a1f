// Keeps node_modules/better-sqlite3's Node build through `npm run dist`
// (dist-plan.ts): its build/ folder is copied aside before electron-builder
// rebuilds it for Electron, and put back afterwards. The copy lives in
// node_modules/.cache (ignored by git, never packaged) until it is put back,
// so a dist stopped half-way leaves it for the next one.
import { cp, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { addonAbi } from './release-metadata';

/** node_modules/better-sqlite3 cannot be kept or put back as it is: nothing was changed. */
export class NodeAddonError extends Error {
  override name = 'NodeAddonError';
}

/** Where the copy is kept, under the project's node_modules. */
export function keptBuildDir(root: string): string {
  return join(root, 'node_modules', '.cache', 'congkak-dist', 'better-sqlite3-build');
}

async function abiIn(buildDir: string): Promise<number | null> {
  const bytes = await readFile(join(buildDir, 'Release', 'better_sqlite3.node')).catch(() => null);
  return bytes === null ? null : addonAbi(bytes);
}

/**
 * 'copy' when node_modules holds Node's build; 'keep' when it holds another
 * (a dist stopped before putting the Node build back) and the kept copy is
 * Node's. Otherwise there is no Node build to keep.
 */
export function setAsideDecision(current: number | null, kept: number | null, nodeAbi: number): 'copy' | 'keep' {
  if (current === nodeAbi) return 'copy';
  if (kept === nodeAbi) return 'keep';
  const state = current === null ? 'has no build' : `is built for ABI ${current}, not this Node’s ${nodeAbi}`;
  throw new NodeAddonError(`node_modules/better-sqlite3 ${state}, and no copy of a Node build is kept: run \`npm rebuild better-sqlite3\` first`);
}

export async function setAsideNodeBuild(packageDir: string, keptDir: string, nodeAbi: number): Promise<'copy' | 'keep'> {
  const decision = setAsideDecision(await abiIn(join(packageDir, 'build')), await abiIn(keptDir), nodeAbi);
  if (decision === 'copy') {
    await rm(keptDir, { recursive: true, force: true });
    await cp(join(packageDir, 'build'), keptDir, { recursive: true });
  }
  return decision;
}

/** Replaces node_modules/better-sqlite3/build with the kept copy, once the copy is known to be Node's. */
export async function restoreNodeBuild(packageDir: string, keptDir: string, nodeAbi: number): Promise<void> {
  const kept = await abiIn(keptDir);
  if (kept !== nodeAbi) throw new NodeAddonError(`the kept copy in ${keptDir} is ${kept === null ? 'missing' : `built for ABI ${kept}`}, not this Node’s ${nodeAbi}: run \`npm rebuild better-sqlite3\``);
  await rm(join(packageDir, 'build'), { recursive: true, force: true });
  await rename(keptDir, join(packageDir, 'build'));
}

// `npm run dist [-- electron-builder arguments]`: the installers for this
// system, into release/; needs the network (Electron's binary, its headers or
// a prebuilt better-sqlite3, the packaging tools). The steps are dist-plan.ts's:
// node_modules/better-sqlite3 is Node's build again when it ends, whether
// packing worked or not.
import { join } from 'node:path';
import { ROOT } from './build-electron';
import { distPlan, runDist } from './dist-plan';
import { keptBuildDir, restoreNodeBuild, setAsideNodeBuild } from './node-addon-keeper';
import { runStep } from './run-step';

const packageDir = join(ROOT, 'node_modules', 'better-sqlite3');
const keptDir = keptBuildDir(ROOT);
const nodeAbi = Number(process.versions.modules);

async function main(): Promise<void> {
  const plan = distPlan(ROOT, process.execPath, process.argv.slice(2), process.env);
  await runDist(plan, {
    run: (step) => runStep(step),
    setAside: async () => {
      const decision = await setAsideNodeBuild(packageDir, keptDir, nodeAbi);
      console.log(decision === 'copy' ? `npm run dist: the Node build of better-sqlite3 set aside in ${keptDir}` : `npm run dist: keeping the Node build an earlier, interrupted dist set aside in ${keptDir}`);
    },
    restore: async () => {
      await restoreNodeBuild(packageDir, keptDir, nodeAbi);
      console.log('npm run dist: node_modules/better-sqlite3 holds the Node build again (tests and the browser mode load it)');
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

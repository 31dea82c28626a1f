/**
 * The desktop app's hold on its data folder, without Electron: `node --import
 * tsx desktop-stand-in.ts DIR` starts the composition root as
 * electron/main/main.ts does (host 'desktop'), prints "ready" and holds the
 * folder until SIGTERM; refused, it prints the start-up problem on stderr and
 * exits 1, where the desktop app shows it in a box. For the tests of one
 * Congkak per data folder, whichever host starts first.
 */
import { createAppRoot, describeStartupProblem } from '../index';

const dataDir = process.argv[2];
if (dataDir === undefined) {
  process.stderr.write('Usage: desktop-stand-in.ts DATA_DIR\n');
  process.exit(2);
}
const started = await createAppRoot({ dataDir, host: 'desktop', systemLanguages: { preferred: ['en'], pseudoLocale: false } });
if (!started.ok) {
  process.stderr.write(`${describeStartupProblem(started.error, dataDir).message}\n`);
  process.exit(1);
}
const root = started.value;
// Lives on, as the app's window would: nothing else here keeps Node's event loop going.
const alive = setInterval(() => undefined, 60_000);
process.once('SIGTERM', () => {
  clearInterval(alive);
  void root.close().finally(() => process.exit(0));
});
process.stdout.write('ready\n');

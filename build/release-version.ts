// The release workflow's first step on a tag: the tag must name the version in
// package.json. Tag v0.2.0 with package.json at 0.1.0 and the installers say
// 0.1.0 while the release says 0.2.0, so every installed app's update check
// (electron/main/update-check.ts) finds a newer version, forever.
// `tsx build/release-version.ts "$GITHUB_REF_NAME"` fails the run when they differ.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './build-electron';

/** Why `tag` cannot release `version` (package.json's); null when it names it. */
export function tagVersionProblem(tag: string, version: string): string | null {
  if (!tag.startsWith('v')) return `the tag ${tag} does not start with v (release tags are v<version>, as v${version})`;
  const tagged = tag.slice(1);
  if (tagged === version) return null;
  return `the tag ${tag} releases version ${tagged}, but package.json says ${version}: the installers would say ${version} and every installed app would be told, forever, that a newer version exists. Set package.json's version to ${tagged} (npm version ${tagged} --no-git-tag-version), commit, and tag that commit.`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const tag = process.argv[2] ?? '';
  const { version } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const problem = tagVersionProblem(tag, version);
  if (problem === null) console.log(`release version: the tag ${tag} names package.json's version ${version}`);
  else {
    console.log(`::error title=Release version::${problem}`);
    process.exitCode = 1;
  }
}

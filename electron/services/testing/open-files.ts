/** Test helper: the files under `dir` this process holds open (Linux: /proc/self/fd), to check that code closes what it opens. */
import { readdirSync, readlinkSync } from 'node:fs';

export function openFilesUnder(dir: string): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(dir) ? [target] : [];
    } catch {
      // The descriptor closed while we looked (the one readdirSync used, for one).
      return [];
    }
  });
}

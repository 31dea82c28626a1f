/**
 * Test helper: do permission bits stop this process from writing? Not as root
 * (nor with CAP_DAC_OVERRIDE), where chmod 0400 changes nothing, so tests that
 * rely on it run only where it binds, and inject the error everywhere.
 */
import { chmodSync, mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let answer: boolean | undefined;

export function permissionsBind(): boolean {
  if (answer !== undefined) return answer;
  const dir = mkdtempSync(join(tmpdir(), 'congkak-perm-'));
  const file = join(dir, 'probe');
  try {
    writeFileSync(file, '');
    chmodSync(file, 0o400);
    closeSync(openSync(file, 'r+'));
    answer = false;
  } catch {
    answer = true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return answer;
}

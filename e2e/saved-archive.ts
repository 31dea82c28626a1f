// A real archive holding games, as the app writes it, for specs that start
// with one on disk (as a backup, say): a browser-mode server on a scratch
// folder imports the games through its API and closes the archive cleanly.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordFile } from './archive-records';
import { startBrowserModeServer } from './browser-mode-server';
import { serverApi } from './server-api';

export async function savedArchive(games: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'congkak-e2e-archive-'));
  try {
    const server = await startBrowserModeServer(dir);
    try {
      await serverApi(server.url).value('importRecords', { text: recordFile(games, (index) => ({ South: 'Ana', North: `Budi ${index + 1}` })), importId: 'e2e' });
    } finally {
      // SIGTERM: the server closes the archive, so the file alone holds every game.
      await server.stop();
    }
    return await readFile(path.join(dir, 'congkak.sqlite'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

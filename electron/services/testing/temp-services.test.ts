import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BACKUP_FOLDER } from '../archive/backups';
import { gameEngine } from '../games/engine';
import { closeServices, tempServices } from './temp-services';

// The CI once failed removing a test's data folder (ENOTEMPTY): its services were closed, but their
// start-up backup was still being written there, and it is given its name only after.
it('closeServices returns only once the start-up backup is written and named', async () => {
  const env = tempServices({ engine: gameEngine });
  try {
    await closeServices(env.open());
    const services = env.open();
    await closeServices(services);
    const backups = readdirSync(join(env.dataDir, BACKUP_FOLDER));
    expect(backups.filter((name) => name.includes('.partial'))).toEqual([]);
    expect(backups.filter((name) => name.endsWith('-startup.sqlite'))).toHaveLength(2);
  } finally {
    await env.dispose();
  }
});

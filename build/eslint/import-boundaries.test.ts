import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints snippets as if they sat in a folder of the repository, through the
// real eslint.config.js, so a change to the boundary table is tested too.
const root = path.resolve(import.meta.dirname, '..', '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'congkak/import-boundaries').map((m) => m.message);
}

// Each row: a file, an import it may not have, and why.
const refused: ReadonlyArray<[file: string, code: string, reason: RegExp]> = [
  ['engine/sowing.ts', `import { readFileSync } from 'node:fs';`, /Node built-in "node:fs"/],
  ['engine/sowing.ts', `import * as fs from 'fs';`, /Node built-in "fs"/],
  ['engine/sowing.ts', `import { mount } from 'svelte';`, /package "svelte"/],
  ['engine/fast/search.ts', `import { lessons } from '../../tutorials/index';`, /may not import "tutorials\/index"/],
  ['tutorials/lesson-1.ts', `import { x } from '../electron/contract/operations';`, /tutorials\/ may not import/],
  ['tutorials/lesson-1.ts', `import { x } from 'valibot';`, /package "valibot"/],
  ['electron/contract/operations.ts', `import { SIDES } from '../../engine/types';`, /engine\/ only through its index/],
  ['tutorials/lesson-1.ts', `import type { GameState } from '../engine/types';`, /engine\/ only through its index/],
  ['renderer/src/lib/board.ts', `import { groupTurns } from '../../../engine/record';`, /engine\/ only through its index \("engine"\), not "engine\/record"/],
  ['electron/services/archive.ts', `import { chooseMove } from '../../engine/ai/index';`, /engine\/ only through its index/],
  ['electron/contract/operations.ts', `import { x } from '../services/sessions';`, /may not import "electron\/services\/sessions"/],
  ['electron/contract/operations.ts', `import http from 'node:http';`, /Node built-in/],
  ['electron/services/archive.ts', `import { app } from 'electron';`, /package "electron"/],
  ['electron/services/archive.ts', `import App from '../../renderer/src/App.svelte';`, /may not import "renderer\/src\/App.svelte"/],
  ['electron/server/cli.ts', `const { app } = require('electron');`, /package "electron"/],
  ['electron/server/cli.ts', `import electron = require('electron');\nexport const app = electron.app;`, /package "electron"/],
  ['renderer/src/lib/board.ts', `import Database from 'better-sqlite3';`, /package "better-sqlite3"/],
  ['renderer/src/lib/board.ts', `import { join } from 'node:path';`, /Node built-in/],
  ['renderer/src/lib/board.ts', `import { ipcRenderer } from 'electron';`, /package "electron"/],
  ['renderer/src/lib/board.ts', `export { handle } from '../../../electron/services/index';`, /electron\/services\/index/],
  ['renderer/src/lib/board.ts', `const m = await import('../../../electron/server/cli');`, /electron\/server\/cli/],
  ['e2e/pages/home.ts', `import App from '../../renderer/src/App.svelte';`, /e2e\/ may not import/],
  ['electron/preload/preload.ts', `import { bundlePreload } from '../../build/build-electron';`, /electron\/preload\/ may not import "build\/build-electron"/],
  ['engine/bench/search.bench.ts', `import { open } from '../../electron/services/db';`, /engine\/bench may not import/],
  // What runs under plain Node never imports what needs Electron, nor the browser-mode host.
  ['electron/services/app-root.ts', `import { createFileLogger } from '../main/logger';`, /electron\/services\/ may not import "electron\/main\/logger"/],
  ['electron/services/app-root.ts', `import { startServer } from '../server/server';`, /electron\/services\/ may not import "electron\/server\/server"/],
  ['electron/server/cli.ts', `import { resolveDataDir } from '../main/data-dir';`, /electron\/server\/ may not import "electron\/main\/data-dir"/],
  ['electron/contract/bridge.ts', `import { exposeApi } from '../preload/bridge';`, /electron\/contract\/ may not import "electron\/preload\/bridge"/],
  // Each host adds only its own, and takes the rest from the services' index.
  ['electron/main/main.ts', `import { startServer } from '../server/server';`, /electron\/main\/ may not import "electron\/server\/server"/],
  ['electron/preload/preload.ts', `import { createAppRoot } from '../services';`, /electron\/preload\/ may not import "electron\/services"/],
  ['electron/main/main.ts', `import { createOpponentService } from '../services/opponent';`, /electron\/services\/ only through its index \("electron\/services"\), not "electron\/services\/opponent"/],
  ['electron/server/cli.ts', `import { gameEngine } from '../services/games/engine';`, /electron\/services\/ only through its index/],
  ['electron/server/server.test.ts', `import { play } from '../../engine/play';`, /engine\/ only through its index/],
];

const allowed: ReadonlyArray<[file: string, code: string]> = [
  ['engine/sowing.ts', `import type { GameState } from './types';\nimport { x } from './fast/position';`],
  ['engine/bin/congkak-engine.ts', `import { createInterface } from 'node:readline';\nimport { play } from '../index';`],
  ['engine/sowing.test.ts', `import { describe } from 'vitest';\nimport fc from 'fast-check';\nimport { readFileSync } from 'node:fs';`],
  ['electron/preload/preload.test.ts', `import { bundlePreload } from '../../build/build-electron';`],
  ['tutorials/lesson-1.ts', `import type { GameState } from '../engine';\nimport { play } from '../engine/index';`],
  ['engine/ai/search.ts', `import { storeOf } from '../board';\nimport type { Rules } from '../types';`],
  ['electron/contract/operations.ts', `import * as v from 'valibot';\nimport { SIDES } from '../../engine';\nimport type { Move } from '../../engine/index';`],
  ['electron/services/archive.ts', `import Database from 'better-sqlite3';\nimport { play } from '../../engine/index';\nimport { ops } from '../contract/operations';\nimport path from 'node:path';`],
  ['electron/server/cli.ts', `import { createAppServices } from '../services/index';\nimport http from 'node:http';`],
  ['electron/main/index.ts', `import { app, ipcMain } from 'electron';\nimport { createAppServices } from '../services/index';`],
  ['electron/main/main.ts', `import { createAppRoot, type AppRoot } from '../services';`],
  ['electron/server/server-fuzz.test.ts', `import { fuzzRequest } from '../services/testing/request-fuzz';\nimport { legalMoves } from '../../engine';`],
  ['electron/preload/index.ts', `import { contextBridge } from 'electron';\nimport { CHANNELS } from '../contract/channels';`],
  ['renderer/src/lib/board.ts', `import { mount } from 'svelte';\nimport { play } from '../../../engine/index';\nimport type { Api } from '../../../electron/contract/operations';`],
  ['e2e/smoke.spec.ts', `import { test } from '@playwright/test';\nimport { spawn } from 'node:child_process';\nimport { newGame } from '../engine/index';`],
];

describe('import boundaries', () => {
  it.each(refused)('%s: refuses %s', async (file, code, reason) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(reason);
  });

  it.each(allowed)('%s: allows %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it('checks the script of a Svelte component in the renderer', async () => {
    const component = `<script lang="ts">\n  import Database from 'better-sqlite3';\n  const db = new Database(':memory:');\n</script>\n<p>{String(db)}</p>\n`;
    const errors = await boundaryErrors('renderer/src/screens/Bad.svelte', component);
    expect(errors).toEqual([expect.stringMatching(/package "better-sqlite3"/)]);
  });
});

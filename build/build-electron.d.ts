import { type BuildOptions } from 'esbuild';
export declare const ROOT: string;
export declare function mainBuildOptions(root: string): BuildOptions;
/**
 * Worker threads started by the services from their own folder: the archive's
 * long work (ARCHIVE_WORKER_BUNDLE: imports, backups), its import checker
 * (IMPORT_WORKER_BUNDLE, started by the former) and the computer opponent's
 * search (OPPONENT_WORKER_BUNDLE). Each is an entry of its own beside main.cjs.
 */
export declare const WORKER_ENTRIES: readonly [{
    readonly entry: "electron/services/archive/archive-worker.ts";
    readonly bundle: "archive-worker.cjs";
}, {
    readonly entry: "electron/services/archive/import-worker.ts";
    readonly bundle: "import-worker.cjs";
}, {
    readonly entry: "electron/services/opponent/worker.ts";
    readonly bundle: "opponent-worker.cjs";
}];
export declare function workerBuildOptions(root: string, worker: (typeof WORKER_ENTRIES)[number]): BuildOptions;
export declare function preloadBuildOptions(root: string): BuildOptions;
/** Copies the services' *.sql migrations to dist/electron/migrations/; returns their names. */
export declare function copyMigrations(root: string): Promise<string[]>;
export declare function buildElectron(root?: string): Promise<void>;

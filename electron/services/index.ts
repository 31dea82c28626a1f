export { createAppRoot, type AppRoot, type AppRootOptions } from './app-root';
export { createAppServices, type AppServices, type AppServicesOptions } from './app-services';
export { databaseFile, resolveDataDir, DATABASE_FILE_NAME, type DataDirInputs } from './data-dir';
export type { GameEngine } from './games/engine-port';
export { gameEngine } from './games/engine';
export type { ComputerMoveRequest, ComputerOpponent } from './games/opponent';
export type { SchemaError } from './db/migrations';
export { describeStartupProblem, type StartupProblem, type StorageProblem } from './storage/startup-problem';

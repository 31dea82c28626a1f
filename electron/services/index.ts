// What the two hosts and the scripts take from the services: the composition
// root, and for tests and benchmarks the services on their own.
export { createAppRoot, type AppRoot } from './app-root';
export { createAppServices, type AppServices } from './app-services';
export { databaseFile, resolveDataDir } from './data-dir';
export { gameEngine } from './games/engine';
export { describeStartupProblem } from './storage/startup-problem';

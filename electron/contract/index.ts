export * from './errors';
export * from './schemas';
export * from './settings';
export * from './views';
export * from './archive';
export * from './operations';
export * from './events';
export * from './channels';
export type * from './bridge';

export * from './access.ts';
export * from './errors.ts';
export * from './flags.ts';
export * from './health.ts';
export * from './levels.ts';
export * from './paging.ts';
export * from './telemetry.ts';

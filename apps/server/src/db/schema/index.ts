// The one entry point drizzle-kit and the client read the schema from: one file per domain.
export * from './telemetry.ts';
export * from './identity.ts';

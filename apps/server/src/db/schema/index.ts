// The one entry point drizzle-kit and the client read the schema from: one file per domain.
export * from './apiClients.ts';
export * from './appAccess.ts';
export * from './apps.ts';
export * from './docs.ts';
export * from './identity.ts';
export * from './logs.ts';
export * from './meta.ts';
export * from './productUpdates.ts';
export * from './sandbox.ts';
export * from './search.ts';
export * from './signing.ts';
export * from './support.ts';
export * from './suvs.ts';
export * from './telemetry.ts';
export * from './tenants.ts';
export * from './tenantTokens.ts';
export * from './tutorials.ts';

/*
 * Zod-free on purpose: the web's first chunk uses these, and any module-level zod schema here would
 * pull zod into it. The schemas of these values live in flags.ts.
 */

/** Product environment levels, lowest to highest confidence (docs/product/access.md ACCESS-2). */
export const envLevels = ['DEV', 'INTERNAL', 'PROD'] as const;
export type EnvLevel = (typeof envLevels)[number];

/**
 * A route or feature of confidence `confidence` is shown on a deployment of level `deployment`
 * only when its confidence is at least the deployment's: DEV features show on DEV deployments only,
 * PROD features show everywhere (docs/product/access.md ACCESS-2).
 */
export function isConfidentEnough(confidence: EnvLevel, deployment: EnvLevel): boolean {
  return envLevels.indexOf(confidence) >= envLevels.indexOf(deployment);
}

export const portalModes = ['standard', 'federal'] as const;
export type PortalMode = (typeof portalModes)[number];

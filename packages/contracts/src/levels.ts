import { z } from 'zod';

/** Product environment levels, lowest to highest confidence (SPEC.md section 3). */
export const envLevels = ['DEV', 'INTERNAL', 'PROD'] as const;
export const envLevelSchema = z.enum(envLevels);
export type EnvLevel = z.infer<typeof envLevelSchema>;

/**
 * A route or feature of confidence `confidence` is shown on a deployment of level `deployment`
 * only when its confidence is at least the deployment's: DEV features show on DEV deployments only,
 * PROD features show everywhere (SPEC.md 2.4: hidden below production confidence).
 */
export function isConfidentEnough(confidence: EnvLevel, deployment: EnvLevel): boolean {
  return envLevels.indexOf(confidence) >= envLevels.indexOf(deployment);
}

export const portalModes = ['standard', 'federal'] as const;
export const portalModeSchema = z.enum(portalModes);
export type PortalMode = z.infer<typeof portalModeSchema>;

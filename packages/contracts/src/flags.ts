import { z } from 'zod';
import { envLevels, portalModes } from './levels.ts';

export const envLevelSchema = z.enum(envLevels);
export const portalModeSchema = z.enum(portalModes);

/**
 * Feature flags with the defaults of docs/product/shell.md SHELL-19. The server serves them and configuration
 * (FEATURE_FLAGS) overrides them; flags not listed here are unknown and rejected.
 */
export const featureFlagDefaults = {
  userMetrics: true,
  appRetirement: true,
  linkCompany: true,
  graphqlChangelog: true,
  // Non-whole console figures keep their decimals (docs/decisions/decimal-precision.md).
  decimalPrecision: true,
  // An app's region limits where it can be deployed (docs/decisions/app-availability.md).
  branchAvailabilityCheck: true,
  languageSelector: false,
  pseudoLanguages: false,
  copilot: false,
  // On for this product: the header's feed of what changed.
  productUpdates: true,
} as const;
export type FeatureFlagName = keyof typeof featureFlagDefaults;
export const featureFlagNames = Object.keys(featureFlagDefaults) as FeatureFlagName[];

export const featureFlagsSchema = z.object(
  Object.fromEntries(featureFlagNames.map((name) => [name, z.boolean()])) as Record<
    FeatureFlagName,
    z.ZodBoolean
  >,
);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/** What the web app needs to know about the deployment before it renders anything. */
export const publicConfigSchema = z.object({
  productName: z.string(),
  envLevel: envLevelSchema,
  portalMode: portalModeSchema,
  flags: featureFlagsSchema,
  /** How far back a log search may start (30 days, or 18 months in the variant). */
  logRangeVariant: z.enum(['30d', '18m']),
  /** Largest app zip the server accepts (APP_UPLOAD_MAX_BYTES), so the page refuses a bigger one first. */
  appUploadMaxBytes: z.number().int().positive(),
  /** The developer community and the platform's status page, linked from /help when configured. */
  helpLinks: z.object({ community: z.url().nullable(), status: z.url().nullable() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

import { type FeatureFlags, featureFlagDefaults, type PublicConfig } from '@portal/contracts';

/** A deployment's public config for tests, with the spec's default flags unless overridden. */
export function testConfig(
  overrides: Partial<Omit<PublicConfig, 'flags'>> & { flags?: Partial<FeatureFlags> } = {},
) {
  const { flags, ...rest } = overrides;
  return {
    productName: 'Acme',
    envLevel: 'DEV',
    portalMode: 'standard',
    logRangeVariant: '30d',
    appUploadMaxBytes: 50 * 1024 * 1024,
    ...rest,
    flags: { ...featureFlagDefaults, ...flags },
  } satisfies PublicConfig;
}

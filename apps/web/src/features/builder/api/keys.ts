/**
 * The one query-key factory of the app builder (docs/architecture.md, The query cache); a draft is per user,
 * app and company.
 */
export const builderKeys = {
  all: ['builder'] as const,
  session: () => [...builderKeys.all, 'session'] as const,
  draft: (appId: string) => [...builderKeys.all, 'draft', appId] as const,
  base: (appId: string) => [...builderKeys.draft(appId), 'base'] as const,
  /** An asset's bytes: keyed by the draft revision that listed it, so a replaced asset is read again. */
  asset: (appId: string, path: string, revision: number) =>
    [...builderKeys.draft(appId), 'asset', path, revision] as const,
  /** Records of the sandbox a page preview reads (not the draft's: the tenant's data). */
  sandboxRecords: (tenant: string, path: string) => [...builderKeys.all, 'sandbox', tenant, path] as const,
};

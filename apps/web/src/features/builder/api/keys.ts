/** The one query-key factory of the app builder (STYLE.md 4); a draft is per user, app and company. */
export const builderKeys = {
  all: ['builder'] as const,
  draft: (appId: string) => [...builderKeys.all, 'draft', appId] as const,
  base: (appId: string) => [...builderKeys.draft(appId), 'base'] as const,
};

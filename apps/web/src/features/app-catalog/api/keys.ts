/**
 * Query keys of the app catalog (docs/architecture.md, The query cache): publish and withdraw invalidate
 * `all`.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  list: (q: string) => [...catalogKeys.all, 'list', q] as const,
  adminList: () => [...catalogKeys.all, 'admin'] as const,
  entry: (key: string) => [...catalogKeys.all, 'entry', key] as const,
  code: (key: string) => [...catalogKeys.all, 'code', key] as const,
};

/**
 * How long a query's answer counts as fresh: a page revisited within it shows what it had without asking
 * again. Tests render with the same value, so a screen that leans on a refetch the app would not make (a
 * `fetchQuery` of a fresh key returns the cached answer) fails in the test as it would for a user.
 */
export const QUERY_FRESH_MS = 30_000;

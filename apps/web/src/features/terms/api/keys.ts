/**
 * Query keys of the terms feature. Whether the user agreed is under the auth keys
 * (lib/identity/termsQueries.ts): it belongs to the signed-in user and goes with sign-out.
 */
export const termsKeys = {
  all: ['terms'] as const,
  current: () => ['terms', 'current'] as const,
};

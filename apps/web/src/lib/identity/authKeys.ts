/** Query keys of the signed-in user. Sign-in, logout and a region switch change them. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => ['auth', 'session'] as const,
  userSelf: () => ['auth', 'userSelf'] as const,
  terms: () => ['auth', 'terms'] as const,
};

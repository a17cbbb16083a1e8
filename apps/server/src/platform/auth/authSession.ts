/** The signed-in session a request carries (the auth hook sets it from the live-session read). */
export type AuthSession = {
  id: string;
  userId: string;
  csrfToken: string;
  region: string;
  idleExpiresAt: Date;
  expiresAt: Date;
  isProviderEmployee: boolean;
  globalPermissions: string[];
};

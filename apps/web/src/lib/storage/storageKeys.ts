/**
 * Every browser storage key of the portal (docs/product/shell.md SHELL-20), in one place so no two features
 * pick the same name and sign-out can clear them all. Values say which storage holds them.
 */
export const STORAGE_PREFIX = 'devsite:';
/** The GraphQL explorer (GraphiQL) keeps its own state under this prefix. */
export const GRAPHIQL_STORAGE_PREFIX = 'graphiql:';

export const storageKeys = {
  /** localStorage. SHELL-20: never a session token; only tokens a tool hands the browser. */
  accessToken: `${STORAGE_PREFIX}accessToken`,
  /** localStorage: short-lived tenant tokens, valid until their expiry (SHELL-20). */
  tenantToken: `${STORAGE_PREFIX}tenantToken`,
  /** localStorage: the selected company's organizationUuid. */
  orgUuid: `${STORAGE_PREFIX}orgUuid`,
  /** localStorage: the build chosen in the app builder. */
  buildSelect: `${STORAGE_PREFIX}buildSelect`,
  /** localStorage: CSRF tokens of the tools that run their own session (orchestration, studio builder). */
  xsrfTokens: `${STORAGE_PREFIX}xsrfTokens`,
  /** localStorage: the page inspector developer aid is on. */
  pageInspector: `${STORAGE_PREFIX}pageInspector`,
  /** localStorage: the id of the copilot's running generation. */
  copilotGenerateId: `${STORAGE_PREFIX}copilotGenerateId`,
  /** sessionStorage: the page was reloaded once after a chunk failed to load (SHELL-12). */
  chunkReload: `${STORAGE_PREFIX}chunkReload`,
  /** localStorage: present means the user opted out of user metrics (SHELL-19). */
  metricsOptOut: `${STORAGE_PREFIX}metricsOptOut`,
  /** sessionStorage: toasts to show after a full page load (a redirect or a reload). */
  pendingToasts: `${STORAGE_PREFIX}pendingToasts`,
  /**
   * localStorage: written by one tab to tell the others the session changed (docs/product/sign-in.md
   * SIGNIN-2).
   */
  sessionSignal: `${STORAGE_PREFIX}sessionSignal`,
  /** sessionStorage: sign-in state, PKCE code verifier and return path (docs/product/sign-in.md SIGNIN-3). */
  authState: `${STORAGE_PREFIX}authState`,
  authCodeVerifier: `${STORAGE_PREFIX}authCodeVerifier`,
  authReturnPath: `${STORAGE_PREFIX}authReturnPath`,
  /** localStorage: the logs page shows every line's attributes inline (the show-detailed-logs setting). */
  showDetailedLogs: `${STORAGE_PREFIX}showDetailedLogs`,
  /** localStorage. SHELL-18 names it without the prefix, so it stays 'userLocale'. */
  userLocale: 'userLocale',
} as const;

/**
 * The cookie naming the selected company (docs/product/sign-in.md SIGNIN-11): the company feature writes it,
 * sign-in and logout clear it with the rest of the session data.
 */
export const ORG_COOKIE = 'devsite_org';

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

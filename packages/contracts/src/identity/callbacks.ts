/**
 * The five authentication callback routes of docs/product/shell.md SHELL-23 (general, orchestration, SOAP
 * explorer, narwhal, studio builder). Each is a registered redirect URI of the portal's client; '/auth' is
 * the default.
 */
export const authCallbackPaths = [
  '/auth',
  '/orchestrate/auth',
  '/soap-api-explorer/auth',
  '/orchestration-activity/auth',
  '/studiobuilder/auth',
] as const;
export type AuthCallbackPath = (typeof authCallbackPaths)[number];

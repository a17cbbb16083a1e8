/**
 * A cookie the page may read, set beside the HttpOnly session cookie and cleared with it: its absence tells
 * the web there is no session, without asking sessionInfo (whose 401 browsers log as an error). No secret.
 * In a module of its own, without zod: the web's first load reads it, and must not bring the schemas.
 */
export const SIGNED_IN_HINT_COOKIE = 'portal_signed_in';

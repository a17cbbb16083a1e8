import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * docs/product/sign-in.md SIGNIN-9: HttpOnly, SameSite=Strict, Path=/, no Domain, and Secure with the __Host-
 * prefix unless COOKIE_SECURE=false (plain-http localhost only, where browsers refuse __Host- cookies).
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-portal_session' : 'portal_session';
}

export function sessionCookieOptions(secure: boolean, maxAgeSeconds?: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

/** The page's signed-in hint (contracts' SIGNED_IN_HINT_COOKIE): readable, no secret, grants nothing. */
export function signedInHintCookieOptions(secure: boolean, maxAgeSeconds?: number): CookieSerializeOptions {
  return { ...sessionCookieOptions(secure, maxAgeSeconds), httpOnly: false };
}

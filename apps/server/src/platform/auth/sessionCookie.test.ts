import { describe, expect, it } from 'vitest';
import { sessionCookieName, sessionCookieOptions } from './sessionCookie.ts';

describe('session cookie', () => {
  it('uses the __Host- prefix with Secure, and never a Domain', () => {
    expect(sessionCookieName(true)).toBe('__Host-portal_session');
    expect(sessionCookieOptions(true)).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: true,
    });
  });

  it('drops the prefix only for plain-http deployments (COOKIE_SECURE=false)', () => {
    expect(sessionCookieName(false)).toBe('portal_session');
    expect(sessionCookieOptions(false, 60)).toMatchObject({ secure: false, maxAge: 60 });
  });
});

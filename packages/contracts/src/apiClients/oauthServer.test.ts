import { describe, expect, it } from 'vitest';
import { redirectUriMatches } from './oauthServer.ts';

describe('redirect URI matching (RFC 6749 3.1.2.3, RFC 8252 7.3)', () => {
  it('matches the registered URI exactly', () => {
    expect(redirectUriMatches('https://app.example.com/cb', 'https://app.example.com/cb')).toBe(true);
  });

  it('accepts any port on a loopback IP registered over http', () => {
    expect(redirectUriMatches('http://127.0.0.1/callback', 'http://127.0.0.1:51234/callback')).toBe(true);
    expect(redirectUriMatches('http://127.0.0.1:8000/callback', 'http://127.0.0.1:9/callback')).toBe(true);
    expect(redirectUriMatches('http://[::1]/callback', 'http://[::1]:61000/callback')).toBe(true);
  });

  it('refuses a loopback URI whose path, query or host differs', () => {
    expect(redirectUriMatches('http://127.0.0.1/callback', 'http://127.0.0.1:5000/other')).toBe(false);
    expect(redirectUriMatches('http://127.0.0.1/cb?a=1', 'http://127.0.0.1:5000/cb?a=2')).toBe(false);
    expect(redirectUriMatches('http://127.0.0.1/cb', 'http://[::1]:5000/cb')).toBe(false);
    expect(redirectUriMatches('http://127.0.0.1/cb', 'http://127.0.0.2:5000/cb')).toBe(false);
    expect(redirectUriMatches('http://127.0.0.1/cb', 'http://user@127.0.0.1:5000/cb')).toBe(false);
    expect(redirectUriMatches('http://127.0.0.1/cb', 'http://127.0.0.1:5000/cb#x')).toBe(false);
  });

  it('keeps the exact port for localhost and for other hosts', () => {
    expect(redirectUriMatches('http://localhost:5173/cb', 'http://localhost:5174/cb')).toBe(false);
    expect(redirectUriMatches('https://app.example.com/cb', 'https://app.example.com:444/cb')).toBe(false);
    expect(redirectUriMatches('https://127.0.0.1/cb', 'https://127.0.0.1:444/cb')).toBe(false);
  });

  it('refuses what does not parse', () => {
    expect(redirectUriMatches('http://127.0.0.1/cb', 'not a url')).toBe(false);
  });
});

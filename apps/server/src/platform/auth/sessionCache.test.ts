import { describe, expect, it } from 'vitest';
import { type CachedSession, createSessionCache } from './sessionCache.ts';

// The cache stamps what it stores with Date.now() and ages it against the now it is asked with, so the
// test's now is the real one: a fixed day made every entry a year old on a clock set a year back.
const now = new Date();
const later = (ms: number) => new Date(now.getTime() + ms);
const row = (id: string, userId = 'u1'): CachedSession => ({
  id,
  userId,
  csrfToken: 'csrf',
  region: 'scylla:us',
  idleExpiresAt: later(60_000),
  expiresAt: later(3_600_000),
  lastSeenAt: now,
  isProviderEmployee: false,
  globalPermissions: [],
});

describe('createSessionCache', () => {
  it('does not keep a row read before an invalidation (a read racing a sign-out)', () => {
    const cache = createSessionCache();
    const startedAt = cache.generation();
    cache.forgetSession('s1');
    cache.remember(row('s1'), startedAt);
    expect(cache.get('s1', now)).toBeUndefined();
  });

  it('drops a session past its idle or absolute expiry, as the SQL read does', () => {
    const cache = createSessionCache();
    cache.remember(row('s1'), cache.generation());
    expect(cache.get('s1', now)?.id).toBe('s1');
    expect(cache.get('s1', later(60_000))).toBeUndefined();
  });

  it("forgets every session of a user, and no other user's", () => {
    const cache = createSessionCache();
    cache.remember(row('s1', 'u1'), cache.generation());
    cache.remember(row('s2', 'u1'), cache.generation());
    cache.remember(row('s3', 'u2'), cache.generation());
    cache.forgetUser('u1');
    expect([cache.get('s1', now), cache.get('s2', now), cache.get('s3', now)?.id]).toEqual([
      undefined,
      undefined,
      's3',
    ]);
  });

  it('hands out copies: a change to the request session does not reach the cache', () => {
    const cache = createSessionCache();
    cache.remember(row('s1'), cache.generation());
    cache.get('s1', now)!.region = 'scylla:de';
    expect(cache.get('s1', now)?.region).toBe('scylla:us');
  });
});

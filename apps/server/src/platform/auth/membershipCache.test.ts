import { describe, expect, it } from 'vitest';
import { type CachedMembership, createMembershipCache } from './membershipCache.ts';

const ACME = '00000000-0000-4000-8000-00000000000a';
const BRIGHT = '00000000-0000-4000-8000-00000000000b';
const row = (roles: string[] = ['developer']): CachedMembership => ({
  roles,
  associationType: 'PRIMARY',
  permissions: ['apps.read'],
});

describe('createMembershipCache', () => {
  it('does not keep a row read before an invalidation (a read racing a role change)', () => {
    const cache = createMembershipCache();
    const startedAt = cache.generation();
    cache.forgetOrganization(ACME);
    cache.remember('u1', ACME, row(), startedAt);
    expect(cache.get('u1', ACME)).toBeUndefined();
  });

  it('finds a company by its id in any case, as the SQL read does', () => {
    const cache = createMembershipCache();
    cache.remember('u1', ACME.toUpperCase(), row(), cache.generation());
    expect(cache.get('u1', ACME)?.roles).toEqual(['developer']);
  });

  it("forgets one company's members, and no other company's", () => {
    const cache = createMembershipCache();
    cache.remember('u1', ACME, row(), cache.generation());
    cache.remember('u2', ACME, row(), cache.generation());
    cache.remember('u1', BRIGHT, row(), cache.generation());
    cache.forgetOrganization(ACME.toUpperCase());
    expect(cache.get('u1', ACME)).toBeUndefined();
    expect(cache.get('u2', ACME)).toBeUndefined();
    expect(cache.get('u1', BRIGHT)).toBeDefined();
  });

  it('drops an entry older than its time to live', async () => {
    const cache = createMembershipCache(20);
    cache.remember('u1', ACME, row(), cache.generation());
    expect(cache.get('u1', ACME)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('u1', ACME)).toBeUndefined();
  });

  it('hands out copies: a handler changing its company context changes no other request', () => {
    const cache = createMembershipCache();
    cache.remember('u1', ACME, row(), cache.generation());
    cache.get('u1', ACME)!.permissions.push('apps.write');
    expect(cache.get('u1', ACME)!.permissions).toEqual(['apps.read']);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultRolePermissions } from '../identity/permissions.ts';
import { apiClientCreateSchema, scopeInfos } from './apiClients.ts';
import {
  asksForPortalToken,
  ownerWithinReach,
  portalScopesFor,
  portalScopesHeldBy,
  portalTokenPermissions,
} from './portalScopes.ts';

describe('portal scopes', () => {
  it('asks for a portal token when a portal scope or the keyword portal is named', () => {
    expect(asksForPortalToken('portal')).toBe(true);
    expect(asksForPortalToken('workers.read portal.deploy')).toBe(true);
    expect(asksForPortalToken('workers.read')).toBe(false);
    expect(asksForPortalToken(undefined)).toBe(false);
    expect(asksForPortalToken('portals')).toBe(false);
  });

  it('gives every portal scope of the client for portal, in a stable order', () => {
    expect(portalScopesFor(['workers.read', 'portal.deploy', 'portal.apps.read'], 'portal')).toEqual({
      scopes: ['portal.apps.read', 'portal.deploy'],
    });
    expect(portalScopesFor(['portal.deploy', 'portal.apps.read'], 'portal.deploy portal.deploy')).toEqual({
      scopes: ['portal.deploy'],
    });
  });

  it('refuses tenant scopes beside portal scopes, scopes not given, and a client without any', () => {
    expect(portalScopesFor(['portal.apps.read', 'workers.read'], 'portal.apps.read workers.read')).toEqual({
      problem:
        'A token is a portal token or a tenant token, not both: ask for workers.read in a request of its own, without portal scopes.',
    });
    expect(portalScopesFor(['portal.apps.read'], 'portal.apps.write')).toEqual({
      problem: 'The client was not given the scope portal.apps.write.',
    });
    expect(portalScopesFor(['workers.read'], 'portal')).toEqual({
      problem: 'This client was given no portal scope.',
    });
  });

  it("allows what the owner may do and a scope implies, never more than the owner's role", () => {
    const developer = ['apps.read', 'apps.write', 'apps.deploy', 'tenants.read', 'clients.manage'];
    expect(portalTokenPermissions(['portal.apps.read'], developer)).toEqual(['apps.read']);
    expect(portalTokenPermissions(['portal.apps.write', 'portal.deploy'], developer)).toEqual([
      'apps.deploy',
      'apps.read',
      'apps.write',
      'tenants.read',
    ]);
    expect(portalTokenPermissions(['portal.deploy'], ['apps.read', 'company.read'])).toEqual(['apps.read']);
    expect(portalTokenPermissions(['workers.read'], developer)).toEqual([]);
  });

  it('lets a client be given portal scopes, listed after the tenant scopes', () => {
    const parsed = apiClientCreateSchema.parse({
      name: 'CI',
      type: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: ['portal.deploy', 'workers.read'],
      tenantIds: ['6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f'],
    });
    expect(parsed.scopes).toEqual(['workers.read', 'portal.deploy']);
    expect(scopeInfos().at(-1)).toEqual({
      scope: 'portal.orchestrations',
      service: 'portal.orchestrations',
      access: 'write',
    });
  });

  it('lets an owner hold a portal scope only with every permission it implies', () => {
    expect(portalScopesHeldBy(defaultRolePermissions.developer)).toEqual([
      'portal.apps.read',
      'portal.apps.write',
      'portal.deploy',
      'portal.orchestrations',
    ]);
    expect(portalScopesHeldBy(defaultRolePermissions.specialist)).toEqual(['portal.apps.read']);
    expect(portalScopesHeldBy(defaultRolePermissions.member)).toEqual(['portal.apps.read']);
    expect(portalScopesHeldBy(['apps.read', 'apps.deploy'])).toEqual(['portal.apps.read']);
    expect(portalScopesHeldBy([])).toEqual([]);
  });

  it('keeps an owner who may do more than the actor out of their reach', () => {
    const { admin, developer, specialist, dsc } = defaultRolePermissions;
    expect(ownerWithinReach(developer, admin)).toBe(false);
    expect(ownerWithinReach(developer, specialist)).toBe(true);
    expect(ownerWithinReach(developer, developer)).toBe(true);
    expect(ownerWithinReach(admin, developer)).toBe(true);
    // Not a ladder: a developer may not act as a support contact, who opens support cases.
    expect(ownerWithinReach(developer, dsc)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  apiClientCreateSchema,
  apiClientUpdateSchema,
  corsOriginProblem,
  redirectUriProblem,
} from './apiClients.ts';

describe('redirect URIs and CORS origins', () => {
  it.each([
    'https://app.example.com/callback',
    'https://app.example.com:8443/cb?x=1',
    'http://localhost:3000/callback',
    'http://127.0.0.1/cb',
    'http://[::1]:8080/cb',
  ])('accepts %s', (uri) => expect(redirectUriProblem(uri)).toBeNull());

  it.each([
    ['https://*.example.com/cb', 'Wildcards'],
    ['https://app.example.com/cb#x', 'fragment'],
    ['http://app.example.com/cb', 'http on localhost only'],
    ['http://localhost.evil.example/cb', 'http on localhost only'],
    ['javascript:alert(1)', 'https URI'],
    ['data:text/html,hi', 'https URI'],
    ['https://user:pw@app.example.com/cb', 'user name or password'],
    ['app.example.com/cb', 'absolute URI'],
  ])('refuses %s', (uri, problem) => expect(redirectUriProblem(uri)).toContain(problem));

  it('takes an origin without a path, and refuses one with a path or a wildcard', () => {
    expect(corsOriginProblem('https://app.example.com')).toBeNull();
    expect(corsOriginProblem('https://app.example.com/')).toBeNull();
    expect(corsOriginProblem('https://app.example.com/path')).toContain('no path');
    expect(corsOriginProblem('https://*.example.com')).toContain('Wildcards');
    expect(corsOriginProblem('http://app.example.com')).toContain('localhost');
  });
});

describe('the create rules', () => {
  const valid = {
    name: ' Sync ',
    type: 'confidential',
    grantTypes: ['refresh_token', 'client_credentials'],
    scopes: ['workers.write', 'workers.read', 'workers.read'],
    tenantIds: ['00000000-0000-4000-8000-000000000001'],
    corsOrigins: ['https://app.example.com/'],
  } as const;

  it('trims the name, orders the grants and scopes, and keeps origins as origins', () => {
    const parsed = apiClientCreateSchema.parse(valid);
    expect(parsed.name).toBe('Sync');
    expect(parsed.grantTypes).toEqual(['client_credentials', 'refresh_token']);
    expect(parsed.scopes).toEqual(['workers.read', 'workers.write']);
    expect(parsed.corsOrigins).toEqual(['https://app.example.com']);
    // Left out: the server makes the creator the owner; null asks for none.
    expect(parsed.ownerId).toBeUndefined();
    expect(apiClientCreateSchema.parse({ ...valid, ownerId: null }).ownerId).toBeNull();
  });

  it('refuses a public client with client credentials, and authorization code without a redirect URI', () => {
    const publicCc = apiClientCreateSchema.safeParse({ ...valid, type: 'public' });
    expect(publicCc.error?.issues.map((issue) => issue.message)).toContain(
      'A public client holds no secret, so it cannot use client credentials.',
    );
    const noRedirect = apiClientCreateSchema.safeParse({ ...valid, grantTypes: ['authorization_code'] });
    expect(noRedirect.error?.issues[0]?.message).toBe(
      'The authorization code grant needs at least one redirect URI.',
    );
  });

  it('needs a tenant for tenant scopes only: a client with portal scopes alone reaches none', () => {
    const noTenant = apiClientCreateSchema.safeParse({ ...valid, tenantIds: [] });
    expect(noTenant.error?.issues).toEqual([
      expect.objectContaining({ path: ['tenantIds'], message: 'Choose at least one tenant.' }),
    ]);
    const portalOnly = apiClientCreateSchema.safeParse({
      ...valid,
      grantTypes: ['client_credentials'],
      scopes: ['portal.apps.write'],
      tenantIds: [],
    });
    expect(portalOnly.success).toBe(true);
    expect(
      apiClientUpdateSchema.safeParse({ ...valid, scopes: ['workers.read', 'portal.deploy'], tenantIds: [] })
        .error?.issues[0]?.message,
    ).toBe('Choose at least one tenant.');
  });
});

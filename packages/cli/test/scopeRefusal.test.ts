import { describe, expect, it } from 'vitest';
import { EXIT } from '../src/exitCodes.ts';
import { scopeRefusal } from '../src/portalApi.ts';

describe("a 403 the token's scopes explain", () => {
  it('names the narrowest scope that allows the call, and the others that would', () => {
    const refusal = scopeRefusal('App', 'apps.read', 'portal.orchestrations.none');
    expect(refusal?.exitCode).toBe(EXIT.auth);
    expect(refusal?.message).toContain(
      'it needs the scope portal.apps.read (or portal.apps.write, portal.deploy, portal.orchestrations).',
    );
    expect(refusal?.message).toContain('--scope portal.apps.read or --scope portal.');
  });

  it('says none when the token holds no scope', () => {
    expect(scopeRefusal('Deploy', 'apps.deploy', '')?.message).toContain('scopes (none) do not allow this');
  });

  it("leaves the refusal to the owner's role when a granted scope covers the call", () => {
    expect(scopeRefusal('Create app', 'apps.write', 'portal.apps.read portal.apps.write')).toBeNull();
    expect(scopeRefusal('Tenants', 'tenants.read', 'portal.deploy')).toBeNull();
  });

  it('leaves alone a permission no portal scope grants', () => {
    expect(scopeRefusal('Users', 'users.manage', 'portal.apps.read')).toBeNull();
  });
});

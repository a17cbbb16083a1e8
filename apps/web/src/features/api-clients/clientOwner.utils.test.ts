import type { ApiClientOwnerCandidate } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ownerInReach, scopeOwnerLacks } from './clientOwner.utils.ts';

const candidate = (userUuid: string, portalScopes: ApiClientOwnerCandidate['portalScopes']) => ({
  userUuid,
  email: `${userUuid}@x`,
  firstName: userUuid,
  lastName: 'X',
  portalScopes,
});
const candidates = [
  candidate('dev', ['portal.apps.read', 'portal.apps.write', 'portal.deploy']),
  candidate('spec', ['portal.apps.read']),
];

describe('scopeOwnerLacks', () => {
  it('names the first portal scope the owner may not hold, ignoring tenant scopes', () => {
    expect(scopeOwnerLacks(candidates, 'spec', ['workers.read', 'portal.apps.read', 'portal.deploy'])).toBe(
      'portal.deploy',
    );
    expect(scopeOwnerLacks(candidates, 'dev', ['portal.apps.write', 'portal.deploy'])).toBeUndefined();
    expect(scopeOwnerLacks(candidates, 'spec', ['workers.read', 'workers.write'])).toBeUndefined();
  });

  it('says nothing of no owner or an owner outside the list', () => {
    expect(scopeOwnerLacks(candidates, null, ['portal.deploy'])).toBeUndefined();
    expect(scopeOwnerLacks(candidates, 'admin', ['portal.deploy'])).toBeUndefined();
  });
});

describe('ownerInReach', () => {
  it('is true without an owner, for a listed owner, and while the list is unknown', () => {
    expect(ownerInReach(candidates, null)).toBe(true);
    expect(ownerInReach(candidates, { id: 'spec' })).toBe(true);
    expect(ownerInReach(undefined, { id: 'admin' })).toBe(true);
  });

  it('is false for an owner the server does not list', () => {
    expect(ownerInReach(candidates, { id: 'admin' })).toBe(false);
  });
});

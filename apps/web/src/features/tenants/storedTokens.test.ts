import type { TenantToken } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { forgetToken, storedToken, storeToken } from './storedTokens.ts';

const now = Date.parse('2026-11-24T10:00:00Z');
const token = (tenantId: string, expiresAt: string): TenantToken => ({
  access_token: `ptt_${tenantId}`,
  token_type: 'Bearer',
  expires_in: 3600,
  expires_at: expiresAt,
  refresh_token: `ptr_${tenantId}`,
  scope: 'workers.read',
  tenant: 'acme_sb',
  tenantId,
});

describe('stored tenant tokens', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one token per tenant under the tenant token key', () => {
    storeToken(token('a', '2026-11-24T11:00:00Z'));
    storeToken(token('b', '2026-11-24T10:30:00Z'));
    expect(storedToken('a', now)?.access_token).toBe('ptt_a');
    expect(storedToken('b', now)?.access_token).toBe('ptt_b');
    expect(Object.keys(JSON.parse(localStorage.getItem(storageKeys.tenantToken)!))).toEqual(['a', 'b']);
    forgetToken('a');
    expect(storedToken('a', now)).toBeNull();
    expect(storedToken('b', now)).not.toBeNull();
  });

  it('treats an expired token as absent, and survives a hand-edited value', () => {
    storeToken(token('a', '2026-11-24T09:59:59Z'));
    expect(storedToken('a', now)).toBeNull();
    localStorage.setItem(storageKeys.tenantToken, '{not json');
    expect(storedToken('a', now)).toBeNull();
    storeToken(token('c', '2026-11-24T11:00:00Z'));
    expect(storedToken('c', now)).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { ClientRow } from './apiClients.repository.ts';
import { clientHealth, secretState } from './clientHealth.ts';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const secret = (createdDaysAgo: number, extra: Partial<ClientRow['secrets'][number]> = {}) => ({
  id: `s${createdDaysAgo}`,
  clientId: 'c',
  hint: 'abcd',
  createdAt: daysAgo(createdDaysAgo),
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  ...extra,
});
const client = (overrides: Partial<ClientRow> = {}): ClientRow => ({
  id: 'c',
  organizationId: 'o',
  name: 'Client',
  description: '',
  type: 'confidential',
  grantTypes: ['client_credentials'],
  redirectUris: [],
  corsOrigins: [],
  scopes: ['workers.read', 'financials.read'],
  usedScopes: ['workers.read'],
  ownerId: null,
  owner: null,
  lastUsedAt: daysAgo(1),
  integration: false,
  refreshTokenDays: null,
  disabled: false,
  createdAt: daysAgo(200),
  updatedAt: daysAgo(1),
  tenants: [],
  secrets: [secret(10)],
  ...overrides,
});

describe('credential health', () => {
  it('names the state of each secret', () => {
    expect(secretState(secret(1), now)).toBe('current');
    expect(secretState(secret(1, { expiresAt: daysAgo(-1) }), now)).toBe('overlap');
    expect(secretState(secret(1, { expiresAt: daysAgo(1) }), now)).toBe('expired');
    expect(secretState(secret(1, { revokedAt: daysAgo(0) }), now)).toBe('revoked');
  });

  it('flags unused scopes of a client in use, and nothing else for a healthy one', () => {
    expect(clientHealth(client(), now)).toEqual({
      secretAgeDays: 10,
      unusedScopes: ['financials.read'],
      warnings: ['unused_scopes'],
    });
  });

  it('flags a secret past the policy age, a client unused for months, and one never used', () => {
    expect(clientHealth(client({ secrets: [secret(120)] }), now).warnings).toContain('secret_old');
    expect(clientHealth(client({ lastUsedAt: daysAgo(90) }), now).warnings).toContain('unused');
    expect(clientHealth(client({ lastUsedAt: null }), now).warnings).toEqual(['never_used']);
  });

  it('takes the newest live secret for the age, and flags a confidential client with none live', () => {
    expect(
      clientHealth(client({ secrets: [secret(120, { expiresAt: daysAgo(-1) }), secret(2)] }), now)
        .secretAgeDays,
    ).toBe(2);
    expect(clientHealth(client({ secrets: [secret(5, { revokedAt: daysAgo(1) })] }), now).warnings).toContain(
      'no_secret',
    );
    expect(clientHealth(client({ type: 'public', secrets: [] }), now).warnings).not.toContain('no_secret');
  });
});

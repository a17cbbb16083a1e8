import { describe, expect, it } from 'vitest';
import {
  scopeFor,
  tenantConnectRequestSchema,
  tenantTokenRefreshSchema,
  tenantTokenScopes,
} from './tenantTokens.ts';
import { tenantTokenMinutesLeft } from './tokenMinutes.ts';

describe('tenant tokens', () => {
  it('has a read and a write scope per sandbox service', () => {
    expect(tenantTokenScopes).toContain('workers.read');
    expect(tenantTokenScopes).toContain('financials.write');
    expect(tenantTokenScopes).toHaveLength(10);
    expect(scopeFor('absenceManagement', true)).toBe('absenceManagement.write');
  });

  it('takes scopes once each, sorted, and refuses an unknown or empty list', () => {
    expect(
      tenantConnectRequestSchema.parse({ scopes: ['workers.write', 'workers.read', 'workers.write'] }),
    ).toEqual({
      scopes: ['workers.read', 'workers.write'],
    });
    expect(tenantConnectRequestSchema.parse({})).toEqual({});
    expect(tenantConnectRequestSchema.safeParse({ scopes: [] }).error?.issues[0]?.message).toBe(
      'Choose at least one scope.',
    );
    expect(tenantConnectRequestSchema.safeParse({ scopes: ['payroll.read'] }).success).toBe(false);
  });

  it('refreshes only with grant_type refresh_token', () => {
    expect(tenantTokenRefreshSchema.safeParse({ grant_type: 'password', refresh_token: 'x' }).success).toBe(
      false,
    );
    expect(
      tenantTokenRefreshSchema.safeParse({ grant_type: 'refresh_token', refresh_token: '' }).success,
    ).toBe(false);
  });

  it('counts minutes left up, and an expired token as absent', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(tenantTokenMinutesLeft('2026-11-24T11:00:00Z', now)).toBe(60);
    expect(tenantTokenMinutesLeft('2026-11-24T10:00:30Z', now)).toBe(1);
    expect(tenantTokenMinutesLeft('2026-11-24T10:00:00Z', now)).toBeNull();
    expect(tenantTokenMinutesLeft('2026-11-24T09:59:00Z', now)).toBeNull();
    expect(tenantTokenMinutesLeft('not a date', now)).toBeNull();
  });
});

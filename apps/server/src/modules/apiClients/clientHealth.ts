import {
  API_CLIENT_SECRET_POLICY_DAYS,
  API_CLIENT_UNUSED_DAYS,
  type ApiClient,
  type ApiClientScope,
  type ApiClientSecret,
  type ApiClientWarning,
} from '@portal/contracts';
import type { ClientRow, SecretRow } from './apiClients.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function secretState(secret: SecretRow, now: Date): ApiClientSecret['state'] {
  if (secret.revokedAt) return 'revoked';
  if (secret.expiresAt === null) return 'current';
  return secret.expiresAt.getTime() > now.getTime() ? 'overlap' : 'expired';
}

/**
 * Credential health (docs/product/api-clients.md CLIENTS-3): what an admin should look at, computed when a
 * client is read so that it is never stale. Public clients have no secret to age.
 */
export function clientHealth(row: ClientRow, now: Date): ApiClient['health'] {
  const live = row.secrets.filter((secret) => {
    const state = secretState(secret, now);
    return state === 'current' || state === 'overlap';
  });
  const newest = live.reduce<SecretRow | null>(
    (best, secret) => (!best || secret.createdAt > best.createdAt ? secret : best),
    null,
  );
  const secretAgeDays = newest ? Math.floor((now.getTime() - newest.createdAt.getTime()) / DAY_MS) : null;
  const used = new Set(row.usedScopes);
  const unusedScopes = row.scopes.filter((scope: ApiClientScope) => !used.has(scope));
  const warnings: ApiClientWarning[] = [];
  const holdsSecret = row.type !== 'public';
  if (holdsSecret && !newest) warnings.push('no_secret');
  if (secretAgeDays !== null && secretAgeDays > API_CLIENT_SECRET_POLICY_DAYS) warnings.push('secret_old');
  const ageOfClientDays = (now.getTime() - row.createdAt.getTime()) / DAY_MS;
  if (row.lastUsedAt === null) {
    if (ageOfClientDays > API_CLIENT_UNUSED_DAYS) warnings.push('never_used');
  } else if ((now.getTime() - row.lastUsedAt.getTime()) / DAY_MS > API_CLIENT_UNUSED_DAYS) {
    warnings.push('unused');
  }
  if (row.lastUsedAt !== null && unusedScopes.length > 0) warnings.push('unused_scopes');
  return { secretAgeDays, unusedScopes, warnings };
}

export function toApiClient(row: ClientRow, now: Date): ApiClient {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    description: row.description,
    type: row.type,
    grantTypes: row.grantTypes,
    redirectUris: row.redirectUris,
    corsOrigins: row.corsOrigins,
    scopes: row.scopes,
    tenants: row.tenants,
    owner: row.owner,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    integration: row.integration,
    refreshTokenDays: row.refreshTokenDays,
    disabled: row.disabled,
    secrets: row.secrets.map((secret) => ({
      id: secret.id,
      hint: secret.hint,
      createdAt: secret.createdAt.toISOString(),
      expiresAt: iso(secret.expiresAt),
      revokedAt: iso(secret.revokedAt),
      lastUsedAt: iso(secret.lastUsedAt),
      state: secretState(secret, now),
    })),
    health: clientHealth(row, now),
  };
}

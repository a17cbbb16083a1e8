import { type TenantToken, tenantTokenMinutesLeft } from '@portal/contracts';
import { readJson, writeJson } from '../../lib/storage/safeStorage.ts';
import { storageKeys } from '../../lib/storage/storageKeys.ts';

type Stored = Record<string, TenantToken>;

const readAll = (): Stored => {
  const value = readJson<Stored>(storageKeys.tenantToken);
  return value && typeof value === 'object' ? value : {};
};

/**
 * The tenant tokens this browser holds, by tenant id, in local storage. An expired token is treated as absent
 * (docs/product/tenants.md TENANTS-5); it stays stored until replaced or forgotten.
 */
export function storedToken(tenantId: string, now: number): TenantToken | null {
  const token = readAll()[tenantId];
  if (!token || typeof token.expires_at !== 'string') return null;
  return tenantTokenMinutesLeft(token.expires_at, now) === null ? null : token;
}

export function storeToken(token: TenantToken): void {
  writeJson(storageKeys.tenantToken, { ...readAll(), [token.tenantId]: token });
}

export function forgetToken(tenantId: string): void {
  const { [tenantId]: _gone, ...rest } = readAll();
  writeJson(storageKeys.tenantToken, rest);
}

import type { ApiClientGrantType, ApiClientScope, ApiClientType } from '@portal/contracts';

/** The rows the API clients' repositories answer (apiClients, clientSecrets and refreshTokens). */
export type SecretRow = {
  id: string;
  clientId: string;
  hint: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

export type ClientRow = {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  type: ApiClientType;
  grantTypes: ApiClientGrantType[];
  redirectUris: string[];
  corsOrigins: string[];
  scopes: ApiClientScope[];
  usedScopes: string[];
  ownerId: string | null;
  owner: { id: string; name: string; email: string } | null;
  lastUsedAt: Date | null;
  integration: boolean;
  refreshTokenDays: number | null;
  disabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  tenants: { id: string; name: string }[];
  secrets: SecretRow[];
};

export type ClientFields = {
  name: string;
  description: string;
  grantTypes: ApiClientGrantType[];
  redirectUris: string[];
  corsOrigins: string[];
  scopes: ApiClientScope[];
  ownerId: string | null;
  integration: boolean;
  refreshTokenDays: number | null;
};

export type RefreshTokenRow = {
  id: string;
  tenant: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export type NewSecret = { hash: string; hint: string };

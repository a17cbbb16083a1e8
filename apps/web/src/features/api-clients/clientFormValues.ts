import type {
  ApiClient,
  ApiClientCreate,
  ApiClientGrantType,
  ApiClientScope,
  ApiClientType,
} from '@portal/contracts';

/** An API client form's values, as typed (lists one a line). */
export type ClientFormValues = {
  name: string;
  description: string;
  type: ApiClientType;
  grantTypes: ApiClientGrantType[];
  redirectUris: string;
  corsOrigins: string;
  scopes: ApiClientScope[];
  tenantIds: string[];
  ownerId: string | null;
  integration: boolean;
  /** Days a refresh token lives, as typed; '' when they never expire. */
  refreshTokenDays: string;
};
export type ClientFormField = keyof ClientFormValues;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A new client starts owned by `creatorId` (the server's default too), an edited one
 * by its owner.
 */
export function initialValues(client?: ApiClient, creatorId: string | null = null): ClientFormValues {
  return {
    name: client?.name ?? '',
    description: client?.description ?? '',
    type: client?.type ?? 'confidential',
    grantTypes: client?.grantTypes ?? ['client_credentials'],
    redirectUris: client?.redirectUris.join('\n') ?? '',
    corsOrigins: client?.corsOrigins.join('\n') ?? '',
    scopes: client?.scopes ?? [],
    tenantIds: client?.tenants.map((tenant) => tenant.id) ?? [],
    ownerId: client ? (client.owner?.id ?? null) : creatorId,
    integration: client?.integration ?? false,
    refreshTokenDays: client?.refreshTokenDays
      ? String(client.refreshTokenDays)
      : client?.integration
        ? ''
        : '30',
  };
}

/** The request a form's values make: the same shape for create and edit (edit drops the type). */
export const toRequest = (values: ClientFormValues): ApiClientCreate => ({
  ...values,
  redirectUris: lines(values.redirectUris),
  corsOrigins: lines(values.corsOrigins),
  refreshTokenDays:
    values.integration && values.refreshTokenDays.trim() !== '' ? Number(values.refreshTokenDays) : null,
});

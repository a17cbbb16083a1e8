/** The api-clients feature's query keys: everything of a company's clients under one prefix. */
export const apiClientKeys = {
  all: (organizationId: string) => ['api-clients', organizationId] as const,
  list: (organizationId: string, unassigned: boolean) =>
    [...apiClientKeys.all(organizationId), 'list', unassigned] as const,
  client: (organizationId: string, id: string) =>
    [...apiClientKeys.all(organizationId), 'client', id] as const,
  owners: (organizationId: string) => [...apiClientKeys.all(organizationId), 'owners'] as const,
  refreshTokens: (organizationId: string, id: string) =>
    [...apiClientKeys.all(organizationId), 'refreshTokens', id] as const,
  consents: (organizationId: string, id: string) =>
    [...apiClientKeys.all(organizationId), 'consents', id] as const,
  connections: (organizationId: string, id: string) =>
    [...apiClientKeys.all(organizationId), 'connections', id] as const,
};

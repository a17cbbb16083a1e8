/**
 * Query keys of the sandbox's public documents (its OpenAPI documents and WSDLs), per tenant, and of the
 * company's API clients an explorer may call as.
 */
export const sandboxKeys = {
  explorerClients: (organizationId: string) => ['explorer-clients', organizationId] as const,
  openApi: (tenant: string | null, service: string, version: number) =>
    ['openapi', tenant, service, version] as const,
  wsdl: (tenant: string | null, serviceName: string) => ['wsdl', tenant, serviceName] as const,
};

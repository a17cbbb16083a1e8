/** Query keys of the sandbox's public documents (its OpenAPI documents and WSDLs), per tenant. */
export const sandboxKeys = {
  openApi: (tenant: string | null, service: string, version: number) =>
    ['openapi', tenant, service, version] as const,
  wsdl: (tenant: string | null, serviceName: string) => ['wsdl', tenant, serviceName] as const,
};

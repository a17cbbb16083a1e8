import { sandboxServices } from '@portal/contracts';
import type { DownloadFile } from '../downloads/downloads.port.ts';
import { schemaVersions } from './graphql/sandboxGraphql.ts';
import { openApiDocument } from './openApiDocument.ts';
import { restServices } from './restOperations.ts';
import { soapServices } from './soap/soapServices.ts';
import { wsdl } from './soap/wsdl.ts';

/** The tenant's name in a downloaded WSDL's address: a WSDL has no variables, so the user replaces it. */
export const WSDL_TENANT_PLACEHOLDER = 'your_tenant';

/**
 * The sandbox's API descriptions as files: an OpenAPI document per REST service version (its server URL
 * with a `tenant` variable), a WSDL per SOAP service, the GraphQL schema of each version.
 */
export function apiDescriptionFiles(publicUrl: string): DownloadFile[] {
  const openapi = sandboxServices.flatMap((service) =>
    Object.entries(restServices[service]).map(([version, operations]): DownloadFile => {
      const document = openApiDocument(
        service,
        Number(version),
        `${publicUrl}/sandbox/{tenant}/api/${service}/v${version}`,
        operations,
      );
      document.servers = [
        {
          url: document.servers[0]!.url,
          variables: { tenant: { default: 'acme_sb', description: 'The name of your sandbox tenant' } },
        } as (typeof document.servers)[number],
      ];
      return {
        file: `openapi-${service.toLowerCase()}-v${version}.json`,
        kind: 'openapi',
        subject: service,
        version: `v${version}`,
        mediaType: 'application/json',
        data: Buffer.from(`${JSON.stringify(document, null, 2)}\n`),
      };
    }),
  );
  const soap = Object.entries(soapServices).map(
    ([service, operations]): DownloadFile => ({
      file: `${service.toLowerCase()}.wsdl`,
      kind: 'wsdl',
      subject: service,
      version: '1.1',
      mediaType: 'application/wsdl+xml',
      data: Buffer.from(
        wsdl(service, `${publicUrl}/sandbox/${WSDL_TENANT_PLACEHOLDER}/soap/${service}`, operations),
      ),
    }),
  );
  const graphql = schemaVersions.map(
    ({ version, sdl }): DownloadFile => ({
      file: `graphql-schema-${version}.graphql`,
      kind: 'graphql',
      subject: '',
      version,
      mediaType: 'application/graphql; charset=utf-8',
      data: Buffer.from(sdl),
    }),
  );
  return [...openapi, ...soap, ...graphql];
}

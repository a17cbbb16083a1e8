import type { SearchEntry } from '../search/search.port.ts';
import { restServices } from './restOperations.ts';
import { leafNames } from './soap/soapSchema.ts';
import { soapServices } from './soap/soapServices.ts';

/**
 * The sandbox's API operations as search entries: every REST operation of every service version and every
 * SOAP operation. They open the API's documentation page.
 */
export function apiOperationEntries(): SearchEntry[] {
  const rest = Object.entries(restServices).flatMap(([service, versions]) =>
    Object.entries(versions).flatMap(([version, operations]) =>
      operations.map(
        (operation): SearchEntry => ({
          kind: 'api',
          key: `rest:${service}:v${version}:${operation.method} ${operation.path}`,
          title: `${operation.method} ${operation.path}`,
          summary: `${operation.summary} (REST, ${service} v${version})`,
          body: `${service} ${operation.path.replace(/[/:]/g, ' ')} ${operation.write ? 'create update write' : 'read list get'}`,
          url: '/documentation/rest-api',
        }),
      ),
    ),
  );
  const soap = Object.entries(soapServices).flatMap(([service, operations]) =>
    operations.map(
      (operation): SearchEntry => ({
        kind: 'api',
        key: `soap:${service}:${operation.name}`,
        title: operation.name,
        summary: `SOAP operation of the ${service} service`,
        body: `${operation.name.replaceAll('_', ' ')} ${service} ${leafNames(operation.request)
          .map((name) => name.replaceAll('_', ' '))
          .join(' ')}`,
        url: '/documentation/soap-api',
      }),
    ),
  );
  return [...rest, ...soap];
}

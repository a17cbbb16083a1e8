import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http/httpClient.ts';
import { parseWsdl } from '../wsdlOperations.ts';
import { sandboxKeys } from './sandboxKeys.ts';

/**
 * A SOAP service of the tenant's sandbox read from its WSDL (public, no token), as the SOAP explorer and
 * the studio's "add a request" both list its operations.
 */
export function useSoapService(tenant: string | null, serviceName: string) {
  return useQuery({
    queryKey: sandboxKeys.wsdl(tenant, serviceName),
    queryFn: async () => {
      const answer = await http.raw('GET', `/sandbox/${encodeURIComponent(tenant!)}/soap/${serviceName}`, {
        headers: {},
      });
      if (answer.status !== 200) throw new Error(`${answer.status}`);
      return { xml: answer.body, service: parseWsdl(answer.body) };
    },
    enabled: tenant !== null,
    staleTime: 10 * 60_000,
  });
}

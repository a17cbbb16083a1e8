import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { useNotFoundOn404 } from '../../lib/routes/useNotFoundOn404.ts';
import { apiClientQueryOptions } from './api/apiClientsQueries.ts';

/** The client of /console/api-clients/view/{id}[/edit]: an unknown id is the not-found page. */
export function useClientRoute() {
  const { id = '' } = useParams();
  const organizationId = useCompany().selected?.organizationUuid ?? '';
  const client = useQuery({ ...apiClientQueryOptions(organizationId, id), enabled: organizationId !== '' });
  const missing = useNotFoundOn404(client.error);
  return { id, organizationId, client, missing };
}

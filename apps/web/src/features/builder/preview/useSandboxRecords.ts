import { sandboxRecordPageSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';
import { builderKeys } from '../api/keys.ts';
import { type SandboxSource, sandboxListPath } from './sandboxSource.ts';

export type SandboxRecord = Record<string, unknown>;

/** A sandbox answer that is not a page of records: its status says why (401 expired token, 403 scope). */
export class SandboxReadError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The sandbox answered ${status}.`);
    this.status = status;
  }
}

/**
 * The first records of a sandbox collection, read with the user's tenant token as the explorers call it
 * (no portal cookie). Disabled until there is a tenant, a token and a source.
 */
export function useSandboxRecords(
  tenant: string | null,
  accessToken: string | null,
  source: SandboxSource | null,
  limit: number,
) {
  const path = (tenant && source && sandboxListPath(tenant, source, limit)) || '';
  return useQuery({
    queryKey: builderKeys.sandboxRecords(tenant ?? '', path),
    enabled: path !== '' && accessToken !== null,
    staleTime: 60_000,
    retry: false,
    queryFn: async (): Promise<SandboxRecord[]> => {
      const answer = await http.raw('GET', path, { headers: { authorization: `Bearer ${accessToken}` } });
      if (answer.status !== 200) throw new SandboxReadError(answer.status);
      return sandboxRecordPageSchema.parse(JSON.parse(answer.body)).data;
    },
  });
}

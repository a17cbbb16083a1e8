import { queryOptions } from '@tanstack/react-query';
import { appsApi } from '../../../console-apps/index.ts';

/**
 * The JSON files of a built version's source (its manifest and components), read out of the version's
 * source zip in the browser: a version never changes, so it is read once. fflate loads with it.
 */
export async function readVersionJsonFiles(versionId: string): Promise<Record<string, string>> {
  const [{ unzip }, zip] = await Promise.all([import('fflate'), appsApi.sourceZip(versionId)]);
  const data = new Uint8Array(await zip.arrayBuffer());
  const entries = await new Promise<Record<string, Uint8Array>>((resolve, reject) =>
    unzip(data, { filter: (entry) => entry.name.endsWith('.json') }, (error, files) =>
      error ? reject(error) : resolve(files),
    ),
  );
  const decoder = new TextDecoder();
  return Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path, decoder.decode(bytes)]));
}

export const orchestrateKeys = {
  all: ['orchestrate'] as const,
  versionFiles: (versionId: string) => [...orchestrateKeys.all, 'versionFiles', versionId] as const,
};

export const versionFilesQueryOptions = (versionId: string) =>
  queryOptions({
    queryKey: orchestrateKeys.versionFiles(versionId),
    queryFn: () => readVersionJsonFiles(versionId),
    staleTime: Number.POSITIVE_INFINITY,
  });

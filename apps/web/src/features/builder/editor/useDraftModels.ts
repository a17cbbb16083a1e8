import { useEffect, useMemo, useRef } from 'react';
import { createDraftModels, type FileSource } from './draftModels.ts';

/**
 * The models of one workspace's files (see createDraftModels), for its editors, diff views and language
 * server; they go when the workspace closes. `source` may be a new object each render: the latest is used.
 */
export function useDraftModels(modelId: string, source: FileSource) {
  const latest = useRef(source);
  latest.current = source;
  const models = useMemo(
    () =>
      createDraftModels(modelId, {
        read: (path) => latest.current.read(path),
        write: (path, text) => latest.current.write(path, text),
        subscribe: (listener) => latest.current.subscribe(listener),
      }),
    [modelId],
  );
  useEffect(() => () => models.dispose(), [models]);
  return models;
}

import { handlePreloadError } from './chunkErrors.ts';

/**
 * Browser wiring of the chunk failure rule (docs/product/shell.md SHELL-12); called once, before the router
 * starts.
 */
export function installChunkRecovery(target: Window = window): () => void {
  const listener = (event: Event) =>
    handlePreloadError(event, { storage: target.sessionStorage, reload: () => target.location.reload() });
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}

import { storageKeys } from '../lib/storage/storageKeys.ts';

/** docs/product/shell.md SHELL-12: a code chunk that has not loaded after two minutes counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** 'missing': the request failed; 'timeout': no answer in time; CSS: a style sheet failed (SHELL-12). */
export type ChunkLoadErrorType = 'missing' | 'timeout' | 'CSS_CHUNK_LOAD_FAILED';

/** SHELL-12: 'Loading chunk {id} failed.' with its type and URL. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  readonly chunkId: string;
  readonly type: ChunkLoadErrorType;
  readonly request: string | undefined;

  constructor(chunkId: string, type: ChunkLoadErrorType, request?: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunkId} failed.`, options);
    this.chunkId = chunkId;
    this.type = type;
    this.request = request;
  }
}

// How browsers and Vite word a failed dynamic import or preload (Chromium, Firefox, Safari, Vite).
const dynamicImportFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
const cssPreloadFailure = /Unable to preload CSS for (\S+)/;
const urlInMessage = /((?:https?:\/\/|\/)\S+?\.(?:m?js|css))\b/;

/** '/assets/HomePage-B1x2.js?v=1' -> 'HomePage-B1x2' */
export function chunkIdFromUrl(url: string): string {
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? url;
  return file.replace(/\.(?:m?js|css)$/, '') || url;
}

/** The error as a ChunkLoadError when it is a failed chunk or style sheet load, else null. */
export function toChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  const css = cssPreloadFailure.exec(error.message);
  if (css?.[1])
    return new ChunkLoadError(chunkIdFromUrl(css[1]), 'CSS_CHUNK_LOAD_FAILED', css[1], { cause: error });
  if (!dynamicImportFailure.test(error.message)) return null;
  const url = urlInMessage.exec(error.message)?.[1];
  return new ChunkLoadError(url ? chunkIdFromUrl(url) : 'unknown', 'missing', url, { cause: error });
}

/**
 * Races a chunk import against the timeout and turns any chunk failure into a ChunkLoadError, so the
 * error element can tell a failed download from a bug in the page.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  chunkId: string,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(chunkId, 'timeout')), timeoutMs);
    });
    try {
      return await Promise.race([load(), timeout]);
    } catch (error) {
      throw toChunkLoadError(error) ?? error;
    } finally {
      clearTimeout(timer);
    }
  };
}

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Claims the one automatic reload of this tab (SHELL-12): true the first time, false once the flag
 * is set, and false when storage is unusable, so a broken deployment can never cause a reload loop.
 */
export function claimChunkReload(storage: FlagStorage): boolean {
  try {
    if (storage.getItem(storageKeys.chunkReload) !== null) return false;
    storage.setItem(storageKeys.chunkReload, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** A chunk loaded: a later failure (say after the next deployment) may reload once again. */
export function releaseChunkReload(storage: FlagStorage): void {
  try {
    storage.removeItem(storageKeys.chunkReload);
  } catch {
    // Storage unavailable: nothing was claimed either.
  }
}

export type PreloadRecoveryDeps = {
  storage: FlagStorage;
  reload: () => void;
};

/**
 * Vite fires `vite:preloadError` when a preload of a lazy chunk's JS or CSS fails. The first time
 * the page reloads instead of failing; after that the error goes on to the route's error element,
 * which reports it.
 */
export function handlePreloadError(event: Event, deps: PreloadRecoveryDeps): void {
  const payload = (event as Event & { payload?: unknown }).payload;
  if (!toChunkLoadError(payload)) return;
  if (!claimChunkReload(deps.storage)) return;
  event.preventDefault();
  deps.reload();
}

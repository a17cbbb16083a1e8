import { HttpError } from '../httpError.ts';

const FULL = new Set(['ENOSPC', 'EDQUOT']);

/** The file system (FILES_DIR, its scratch) had no room: ENOSPC or a quota, here or as a cause. */
export function isStorageFull(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (FULL.has((e as { code?: string }).code ?? '')) return true;
  }
  return false;
}

/** 507: the server's fault and the operator's to fix, said plainly; the caller has removed what it wrote. */
export function storageFullError(): HttpError {
  return new HttpError(
    'insufficient_storage',
    'The server has no room left to store this. Nothing was kept; try again later.',
  );
}

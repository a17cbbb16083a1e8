import { isHttpError } from './HttpError.ts';

/**
 * Whether a read of one item failed because the item is not there: 404, or 400 for an id that cannot be
 * one (to the user the same as an unknown one). The item's page shows its not-found view on it.
 */
export function isNotFound(error: unknown): boolean {
  return isHttpError(error) && (error.status === 404 || error.status === 400);
}

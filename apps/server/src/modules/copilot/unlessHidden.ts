import { HttpError } from '../../platform/httpError.ts';

/** A thing the asker may not see is left out exactly like a missing one: a 404 (or 403) is no evidence. */
export async function unlessHidden<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError && (error.code === 'not_found' || error.code === 'forbidden')) return null;
    throw error;
  }
}

import { isHttpError, NETWORK_ERROR_STATUS } from '../../../lib/http/HttpError.ts';

export type RetireErrorCause = 'general' | 'forbidden' | 'network' | 'notFound' | 'unauthorized';

/** Which of the retire messages of docs/product/apps.md APPS-8 a failure shows. */
export function retireErrorCause(error: unknown): RetireErrorCause {
  if (!isHttpError(error)) return 'general';
  if (error.status === NETWORK_ERROR_STATUS) return 'network';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'notFound';
  return 'general';
}

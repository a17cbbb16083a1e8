import { isHttpError } from './HttpError.ts';

/**
 * The one rule for the text a user reads when a call fails: the server's message when the answer was
 * one the server meant for them (a status of `statuses`, or any HTTP error when none are named), else
 * the place's own text rather than a status line the user can do nothing with.
 */
export function errorText(error: unknown, fallback: string, statuses?: readonly number[]): string {
  if (!isHttpError(error)) return fallback;
  return statuses === undefined || statuses.includes(error.status) ? error.message : fallback;
}
